import { getSiteFromRequest, jsonError } from "@/sites/site-from-request";
import { getCarDetail } from "@/vehicle/get-car";
import { vehiclePdf, vehicleSheet } from "@/vehicle/pdf";

export const dynamic = "force-dynamic";

/** GET /api/cars/{slug}/pdf: the car's printable sheet as a PDF download named `{slug}.pdf`. */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const site = await getSiteFromRequest(request);
  if (!site) return jsonError(404, "Unknown site");
  const detail = await getCarDetail(site, (await params).slug);
  if (!detail) return jsonError(404, "No such car on this site");
  const { config } = site;
  const sheet = vehicleSheet({
    car: detail.row,
    dealerName: detail.dealership.name,
    location: detail.location,
    options: {
      subscriptions: config.features.subscriptions,
      noPriceText: config.labels.noPriceText,
      preorderText: config.labels.preorderText,
      commentsPendingText: config.labels.dealerCommentsPending,
    },
  });
  const host = request.headers.get("host");
  const pdf = vehiclePdf({
    ...sheet,
    title: sheet.sold ? `${sheet.title} (SOLD)` : sheet.title,
    url: host ? `http://${host}/cars/${detail.row.slug}` : null,
    accent: config.theme.colors.primary,
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
}
