// The caller's address for per-address rate limits (decision 028). Next fills X-Forwarded-For from
// the socket only when the request has none, and route handlers never see the socket, so the header
// is all there is: each trusted reverse proxy appends the address it was reached from, and the entry
// `hops` places from the right is the one the outermost trusted proxy saw. Everything left of it is
// whatever the client wrote. Pure, so it is tested on its own.

/** The client address, or null when the request carries none. `hops`: env TRUSTED_PROXY_HOPS. */
export function clientIpFrom(headers: Pick<Headers, "get">, hops: number): string | null {
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  if (entries.length > 0) {
    // Fewer entries than trusted hops: the request skipped a proxy; the leftmost is the best we know.
    const index = Math.max(0, entries.length - Math.max(1, hops));
    return normaliseAddress(entries[index] ?? "");
  }
  const real = headers.get("x-real-ip")?.trim();
  return real ? normaliseAddress(real) : null;
}

/** IPv4-mapped IPv6 (`::ffff:10.0.0.1`) as the IPv4 address, lower case, at most 64 characters. */
function normaliseAddress(address: string): string {
  const plain = address.toLowerCase().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1");
  return plain.slice(0, 64);
}
