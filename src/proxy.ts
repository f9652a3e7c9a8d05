import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/platform/env";
import { publicEnv } from "@/platform/public-env";
import { requestIdFrom, requestIdHeader } from "@/platform/request-id";
import {
  cdnOrigin,
  consoleContentSecurityPolicy,
  contentSecurityPolicy,
  newNonce,
} from "@/platform/security/content-security-policy";
import { nonceHeader } from "@/platform/security/nonce-header";
import { defaultSitePolicy, sitePolicyFor } from "@/platform/security/site-policies";
import { parseHost } from "@/sites/parse-host";
import { previewCookieName } from "@/sites/preview-cookie";
import { sitePathHeader } from "@/sites/site-path";

// Host to path, nothing else: a tenant's request is rewritten under its key (`/{key}/...`; a paused
// site's under `/site-paused/{key}/...`, its holding page), the bare platform domain under
// `/demo-index`, and anything else gets a plain 404 that names no tenant.
// The [site] layout looks the key up and 404s when no site has it. The request carries on with its
// request id (the caller's `x-request-id`, or a new one; echoed on the answer) and the path it asked
// for (canonical addresses are written from it).
//
// Every page's answer also gets its Content-Security-Policy here (decision 024), with a fresh nonce:
// Next reads the policy from the request and puts the nonce on its scripts; our own inline elements
// read it from `x-nonce`. The console's host (decision 042) gets a policy of its own and is never
// stored by a cache. The site's part (frame-ancestors, analytics) is what the site loader last
// left in memory for this host: no I/O here.

const imageCdnOrigin = cdnOrigin(publicEnv.NEXT_PUBLIC_IMAGE_CDN);

export function proxy(request: NextRequest) {
  const config = env();
  const parsed = parseHost(request.headers.get("host"), { rootDomain: config.ROOT_DOMAIN });
  const url = request.nextUrl.clone();
  const requestId = requestIdFrom(request.headers);
  const nonce = newNonce();
  const site = parsed.kind === "site" ? sitePolicyFor(parsed.key) : defaultSitePolicy;
  const production = config.NODE_ENV === "production";
  const policy =
    parsed.kind === "console"
      ? consoleContentSecurityPolicy({ nonce, production })
      : contentSecurityPolicy({
          nonce,
          production,
          frameAncestors: site.frameAncestors,
          analytics: site.analytics,
          stripe: config.PAYMENT_PROVIDER === "stripe",
          imageCdnOrigin,
        });
  const headers = new Headers(request.headers);
  headers.set(requestIdHeader, requestId);
  headers.set(sitePathHeader, request.nextUrl.pathname);
  headers.set(nonceHeader, nonce);
  headers.set("content-security-policy", policy);
  let response: NextResponse;
  if (parsed.kind === "site") {
    // A paused site (decision 049) answers every page with its holding page (503), whatever the path.
    const prefix = site.paused ? "/site-paused" : "";
    url.pathname = `${prefix}/${encodeURIComponent(parsed.key)}${request.nextUrl.pathname}`;
    response = NextResponse.rewrite(url, { request: { headers } });
    // A staff preview of unpublished settings (decision 050) is that member's alone: kept by no cache.
    if (request.cookies.has(previewCookieName)) response.headers.set("cache-control", "private, no-store");
  } else if (parsed.kind === "console") {
    // The console's routes live under src/app/console; a site's host can never reach them (its paths
    // go under its key) and the console's host never reaches a site's.
    url.pathname = `/console${request.nextUrl.pathname === "/" ? "" : request.nextUrl.pathname}`;
    response = NextResponse.rewrite(url, { request: { headers } });
    response.headers.set("cache-control", "private, no-store");
    response.headers.set("x-robots-tag", "noindex, nofollow");
  } else if (parsed.kind === "root") {
    url.pathname = `/demo-index${request.nextUrl.pathname === "/" ? "" : request.nextUrl.pathname}`;
    response = NextResponse.rewrite(url, { request: { headers } });
  } else {
    response = new NextResponse("Not Found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  response.headers.set(requestIdHeader, requestId);
  response.headers.set("content-security-policy", policy);
  return response;
}

export const config = {
  // API handlers and media resolve the site from the host themselves; Next's assets and the
  // body-type pictures in public/body need no site. Their policy is in next.config.ts.
  matcher: ["/((?!api/|media/|_next/|body/|favicon.ico).*)"],
};
