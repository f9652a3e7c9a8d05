// Reading a JSON request body once, the same way for every API route: a size cap checked before
// and after reading (a missing or lying Content-Length cannot get past it), and unreadable or
// non-JSON bodies reported rather than thrown, so a route answers 400 instead of 500.

export type JsonBody = { ok: true; value: unknown } | { ok: false; error: string };

export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const tooLarge = { ok: false, error: `The request body must be at most ${maxBytes} bytes` } as const;
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return tooLarge;
  let text: string;
  try {
    text = await request.text();
  } catch {
    return { ok: false, error: "The request body could not be read" };
  }
  if (new TextEncoder().encode(text).length > maxBytes) return tooLarge;
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, error: "The request body must be JSON" };
  }
}

/** An API error: `{ error: message }` with the status. */
export function jsonError(status: number, message: string, headers?: HeadersInit): Response {
  return Response.json({ error: message }, { status, headers });
}
