import "server-only";
import { env } from "@/platform/env";
import { getSiteByKey, type Site } from "./get-site";
import { parseHost } from "./parse-host";

/** The tenant of an API request, from its Host header, as the proxy resolves page requests. */
export async function getSiteFromRequest(request: Request): Promise<Site | null> {
  const parsed = parseHost(request.headers.get("host"), { rootDomain: env().ROOT_DOMAIN });
  return parsed.kind === "site" ? getSiteByKey(parsed.key) : null;
}

export function jsonError(status: number, message: string): Response {
  return Response.json({ error: message }, { status });
}
