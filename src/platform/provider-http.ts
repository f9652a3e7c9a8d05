// One JSON exchange with an outside report service (decision 037): a deadline for the whole
// exchange, body included; the key as a Bearer token; no redirects; the answer checked against the
// schema the adapter expects. Anything else is a ProviderUnavailableError naming the service, which
// the caller turns into a 503 or a 'not available just now' notice, never a 500.
import { logger } from "./logger";
import type { z } from "./zod";

export class ProviderUnavailableError extends Error {
  constructor(
    readonly service: string,
    detail: string,
  ) {
    super(`${service} is not available just now (${detail})`);
  }
}

/** Where an outside service is and how long to wait for it (its *_API_URL, *_API_KEY, PROVIDER_TIMEOUT_MS). */
export type HttpServiceOptions = { url: string; apiKey?: string | undefined; timeoutMs: number };

export type ProviderRequest = {
  /** The service's name for logs and errors: "PPSR search". */
  service: string;
  url: URL;
  method?: "GET" | "POST";
  body?: unknown;
  apiKey?: string | undefined;
  timeoutMs: number;
};

/** A path under the service's configured address (which may or may not end in a slash). */
export function serviceUrl(base: string, path: string, query: Record<string, string | number> = {}): URL {
  const url = new URL(path.replace(/^\/+/, ""), base.endsWith("/") ? base : `${base}/`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
  return url;
}

/** The service's answer, parsed; null for 404 (it holds nothing under that name). */
export async function providerJson<Schema extends z.ZodType>(
  request: ProviderRequest,
  schema: Schema,
): Promise<z.output<Schema> | null> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (request.apiKey) headers.authorization = `Bearer ${request.apiKey}`;
  if (request.body !== undefined) headers["content-type"] = "application/json";
  const fail = (detail: string): never => {
    logger.warn("outside service unavailable", { service: request.service, host: request.url.host, detail });
    throw new ProviderUnavailableError(request.service, detail);
  };
  let response: Response;
  let text: string;
  try {
    const signal = AbortSignal.timeout(request.timeoutMs);
    response = await fetch(request.url, {
      method: request.method ?? "GET",
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal,
      redirect: "error",
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return fail(timedOut ? `no answer within ${request.timeoutMs} ms` : String(error));
  }
  if (response.status === 404) return null;
  if (!response.ok) return fail(`HTTP ${response.status}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail("the answer was not JSON");
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return fail(`the answer was not in the expected shape: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}
