import { postReservation } from "@/checkout/server";
import { withSite } from "@/sites/with-site";
import { requestLimits } from "@/platform/rate-limit-rules";

export const dynamic = "force-dynamic";

/** POST /api/checkout/reservations: reserves a car with a card deposit (src/checkout/reservation-http.ts). */
export const POST = withSite((request, { site }) => postReservation(request, site), {
  unavailable: () =>
    Response.json(
      { error: "Sorry, we could not take your reservation just now. Your card has not been charged." },
      { status: 503 },
    ),
  rateLimit: requestLimits.reservations,
});
