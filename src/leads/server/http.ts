import { clientIp } from "@/platform/rate-limit";
import type { Db } from "@/platform/db/connect";
import { readJsonBody } from "@/platform/http";
import { logger } from "@/platform/logger";
import { findAccount, readSessionToken } from "@/accounts/session";
import { maxRequestBytes } from "../schemas";
import { submitMessages, submitLead, type LeadSite, type RateLimits, type SubmitResult } from "./submit";

// The HTTP side of POST /api/leads, apart from Next so the integration tests drive it with plain
// Request objects.

export function toResponse(result: SubmitResult): Response {
  const headers: Record<string, string> = {
    "cache-control": "no-store",
    ...("headers" in result ? result.headers : {}),
  };
  return Response.json(result.body, { status: result.status, headers });
}

export async function handleLeadPost(
  request: Request,
  target: { db: Db; site: LeadSite; limits?: RateLimits; now?: Date },
): Promise<{ response: Response; created: boolean }> {
  const body = await readJsonBody(request, maxRequestBytes);
  if (!body.ok) {
    return { response: toResponse({ status: 400, body: { error: submitMessages.unreadable } }), created: false };
  }
  // The signed-in shopper's verified phone: their own leads are not limited by it (submit.ts).
  const account = await findAccount(target.db, target.site.id, readSessionToken(request.headers.get("cookie"))).catch(
    () => null,
  );
  const result = await submitLead(
    target.db,
    target.site,
    body.value,
    {
      ip: clientIp(request.headers),
      userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? null,
      verifiedPhone: account?.phone ?? null,
      now: target.now,
    },
    { limits: target.limits },
  );
  return { response: toResponse(result), created: result.status === 200 && result.created };
}

export function unavailableResponse(error: unknown): Response {
  logger.error("lead not stored: the database is unavailable", { error: String(error) });
  return toResponse({ status: 503, body: { error: submitMessages.unavailable } });
}
