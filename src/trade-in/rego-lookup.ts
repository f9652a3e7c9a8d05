// The trade-in flow's rego lookup: a plate and its state in, the registered car out. Behind one
// interface there are two providers: the local register table (the demo seed fills it) and an HTTP
// adapter for a registry (NEVDIS-style) service, chosen by REGO_LOOKUP_URL. A registry that fails,
// times out or answers nonsense makes the lookup 'unavailable', never an error: the shopper can
// always pick the car from the catalogue instead.

import { and, eq } from "drizzle-orm";
import { z } from "@/platform/zod";
import type { Db } from "@/platform/db/connect";
import { regoRegister } from "@/platform/db/schema";
import { env, type Env } from "@/platform/env";
import { logger } from "@/platform/logger";
import type { RegoLookupInput, RegoLookupResult, RegoVehicle } from "./schemas";

export interface RegoLookupProvider {
  lookup(input: RegoLookupInput): Promise<RegoLookupResult>;
}

export const regoLookupMessages = {
  unavailable: "We couldn't look up your registration just now. Please choose your car's details below.",
} as const;

const unavailable: RegoLookupResult = { found: false, unavailable: true, message: regoLookupMessages.unavailable };

/** Answers from the `rego_register` table. */
export class LocalRegoLookup implements RegoLookupProvider {
  constructor(private readonly db: Db) {}

  async lookup({ rego, regoState }: RegoLookupInput): Promise<RegoLookupResult> {
    const [row] = await this.db
      .select({
        year: regoRegister.year,
        make: regoRegister.make,
        model: regoRegister.model,
        badge: regoRegister.badge,
        body: regoRegister.body,
        transmission: regoRegister.transmission,
        fuel: regoRegister.fuel,
        vin: regoRegister.vin,
      })
      .from(regoRegister)
      .where(and(eq(regoRegister.state, regoState), eq(regoRegister.rego, rego)))
      .limit(1);
    return row ? { found: true, vehicle: row } : { found: false };
  }
}

const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : null));

/** What the registry service answers: `{ vehicle: {...} }`, or `{ vehicle: null }` / 404 for no such plate. */
const registryAnswer = z.object({
  vehicle: z
    .object({
      year: z.coerce.number().int().min(1900).max(2200),
      make: z.string().trim().min(1),
      model: z.string().trim().min(1),
      badge: optionalText,
      body: optionalText,
      transmission: optionalText,
      fuel: optionalText,
      vin: optionalText,
    })
    .nullable(),
});

export type HttpRegoLookupOptions = {
  /** The service's lookup address; the adapter adds `rego` and `state` to its query. */
  url: string;
  apiKey?: string | undefined;
  timeoutMs: number;
};

/**
 * A registry service over HTTP: `GET {url}?rego=ABC123&state=NSW` with `Accept: application/json`
 * and, when a key is set, `Authorization: Bearer {key}`.
 */
export class HttpRegoLookup implements RegoLookupProvider {
  constructor(private readonly options: HttpRegoLookupOptions) {}

  async lookup({ rego, regoState }: RegoLookupInput): Promise<RegoLookupResult> {
    const url = new URL(this.options.url);
    url.searchParams.set("rego", rego);
    url.searchParams.set("state", regoState);
    const headers: Record<string, string> = { accept: "application/json" };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    const problem = (detail: string) => {
      logger.warn("rego lookup unavailable", { host: url.host, state: regoState, detail });
      return unavailable;
    };
    let response: Response;
    let text: string;
    try {
      // One deadline for the whole exchange, body included: a service that stalls mid-answer is unavailable too.
      const signal = AbortSignal.timeout(this.options.timeoutMs);
      response = await fetch(url, { headers, signal, redirect: "error" });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      return problem(timedOut ? `no answer within ${this.options.timeoutMs} ms` : String(error));
    }
    if (response.status === 404) return { found: false };
    if (!response.ok) return problem(`HTTP ${response.status}`);
    let parsed: z.infer<typeof registryAnswer>;
    try {
      parsed = registryAnswer.parse(JSON.parse(text));
    } catch {
      return problem("the answer was not a registry record");
    }
    const vehicle: RegoVehicle | null = parsed.vehicle;
    return vehicle ? { found: true, vehicle } : { found: false };
  }
}

/** The provider the environment selects: the registry service when REGO_LOOKUP_URL is set, else the local register. */
export function regoLookupProvider(
  db: Db,
  settings: Pick<Env, "REGO_LOOKUP_URL" | "REGO_LOOKUP_API_KEY" | "REGO_LOOKUP_TIMEOUT_MS"> = env(),
): RegoLookupProvider {
  if (!settings.REGO_LOOKUP_URL) return new LocalRegoLookup(db);
  return new HttpRegoLookup({
    url: settings.REGO_LOOKUP_URL,
    apiKey: settings.REGO_LOOKUP_API_KEY,
    timeoutMs: settings.REGO_LOOKUP_TIMEOUT_MS,
  });
}

/** Looks a plate up with the configured provider; any failure of the provider reads as 'unavailable'. */
export async function lookupRego(
  db: Db,
  input: RegoLookupInput,
  provider: RegoLookupProvider = regoLookupProvider(db),
): Promise<RegoLookupResult> {
  try {
    return await provider.lookup(input);
  } catch (error) {
    logger.warn("rego lookup failed", { state: input.regoState, error: String(error) });
    return unavailable;
  }
}
