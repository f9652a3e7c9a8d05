import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/platform/env";
import { requestIdFrom, requestIdHeader } from "@/platform/request-id";
import { parseHost } from "@/sites/parse-host";
import { sitePathHeader } from "@/sites/site-path";

// Host to path, nothing else: a tenant's request is rewritten under its key (`/{key}/...`), the
// bare platform domain under `/demo-index`, and anything else gets a plain 404 that names no tenant.
// The [site] layout looks the key up and 404s when no site has it. The request carries on with its
// request id (the caller's `x-request-id`, or a new one; echoed on the answer) and the path it asked
// for (canonical addresses are written from it).

export function proxy(request: NextRequest) {
  const parsed = parseHost(request.headers.get("host"), { rootDomain: env().ROOT_DOMAIN });
  const url = request.nextUrl.clone();
  const requestId = requestIdFrom(request.headers);
  const headers = new Headers(request.headers);
  headers.set(requestIdHeader, requestId);
  headers.set(sitePathHeader, request.nextUrl.pathname);
  let response: NextResponse;
  if (parsed.kind === "site") {
    url.pathname = `/${encodeURIComponent(parsed.key)}${request.nextUrl.pathname}`;
    response = NextResponse.rewrite(url, { request: { headers } });
  } else if (parsed.kind === "root") {
    url.pathname = `/demo-index${request.nextUrl.pathname === "/" ? "" : request.nextUrl.pathname}`;
    response = NextResponse.rewrite(url, { request: { headers } });
  } else {
    response = new NextResponse("Not Found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  response.headers.set(requestIdHeader, requestId);
  return response;
}

export const config = {
  // API handlers and media resolve the site from the host themselves; Next's assets and the
  // body-type pictures in public/body need no site.
  matcher: ["/((?!api/|media/|_next/|body/|favicon.ico).*)"],
};
