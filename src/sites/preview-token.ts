import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "@/platform/zod";

// A staff member's preview of a site's unpublished settings (decision 050) travels as a signed token:
// which site, who, what for, until when; HMAC-SHA256 under a key derived from STAFF_SECRET_KEY.
// The console hands one out in a link to the site's host ("handoff", two minutes), where it is
// exchanged for the same grant in a cookie on that host ("cookie", an hour). Nothing in it is secret;
// the signature is what makes it staff's. Pure: the key is passed in.

/** How long the console's link to a preview works: long enough to open it, not to pass it round. */
export const previewHandoffSeconds = 120;

/** How long the preview cookie lasts: a review's length; after it, the console's Preview link starts another. */
export const previewCookieSeconds = 60 * 60;

/** The label the preview's key is derived under (derivedStaffKey). */
export const previewKeyLabel = "site-preview v1";

export type PreviewPurpose = "handoff" | "cookie";

export type PreviewGrant = {
  siteId: string;
  staffAccountId: string;
  purpose: PreviewPurpose;
  expiresAt: Date;
};

const version = "v1";

/** A token is short; anything longer is not one of ours and is not even parsed. */
const maxTokenLength = 400;

const payloadSchema = z.strictObject({
  s: z.uuid(),
  a: z.uuid(),
  p: z.enum(["handoff", "cookie"]),
  e: z.number().int().positive(),
});

function signature(key: Buffer, signed: string): Buffer {
  return createHmac("sha256", key).update(signed).digest();
}

export function signPreviewToken(grant: PreviewGrant, key: Buffer): string {
  const payload = Buffer.from(
    JSON.stringify({
      s: grant.siteId,
      a: grant.staffAccountId,
      p: grant.purpose,
      e: Math.floor(grant.expiresAt.getTime() / 1000),
    }),
  ).toString("base64url");
  const signed = `${version}.${payload}`;
  return `${signed}.${signature(key, signed).toString("base64url")}`;
}

/**
 * The grant a token holds, when its signature is ours, it is for `purpose` and `siteId`, and it has
 * not expired; null for anything else (forged, altered, expired, another site's, malformed).
 */
export function readPreviewToken(
  token: string | null | undefined,
  key: Buffer,
  expected: { purpose: PreviewPurpose; siteId: string; now?: Date },
): PreviewGrant | null {
  if (!token || token.length > maxTokenLength) return null;
  const parts = token.split(".");
  if (parts.length !== 3 || parts[0] !== version) return null;
  const [, payload = "", given = ""] = parts;
  const expectedSignature = signature(key, `${version}.${payload}`);
  const givenSignature = Buffer.from(given, "base64url");
  if (givenSignature.length !== expectedSignature.length || !timingSafeEqual(givenSignature, expectedSignature)) {
    return null;
  }
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(decoded);
  if (!parsed.success) return null;
  const { s: siteId, a: staffAccountId, p: purpose, e: expiresAtSeconds } = parsed.data;
  const now = expected.now ?? new Date();
  if (purpose !== expected.purpose || siteId !== expected.siteId) return null;
  if (expiresAtSeconds * 1000 <= now.getTime()) return null;
  return { siteId, staffAccountId, purpose, expiresAt: new Date(expiresAtSeconds * 1000) };
}
