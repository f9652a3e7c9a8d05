import { jsonError } from "@/platform/http";
import { withSite } from "@/sites/with-site";
import { currentCars, parseCurrentCarsQuery } from "@/stock/current-cars";

export const dynamic = "force-dynamic";

/** GET /api/cars/current?ids=a,b: the price and availability now of the site's cars by id (favourites). */
export const GET = withSite(async (request, { site }) => {
  const query = parseCurrentCarsQuery(new URL(request.url).searchParams);
  if (!query.ok) return jsonError(400, query.error);
  return Response.json({ cars: await currentCars(site, query.ids) }, { headers: { "cache-control": "no-store" } });
});
