import { jsonError } from "@/platform/http";
import { withSite } from "@/sites/with-site";
import { carFinanceDisclaimer } from "@/vehicle/car-finance";
import { getCarDetailById } from "@/vehicle/get-car";

export const dynamic = "force-dynamic";

/** GET /api/finance/disclaimer?car_id={id}: the finance disclaimer for one of this site's cars. */
export const GET = withSite(async (request, { site }) => {
  const carId = new URL(request.url).searchParams.get("car_id")?.trim() ?? "";
  if (carId === "") return jsonError(400, "car_id is required");
  const detail = await getCarDetailById(site, carId);
  if (!detail) return jsonError(404, "No such car on this site");
  return Response.json(
    { disclaimer: carFinanceDisclaimer(detail, site.config, new Date()) },
    { headers: { "cache-control": "public, max-age=300" } },
  );
});
