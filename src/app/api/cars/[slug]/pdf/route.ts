import { jsonError } from "@/platform/http";
import { pdfResponse } from "@/platform/pdf/pdf-response";
import { siteLogoUrl } from "@/shell/logo";
import { withSite } from "@/sites/with-site";
import { getCarDetail } from "@/vehicle/get-car";
import { carSheet, vehiclePdf } from "@/vehicle/pdf";

export const dynamic = "force-dynamic";

/** GET /api/cars/{slug}/pdf: the car's printable sheet as a PDF download named `{slug}.pdf`. */
export const GET = withSite<{ slug: string }>(async (request, { site, params }) => {
  const detail = await getCarDetail(site, params.slug);
  if (!detail) return jsonError(404, "No such car on this site");
  const sheet = carSheet(detail, site.config);
  const host = request.headers.get("host");
  const pdf = await vehiclePdf({
    ...sheet,
    url: host ? `http://${host}/cars/${detail.row.slug}` : null,
    accent: site.config.theme.colors.primary,
    logoUrl: siteLogoUrl(site),
    createdAt: new Date(),
  });
  return pdfResponse(pdf, detail.row.slug, "attachment");
});
