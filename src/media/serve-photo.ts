import { parseDerivativeFile } from "./photo-derivatives";
import { immutableCacheControl, type MediaStorage } from "./storage";

// GET /media/photo/{hash}/{width}.{avif|webp|jpg}: one derivative from the media store (decision
// 055). The address names the bytes, so browsers and CDNs keep it for good and a repeat request
// with its ETag is a 304. Photos are public pictures of cars for sale, shared by content hash, so
// the route needs no site.

const notFound = () =>
  new Response("Not Found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });

export async function photoResponse(
  request: Request,
  storage: MediaStorage,
  photo: { hash: string; file: string },
): Promise<Response> {
  const { hash, file } = photo;
  const derivative = parseDerivativeFile(hash, file);
  if (!derivative) return notFound();
  const etag = `"${hash.slice(0, 32)}-${file}"`;
  const headers = { "cache-control": immutableCacheControl, etag };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  const stored = await storage.get(derivative.key);
  if (!stored) return notFound();
  return new Response(new Uint8Array(stored.bytes), {
    headers: { ...headers, "content-type": derivative.contentType, "content-length": String(stored.bytes.length) },
  });
}
