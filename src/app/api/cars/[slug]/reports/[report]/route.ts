import { jsonError } from "@/platform/http";
import { pdfResponse } from "@/platform/pdf/pdf-response";
import { siteLogoUrl } from "@/shell/logo";
import { withSite } from "@/sites/with-site";
import { getCarDetail } from "@/vehicle/get-car";
import { pluginReport } from "@/vehicle/reports/car-reports";
import { isPluginReportKind, offersPluginReport } from "@/vehicle/reports/plugin-reports";

export const dynamic = "force-dynamic";

/**
 * GET /api/cars/{slug}/reports/{autogauge|car-analysis|ppsr}: a plugin report of the site's car as a
 * PDF download named `{slug}-{report}.pdf`; 404 when the site does not offer that report for the car.
 */
export const GET = withSite<{ slug: string; report: string }>(async (request, { site, params }) => {
  const detail = await getCarDetail(site, params.slug);
  if (!detail) return jsonError(404, "No such car on this site");
  const { report } = params;
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
});
