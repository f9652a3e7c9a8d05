import { lookupPostcode } from "@/locations/postcodes";
import { jsonError } from "@/platform/http";
import { withSite } from "@/sites/with-site";
import { deliveryMessages, deliveryOrigin, deliveryQuote, parsePostcode } from "@/vehicle/delivery";
import { getCarDetail } from "@/vehicle/get-car";

export const dynamic = "force-dynamic";

/**
 * GET /api/cars/{slug}/delivery?postcode=NNNN: `{ name, price }` for delivering the car from its
 * dealer location to the postcode. 400 for a blank, malformed or unknown postcode; 404 with the 'Sorry, we
 * can't provide an estimate' text where the platform does not deliver.
 */
export const GET = withSite<{ slug: string }>(async (request, { site, params }) => {
  const parsed = parsePostcode(new URL(request.url).searchParams.get("postcode"));
  if (!parsed.ok) return jsonError(400, parsed.error);
  // The same offline lookup as the dealer locator: four digits that are no postcode are invalid.
  if (!lookupPostcode(parsed.postcode)) return jsonError(400, deliveryMessages.invalid);
  const detail = await getCarDetail(site, params.slug);
  if (!detail) return jsonError(404, "No such car on this site");
  const origin = deliveryOrigin(
    detail.location?.postcode ?? null,
    detail.location?.state ?? detail.row.state ?? site.config.contact.defaultState,
  );
  const quote = origin ? deliveryQuote(origin, parsed.postcode) : null;
  if (!quote) return jsonError(404, deliveryMessages.unavailable);
  return Response.json(quote, { headers: { "cache-control": "no-store" } });
});
