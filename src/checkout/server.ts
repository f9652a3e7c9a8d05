import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { getDb, type Db } from "@/platform/db";
import { env } from "@/platform/env";
import { wakeServerLeadWorker } from "@/leads/delivery/server-worker";
import type { Site } from "@/sites/get-site";
import { getPaymentProvider } from "./payments";
import { handleReservationPost, reservationApiMessages } from "./reservation-http";
import { handleOnlinePaymentPost } from "./online-payment/online-payment-http";
import { onlinePaymentOutcomeMessages } from "./online-payment/online-payments";
import { applyDealerAction, reserveCar, type ReserveCarInput, type ReserveResult } from "./reservations";
import type { DealerAction } from "./reservation-rules";

// The reservation module against the server's database and payment provider, for routes and for
// the buy-online journey's deposit step.

/** POST /api/checkout/reservations for the site. */
export async function postReservation(request: Request, site: Site): Promise<Response> {
  let db: Db;
  try {
    db = await getDb();
  } catch {
    return Response.json({ error: reservationApiMessages.unavailable }, { status: 503 });
  }
  const { response, created } = await handleReservationPost(request, {
    db,
    site,
    provider: getPaymentProvider(),
  });
  // The dealer's lead and the shopper's confirmation go out now rather than at the next poll.
  if (created) wakeServerLeadWorker();
  return response;
}

/** POST /api/online-payment for the site: the dealer's lead goes out at once when a payment is taken. */
export async function postOnlinePayment(request: Request, site: Site): Promise<Response> {
  try {
    const { response, paid } = await handleOnlinePaymentPost(request, {
      db: await getDb(),
      site,
      provider: getPaymentProvider(),
    });
    if (paid) wakeServerLeadWorker();
    return response;
  } catch {
    return Response.json(
      { error: onlinePaymentOutcomeMessages.unavailable },
      { status: 503, headers: { "cache-control": "no-store" } },
    );
  }
}

/** reserveCar with the server's database and provider; wakes the delivery worker on a new hold. */
export async function reserveCarOnServer(site: Site, input: ReserveCarInput): Promise<ReserveResult> {
  const result = await reserveCar(await getDb(), site, input, getPaymentProvider());
  if (result.kind === "reserved" && result.created) wakeServerLeadWorker();
  return result;
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const dealerActions: readonly string[] = ["capture", "cancel", "refund"] satisfies DealerAction[];

/**
 * POST /api/checkout/reservations/{id or RS- number}/{action}: 404 unless DEALER_API_TOKEN is set,
 * 401 without it.
 */
export async function postDealerAction(request: Request, site: Site, id: string, action: string): Promise<Response> {
  const token = env().DEALER_API_TOKEN;
  const headers = { "cache-control": "no-store" };
  if (!token) return Response.json({ error: "Not found" }, { status: 404, headers });
  const given = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
  if (!sameSecret(given, token)) return Response.json({ error: "Unauthorised" }, { status: 401, headers });
  if (!dealerActions.includes(action)) {
    return Response.json({ error: "The action is capture, cancel or refund" }, { status: 400, headers });
  }
  try {
    const result = await applyDealerAction(await getDb(), getPaymentProvider(), id, action as DealerAction, {
      siteId: site.id,
    });
    if (!result.ok) return Response.json({ error: result.message }, { status: 409, headers });
    wakeServerLeadWorker();
    return Response.json(
      { reservation_id: id, status: result.status, refund_reference: result.refundReference ?? null },
      { headers },
    );
  } catch (error) {
    return Response.json(
      { error: `The payment processor refused: ${error instanceof Error ? error.message : String(error)}` },
      { status: 502, headers },
    );
  }
}
