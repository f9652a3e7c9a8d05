/**
 * A checkout cookie (the buy-online journey's, a reservation's access key): HttpOnly, SameSite=Lax,
 * host-only (the host is the site), Secure over HTTPS.
 */
export function checkoutCookie(request: Request, name: string, value: string, maxAgeSeconds: number): string {
  const secure = new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  return [
    `${name}=${value}`,
    "Path=/",
    `Max-Age=${maxAgeSeconds}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
