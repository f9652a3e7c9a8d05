import "server-only";
import { wakeServerLeadWorker } from "@/leads/delivery/server-worker";
import { clientIp } from "@/platform/rate-limit";
import { getDb, type Db } from "@/platform/db";
import { jsonError, readJsonBody } from "@/platform/http";
import { isJsonObject } from "@/platform/json-guards";
import { logger } from "@/platform/logger";
import type { Site } from "@/sites/get-site";
import { getPaymentProvider } from "../payments";
import { takeJourneyDeposit } from "./deposit";
import { findJourneyCar, type JourneyCar } from "./journey-car";
import {
  claimResumeLink,
  journeyCookieMaxAgeSeconds,
  journeyCookieName,
  journeyErrors,
  saveJourneyStep,
  sendResumeLink,
  type QuoteDelivery,
} from "./journey-service";
import { checkoutCookie } from "../cookies";

// The journey's API routes behind src/app/api/checkout/journey: the journey cookie, the car named in
// the body, and the answers in JSON. The delivery calculator is the vehicle page's, handed in by the
// route (checkout sits beside vehicle, not above it).

export const maxJourneyBodyBytes = 16 * 1024;

/** The journey token the browser holds, if any. */
export function journeyToken(request: Request): string | null {
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === journeyCookieName) {
      const token = value.join("=");
      return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
    }
  }
  return null;
}

/** The journey cookie: HttpOnly, SameSite=Lax, host-only (the host is the site), Secure over HTTPS. */
export function journeyCookie(request: Request, token: string): string {
  return checkoutCookie(request, journeyCookieName, token, journeyCookieMaxAgeSeconds);
}

const noStore = { "cache-control": "no-store" };

async function openDb(): Promise<Db | Response> {
  try {
    return await getDb();
  } catch (error) {
    logger.error("checkout journey: the database is unavailable", { error: String(error) });
    return jsonError(503, journeyErrors.unavailable, noStore);
  }
}

async function carOf(db: Db, site: Site, body: unknown): Promise<JourneyCar | null> {
  const key = isJsonObject(body) && typeof body.car_id === "string" ? body.car_id : "";
  return key ? findJourneyCar(db, site.id, key) : null;
}

export type DeliveryQuoterFor = (car: JourneyCar) => QuoteDelivery;

/** POST /api/checkout/journey/steps/{step}. */
export async function handleStepPost(
  request: Request,
  site: Site,
  step: string,
  quoteDeliveryFor: DeliveryQuoterFor,
): Promise<Response> {
  const body = await readJsonBody(request, maxJourneyBodyBytes);
  if (!body.ok) return jsonError(body.status, body.error, noStore);
  const db = await openDb();
  if (db instanceof Response) return db;
  const car = await carOf(db, site, body.value);
  if (!car) return jsonError(404, "We couldn't find that car", noStore);
  const answers = isJsonObject(body.value) ? body.value.answers : undefined;
  const token = journeyToken(request);
  const origin = new URL(request.url).origin;
  const result = await saveJourneyStep(
    db,
    site,
    car,
    { token, step, answers: answers ?? {} },
    {
      quoteDelivery: quoteDeliveryFor(car),
      takeDeposit: (deposit) => takeJourneyDeposit(db, site, deposit, getPaymentProvider()),
      request: {
        ip: clientIp(request.headers),
        userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? null,
        pageUrl: `${origin}/checkout-journey?car_id=${encodeURIComponent(car.slug)}`,
      },
    },
  );
  const headers = new Headers(noStore);
  if (result.status !== 200) {
    const { status, ...rest } = result;
    return Response.json(rest, { status, headers });
  }
  if (result.token !== token) headers.set("set-cookie", journeyCookie(request, result.token));
  if (result.journey.status === "submitted") wakeServerLeadWorker();
  return Response.json({ journey: result.journey }, { headers });
}

/** POST /api/checkout/journey/resume-link. */
export async function handleResumeLinkPost(request: Request, site: Site): Promise<Response> {
  const body = await readJsonBody(request, maxJourneyBodyBytes);
  if (!body.ok) return jsonError(body.status, body.error, noStore);
  const db = await openDb();
  if (db instanceof Response) return db;
  const car = await carOf(db, site, body.value);
  if (!car) return jsonError(404, "We couldn't find that car", noStore);
  const result = await sendResumeLink(db, site, car, {
    token: journeyToken(request),
    email: isJsonObject(body.value) ? body.value.email : undefined,
    origin: new URL(request.url).origin,
  });
  if (result.status !== 202) {
    const { status, ...rest } = result;
    return Response.json(rest, { status, headers: noStore });
  }
  wakeServerLeadWorker();
  return Response.json({ sent: true }, { status: 202, headers: noStore });
}

/** GET /api/checkout/journey/resume?token=…. */
export async function handleResumeGet(request: Request, site: Site): Promise<Response> {
  const url = new URL(request.url);
  const db = await openDb();
  if (db instanceof Response) return db;
  const claimed = await claimResumeLink(db, site.id, {
    resumeToken: url.searchParams.get("token") ?? "",
    browserToken: journeyToken(request),
  });
  const car = claimed ? await findJourneyCar(db, site.id, claimed.carId) : null;
  const headers = new Headers(noStore);
  if (!claimed || !car) {
    headers.set("location", "/checkout-journey?resume=expired");
    return new Response(null, { status: 303, headers });
  }
  headers.set("set-cookie", journeyCookie(request, claimed.token));
  headers.set("location", `/checkout-journey?car_id=${encodeURIComponent(car.slug)}`);
  return new Response(null, { status: 303, headers });
}
