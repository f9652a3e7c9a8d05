// Reading a JSON request body once, the same way for every API route: a size cap checked before
// and after reading (a missing or lying Content-Length cannot get past it), and unreadable, non-JSON
// or hostile bodies reported rather than thrown, so a route answers 4xx instead of 500 (decision 024):
// 413 over the cap, 415 for another format, 400 for bad JSON, a `__proto__` key, control characters
// or nesting deeper than any of our forms.

export type JsonBody = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; error: string };

/** Deeper than any body the platform's forms send. */
export const maxJsonDepth = 32;

// Tab, line feed and carriage return are text; the other C0 controls and DEL never are in a form.
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * A string body from `fetch` goes out as text/plain, so that and no Content-Type are read as JSON
 * too (the body must still parse); forms, XML, files and the like are another format: 415.
 */
function isJsonContentType(contentType: string | null): boolean {
  if (!contentType) return true;
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  return mediaType === "application/json" || mediaType.endsWith("+json") || mediaType === "text/plain";
}

/** Why a parsed body is refused, or null. Iterative, so a deep body cannot overflow the stack. */
export function jsonBodyProblem(value: unknown): string | null {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const item = pending.pop();
    if (!item) break;
    if (typeof item.value === "string") {
      if (controlCharacter.test(item.value)) return "The request body must not contain control characters";
      continue;
    }
    if (item.value === null || typeof item.value !== "object") continue;
    if (item.depth >= maxJsonDepth) return `The request body must not be nested more than ${maxJsonDepth} levels deep`;
    for (const [key, child] of Object.entries(item.value)) {
      if (key === "__proto__") return "The request body must not have a __proto__ key";
      if (controlCharacter.test(key)) return "The request body must not contain control characters";
      pending.push({ value: child, depth: item.depth + 1 });
    }
  }
  return null;
}

export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const tooLarge = { ok: false, status: 413, error: `The request body must be at most ${maxBytes} bytes` } as const;
  if (!isJsonContentType(request.headers.get("content-type"))) {
    return { ok: false, status: 415, error: "The request body must be JSON (Content-Type: application/json)" };
  }
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return tooLarge;
  let text: string;
  try {
    text = await request.text();
  } catch {
    return { ok: false, status: 400, error: "The request body could not be read" };
  }
  if (new TextEncoder().encode(text).length > maxBytes) return tooLarge;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, error: "The request body must be JSON" };
  }
  const problem = jsonBodyProblem(value);
  return problem ? { ok: false, status: 400, error: problem } : { ok: true, value };
}

/** An API error: `{ error: message }` with the status. */
export function jsonError(status: number, message: string, headers?: HeadersInit): Response {
  return Response.json({ error: message }, { status, headers });
}
