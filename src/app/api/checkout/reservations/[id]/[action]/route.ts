import { postDealerAction } from "@/checkout/server";
import { withSite } from "@/sites/with-site";

export const dynamic = "force-dynamic";

/** POST /api/checkout/reservations/{id}/{capture|cancel|refund}: the dealer's moves, behind DEALER_API_TOKEN. */
export const POST = withSite<{ id: string; action: string }>((request, { site, params }) =>
  postDealerAction(request, site, params.id, params.action),
);
