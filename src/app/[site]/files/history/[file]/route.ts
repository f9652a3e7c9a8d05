import { pdfResponse } from "@/platform/pdf/pdf-response";
import { siteLogoUrl } from "@/shell/logo";
import { getSiteByKey } from "@/sites/get-site";
import { actingForSite } from "@/sites/with-site";
import { getCarDetailByHistoryReport } from "@/vehicle/get-car";
import { carHistoryReport } from "@/vehicle/reports/car-reports";
import { reportUnavailable } from "@/vehicle/reports/report-errors";

export const dynamic = "force-dynamic";

/**
 * GET /files/history/{file}.pdf: the Car History Report of the site's car that links to this
 * address, built when asked (decision 037) and opened in the browser's viewer. 404 for any address
 * no car of the site links to, and where the site shows no history reports; 503 while the vehicle
 * history service is not answering.
 */
export async function GET(request: Request, { params }: { params: Promise<{ site: string; file: string }> }) {
  const { site: key, file } = await params;
  const site = await getSiteByKey(key);
  if (!site) return new Response("Not Found", { status: 404 });
  // A route handler, not a page render: it names its tenant itself, as withSite does (decision 025).
  if (!site.config.features.historyReports) return new Response("Not Found", { status: 404 });
  return actingForSite(site, async () => {
    const detail = await getCarDetailByHistoryReport(site, `/files/history/${file}`);
    if (!detail) return new Response("Not Found", { status: 404 });
    const host = request.headers.get("host");
    let pdf: Uint8Array<ArrayBuffer>;
    try {
      pdf = await carHistoryReport({
        site,
        detail,
        logoUrl: siteLogoUrl(site),
        url: host ? `http://${host}/cars/${detail.row.slug}` : null,
        now: new Date(),
      });
    } catch (error) {
      const answer = reportUnavailable(error);
      if (answer) return new Response(answer.message, { status: answer.status, headers: answer.headers });
      throw error;
    }
    return pdfResponse(pdf, file.replace(/\.pdf$/, ""), "inline");
  });
}
