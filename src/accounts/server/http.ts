import { clientIp } from "@/platform/rate-limit";
import type { Db } from "@/platform/db/connect";
import { readJsonBody } from "@/platform/http";
import { clearedSessionCookie, findAccount, readSessionToken, revokeSession, sessionCookie } from "../session";
import { requestSignInCode, verifySignInCode, type AccountSite, type SignInResult } from "../sign-in";
import type { SmsProvider } from "../sms";
import type { SignInLimits } from "../rate-limit";
import { listWatchlistCarIds, changeWatchlist, mergeIntoWatchlist, type WatchlistChange } from "../watchlist";

// The HTTP side of sign-in, sign-out, the session probe and the watchlist calls, apart from Next so
// the integration tests drive them with plain Request objects.

export type AccountTarget = { db: Db; site: AccountSite; limits?: SignInLimits; now?: Date };

const maxBodyBytes = 2_000;
/** 100 car ids of 36 characters with their quotes and commas, and room to spare. */
const mergeBodyBytes = 8_000;
const noStore = { "cache-control": "no-store" };

function toResponse(result: SignInResult): Response {
  const headers = new Headers({ ...noStore, ...result.headers });
  if (result.session) headers.append("set-cookie", sessionCookie(result.session.token, result.session.expiresAt));
  return Response.json(result.body, { status: result.status, headers });
}

const unreadable = (error: string, status = 400) => Response.json({ error }, { status, headers: noStore });

/** POST /api/account/code `{ phone }`: texts a sign-in code. */
export async function handleCodeRequest(request: Request, target: AccountTarget & { sms: SmsProvider }) {
  const body = await readJsonBody(request, maxBodyBytes);
  if (!body.ok) return unreadable(body.error, body.status);
  return toResponse(
    await requestSignInCode(target.db, target.site, body.value, {
      ip: clientIp(request.headers),
      now: target.now,
      limits: target.limits,
      sms: target.sms,
    }),
  );
}

/** POST /api/account/verify `{ phone, code }`: a right code signs in (Set-Cookie with a new session). */
export async function handleCodeCheck(request: Request, target: AccountTarget) {
  const body = await readJsonBody(request, maxBodyBytes);
  if (!body.ok) return unreadable(body.error, body.status);
  return toResponse(
    await verifySignInCode(target.db, target.site, body.value, {
      ip: clientIp(request.headers),
      now: target.now,
      limits: target.limits,
      currentToken: readSessionToken(request.headers.get("cookie")),
    }),
  );
}

/** POST /api/account/sign-out: ends the session here and in the browser. */
export async function handleSignOut(request: Request, target: AccountTarget) {
  await revokeSession(target.db, target.site.id, readSessionToken(request.headers.get("cookie")));
  return Response.json({ ok: true }, { headers: { ...noStore, "set-cookie": clearedSessionCookie() } });
}

/** GET /api/account/session: whether the browser is signed in here, as whom, and its watchlist. */
export async function handleSessionProbe(request: Request, target: AccountTarget) {
  const account = await findAccount(
    target.db,
    target.site.id,
    readSessionToken(request.headers.get("cookie")),
    target.now,
  );
  if (!account) return Response.json({ signedIn: false }, { headers: noStore });
  const carIds = await listWatchlistCarIds(target.db, target.site.id, account.userId);
  return Response.json({ signedIn: true, phone: account.phone, watchlist: carIds }, { headers: noStore });
}

/** POST /api/watchlist/save-car and /remove-car `{ phone_number, car_id }`. */
export async function handleWatchlistChange(request: Request, target: AccountTarget, change: WatchlistChange) {
  const body = await readJsonBody(request, maxBodyBytes);
  if (!body.ok) return unreadable(body.error, body.status);
  const account = await findAccount(
    target.db,
    target.site.id,
    readSessionToken(request.headers.get("cookie")),
    target.now,
  );
  const result = await changeWatchlist(target.db, target.site.id, account, body.value, change);
  return Response.json(result.body, { status: result.status, headers: noStore });
}

/**
 * POST /api/account/session `{ carIds }`: right after sign-in, the browser's saved cars (newest
 * first) join the account's watchlist (decision 041). Answers the watchlist as it is now.
 */
export async function handleSavedCarsMerge(request: Request, target: AccountTarget) {
  const body = await readJsonBody(request, mergeBodyBytes);
  if (!body.ok) return unreadable(body.error, body.status);
  const account = await findAccount(
    target.db,
    target.site.id,
    readSessionToken(request.headers.get("cookie")),
    target.now,
  );
  const result = await mergeIntoWatchlist(target.db, target.site.id, account, body.value);
  return Response.json(result.body, { status: result.status, headers: noStore });
}
