import { pdfResponse } from "@/platform/pdf/pdf-response";
import { siteLogoUrl } from "@/shell/logo";
import { getSiteByKey } from "@/sites/get-site";
import { actingForSite } from "@/sites/with-site";
import { getCarDetailByHistoryReport } from "@/vehicle/get-car";
import { carHistoryReport } from "@/vehicle/reports/car-reports";

export const dynamic = "force-dynamic";

/**
 * GET /files/history/{file}.pdf: the Car History Report of the site's car that links to this
 * address, built from the car's data when asked and opened in the browser's viewer. 404 for any
 * address no car of the site links to.
 */
export async function GET(request: Request, { params }: { params: Promise<{ site: string; file: string }> }) {
  const { site: key, file } = await params;
  const site = await getSiteByKey(key);
  if (!site) return new Response("Not Found", { status: 404 });
  // A route handler, not a page render: it names its tenant itself, as withSite does (decision 025).
  return actingForSite(site, async () => {
    const detail = await getCarDetailByHistoryReport(site, `/files/history/${file}`);
    if (!detail) return new Response("Not Found", { status: 404 });
    const host = request.headers.get("host");
    const pdf = await carHistoryReport({
      site,
      detail,
      logoUrl: siteLogoUrl(site),
      url: host ? `http://${host}/cars/${detail.row.slug}` : null,
      now: new Date(),
    });
    return pdfResponse(pdf, file.replace(/\.pdf$/, ""), "inline");
  });
}
