import { jsonError } from "@/platform/http";
import { pdfResponse } from "@/platform/pdf/pdf-response";
import { siteLogoUrl } from "@/shell/logo";
import { withSite } from "@/sites/with-site";
import { getCarDetail } from "@/vehicle/get-car";
import { pluginReport } from "@/vehicle/reports/car-reports";
import { isPluginReportKind, offersPluginReport } from "@/vehicle/reports/plugin-reports";
import { reportUnavailable } from "@/vehicle/reports/report-errors";

export const dynamic = "force-dynamic";

/**
 * GET /api/cars/{slug}/reports/{autogauge|car-analysis|ppsr}: a plugin report of the site's car as a
 * PDF download named `{slug}-{report}.pdf`; 404 when the site does not offer that report for the car
 * (its switch, or its outside service missing: decision 037); 503 while the service is not answering.
 */
export const GET = withSite<{ slug: string; report: string }>(async (request, { site, params }) => {
  const detail = await getCarDetail(site, params.slug);
  if (!detail) return jsonError(404, "No such car on this site");
  const { report } = params;
  if (!isPluginReportKind(report) || !offersPluginReport(report, detail.row, site.config.plugins)) {
    return jsonError(404, "This site offers no such report for this car");
  }
  const host = request.headers.get("host");
  let pdf: Uint8Array<ArrayBuffer>;
  try {
    pdf = await pluginReport(report, {
      site,
      detail,
      logoUrl: siteLogoUrl(site),
      url: host ? `http://${host}/cars/${detail.row.slug}` : null,
      now: new Date(),
    });
  } catch (error) {
    const answer = reportUnavailable(error);
    if (answer) return jsonError(answer.status, answer.message, answer.headers);
    throw error;
  }
  return pdfResponse(pdf, `${detail.row.slug}-${report}`, "attachment");
});
