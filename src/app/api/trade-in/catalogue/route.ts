import { withSite } from "@/sites/with-site";
import { getCatalogue } from "@/trade-in/server";

export const dynamic = "force-dynamic";

/** GET /api/trade-in/catalogue?year=&make=&model= → `{ years, makes, models, badges }` for the car picker. */
export const GET = withSite((request) => getCatalogue(request));
