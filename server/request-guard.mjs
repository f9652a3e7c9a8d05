// The checks the platform's web server makes before Next.js sees a request (decision 024). Next 16
// answers 500 itself, before the proxy or any route runs, to a path with a malformed percent-encoding
// (`/cars/%ff`) and to the TRACE method (its Request object refuses it); neither can be caught in our
// code, so they are refused here with 400 and 405. Plain JavaScript: the container image runs this
// file with node, without TypeScript tooling.

/** The methods any route of the platform may answer; anything else is 405 before routing. */
export const allowedMethods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/**
 * The headers every response carries, whoever writes it (Next, a route, this guard). The
 * Content-Security-Policy is not among them: pages get theirs, with a nonce, from src/proxy.ts, and
 * everything else from next.config.ts.
 * @param {{ production: boolean }} options
 * @returns {Record<string, string>}
 */
export function baselineSecurityHeaders({ production }) {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com"), usb=(), interest-cohort=(), browsing-topics=()',
    ...(production ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}

/** The policy of the guard's own plain-text answers: nothing may load from them or frame them. */
export const plainResponsePolicy = "default-src 'none'; frame-ancestors 'none'";

const controlCharacter = /[\u0000-\u001f\u007f]/;

/**
 * Null when the request may go on to Next; else the answer to send instead.
 * @param {{ method?: string; url?: string }} request
 * @returns {{ status: number; message: string; headers?: Record<string, string> } | null}
 */
export function guardRequest({ method, url }) {
  if (!method || !allowedMethods.includes(method)) {
    return { status: 405, message: "Method not allowed", headers: { Allow: allowedMethods.join(", ") } };
  }
  if (!url || !url.startsWith("/")) return { status: 400, message: "Bad request: malformed URL" };
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { status: 400, message: "Bad request: malformed URL encoding" };
  }
  // No route has a control character in its path, and a NUL would reach PostgreSQL (which refuses it
  // in text) as a slug: refused here once rather than in every route. A NUL in the query likewise.
  if (controlCharacter.test(decoded) || /%00/.test(url)) {
    return { status: 400, message: "Bad request: control characters in the URL" };
  }
  return null;
}

/**
 * Makes `X-Forwarded-For` say who the client is before Next and the platform read it (decision 028).
 * With no trusted proxy in front (`TRUSTED_PROXY_HOPS` 0, the default of `npm start`) the header is
 * whatever the client claimed: it is replaced by the connection's own address, so a forged value gets
 * past no per-address limit and counts no extra view. Behind proxies (hops above 0) it is left as
 * they wrote it. Returns whether the client had sent one that was ignored (the server warns once).
 * @param {{ headers: Record<string, string | string[] | undefined>; socket: { remoteAddress?: string } }} request
 * @param {number} trustedHops
 * @returns {boolean}
 */
export function settleClientAddress(request, trustedHops) {
  if (trustedHops > 0) return false;
  const claimed = request.headers["x-forwarded-for"] !== undefined || request.headers["x-real-ip"] !== undefined;
  delete request.headers["x-real-ip"];
  const address = request.socket.remoteAddress;
  if (address) request.headers["x-forwarded-for"] = address;
  else delete request.headers["x-forwarded-for"];
  return claimed;
}

/**
 * TRUSTED_PROXY_HOPS as the platform reads it (src/platform/env.ts): a whole number from 0 to 10,
 * 0 when unset or blank. Anything else leaves it at 0, the safe reading; the app's own environment
 * check refuses such a value at start.
 * @param {string | undefined} value
 * @returns {number}
 */
export function trustedProxyHops(value) {
  const hops = Number(value === undefined || value === "" ? 0 : value);
  return Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : 0;
}
