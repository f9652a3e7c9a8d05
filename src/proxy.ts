import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/platform/env";
import { parseHost } from "@/sites/parse-host";

// Host to path, nothing else: a tenant's request is rewritten under its key (`/{key}/...`), the
// bare platform domain under `/demo-index`, and anything else gets a plain 404 that names no tenant.
// The [site] layout looks the key up and 404s when no site has it.

export function proxy(request: NextRequest) {
  const parsed = parseHost(request.headers.get("host"), { rootDomain: env().ROOT_DOMAIN });
  const url = request.nextUrl.clone();
  if (parsed.kind === "site") {
    url.pathname = `/${encodeURIComponent(parsed.key)}${request.nextUrl.pathname}`;
    return NextResponse.rewrite(url);
  }
  if (parsed.kind === "root") {
    url.pathname = `/demo-index${request.nextUrl.pathname === "/" ? "" : request.nextUrl.pathname}`;
    return NextResponse.rewrite(url);
  }
  return new NextResponse("Not Found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
}

export const config = {
  // API handlers and media resolve the site from the host themselves; Next's assets and the
  // body-type pictures in public/body need no site.
  matcher: ["/((?!api/|media/|_next/|body/|favicon.ico).*)"],
};
