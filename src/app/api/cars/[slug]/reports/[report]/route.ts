import { pdfResponse } from "@/platform/pdf/pdf-response";
import { siteLogoUrl } from "@/shell/logo";
import { getSiteFromRequest, jsonError } from "@/sites/site-from-request";
import { getCarDetail } from "@/vehicle/get-car";
import { pluginReport } from "@/vehicle/reports/car-reports";
import { isPluginReportKind, offersPluginReport } from "@/vehicle/reports/plugin-reports";

export const dynamic = "force-dynamic";

/**
 * GET /api/cars/{slug}/reports/{autogauge|car-analysis|ppsr}: a plugin report of the site's car as a
 * PDF download named `{slug}-{report}.pdf`; 404 when the site does not offer that report for the car.
 */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string; report: string }> }) {
  const site = await getSiteFromRequest(request);
  if (!site) return jsonError(404, "Unknown site");
  const { slug, report } = await params;
  const detail = await getCarDetail(site, slug);
  if (!detail) return jsonError(404, "No such car on this site");
  if (!isPluginReportKind(report) || !offersPluginReport(report, detail.row, site.config.plugins)) {
    return jsonError(404, "This site offers no such report for this car");
  }
  const host = request.headers.get("host");
  const pdf = await pluginReport(report, {
    site,
    detail,
    logoUrl: siteLogoUrl(site),
    url: host ? `http://${host}/cars/${detail.row.slug}` : null,
    now: new Date(),
  });
  return pdfResponse(pdf, `${detail.row.slug}-${report}`, "attachment");
}
