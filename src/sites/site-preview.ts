import "server-only";
import { env } from "@/platform/env";
import { derivedStaffKey } from "@/platform/security/staff-secret-key";
import type { Site } from "./get-site";
import { previewCookieName } from "./preview-cookie";
import {
  previewCookieSeconds,
  previewHandoffSeconds,
  previewKeyLabel,
  readPreviewToken,
  signPreviewToken,
} from "./preview-token";

// Opening and ending a staff preview of a site's draft on the site's own host (decision 050). The
// console links to `/api/site-preview?token=…` on the site's host with a two-minute token; this answer
// exchanges it for an hour's cookie on that host and opens the home page, where the site's pages are
// rendered with the draft and a bar that says so. `?end=1` takes the cookie away again.

const answerHeaders = { "cache-control": "no-store", "referrer-policy": "no-referrer" };

/** The address that starts a preview of the site for this staff member: its host on the platform's domain. */
export function sitePreviewLink(site: { id: string; slug: string }, staffAccountId: string, now = new Date()): string {
  const config = env();
  const origin =
    config.ROOT_DOMAIN === "localhost"
      ? `http://${site.slug}.localhost:${config.PORT}`
      : `https://${site.slug}.${config.ROOT_DOMAIN}`;
  const token = signPreviewToken(
    {
      siteId: site.id,
      staffAccountId,
      purpose: "handoff",
      expiresAt: new Date(now.getTime() + previewHandoffSeconds * 1000),
    },
    derivedStaffKey(previewKeyLabel),
  );
  return `${origin}/api/site-preview?token=${encodeURIComponent(token)}`;
}

function cookie(value: string, maxAge: number): string {
  // __Host-: Secure, Path=/ and no Domain, so no other host of the platform can set or read it.
  return `${previewCookieName}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`;
}

function refused(message: string): Response {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preview</title></head><body><main><h1>Preview not opened</h1><p>${message}</p></main></body></html>`;
  return new Response(body, { status: 403, headers: { ...answerHeaders, "content-type": "text/html; charset=utf-8" } });
}

/** GET /api/site-preview on a site's host: start a preview with the console's token, or end one. */
export function sitePreviewResponse(request: Request, site: Site, now = new Date()): Response {
  const query = new URL(request.url).searchParams;
  if (query.has("end")) {
    return new Response(null, {
      status: 303,
      headers: { ...answerHeaders, location: "/", "set-cookie": cookie("", 0) },
    });
  }
  const key = derivedStaffKey(previewKeyLabel);
  const grant = readPreviewToken(query.get("token"), key, { purpose: "handoff", siteId: site.id, now });
  if (!grant) {
    return refused("This preview link has expired or is not valid. Open the preview again from the dealer console.");
  }
  const value = signPreviewToken(
    { ...grant, purpose: "cookie", expiresAt: new Date(now.getTime() + previewCookieSeconds * 1000) },
    key,
  );
  return new Response(null, {
    status: 303,
    headers: { ...answerHeaders, location: "/", "set-cookie": cookie(value, previewCookieSeconds) },
  });
}
