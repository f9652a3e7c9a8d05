import { jsonError } from "@/platform/http";
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
  const pdf = vehiclePdf({
    ...sheet,
    title: sheet.sold ? `${sheet.title} (SOLD)` : sheet.title,
    url: host ? `http://${host}/cars/${detail.row.slug}` : null,
    accent: site.config.theme.colors.primary,
    createdAt: new Date(),
  });
  const filename = detail.row.slug.replace(/[^A-Za-z0-9._-]/g, "-");
  return new Response(pdf, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${filename}.pdf"`,
      "content-length": String(pdf.byteLength),
      "cache-control": "no-store",
    },
  });
});
