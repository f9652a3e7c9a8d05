// Checks of JSON that browser code reads from our own API replies or from localStorage. The server
// validates with zod, but browser code that imports zod ships it: about 31 KiB gzip for full zod
// and still about 24 KiB for zod/mini, which Turbopack does not tree-shake. These few checks accept
// exactly what the zod schemas they replaced accepted (json-guards.test.ts compares them), and
// build fresh objects with only the known keys, as z.object does.

export type JsonObject = Record<string, unknown>;

/** What z.object accepts as an object: anything of type object but null and arrays. */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** What z.number() accepts: a finite number. */
export function isFiniteNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/** The message of an `{ error: string }` reply, or null for any other body. */
export function errorMessageIn(body: unknown): string | null {
  return isJsonObject(body) && typeof body.error === "string" ? body.error : null;
}
