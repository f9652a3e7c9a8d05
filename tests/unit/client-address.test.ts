import { describe, expect, it } from "vitest";
import { settleClientAddress, trustedProxyHops } from "../../server/request-guard.mjs";
import { clientIpFrom } from "@/platform/client-ip";

// With no proxy in front, a client's own X-Forwarded-For must not pick its address (issue 28): the
// web server replaces it with the connection's address before the platform counts anything.

const request = (headers: Record<string, string>, remoteAddress = "203.0.113.7") => ({
  headers: { ...headers } as Record<string, string | string[] | undefined>,
  socket: { remoteAddress },
});
/** The address the platform's limits and view counter use, as the header reaches them. */
const seenAs = (headers: Record<string, string | string[] | undefined>, hops: number) =>
  clientIpFrom({ get: (name: string) => (headers[name] as string | undefined) ?? null }, hops);

describe("the client's address", () => {
  it("is the connection's own with no trusted proxy, whatever the client claims", () => {
    const forged = Array.from({ length: 20 }, (_, n) => request({ "x-forwarded-for": `198.51.100.${n + 1}` }));
    for (const each of forged) expect(settleClientAddress(each, 0)).toBe(true);
    expect(new Set(forged.map((each) => seenAs(each.headers, 0)))).toEqual(new Set(["203.0.113.7"]));

    const realIp = request({ "x-real-ip": "198.51.100.9" });
    expect(settleClientAddress(realIp, 0)).toBe(true);
    expect(realIp.headers["x-real-ip"]).toBeUndefined();
    expect(seenAs(realIp.headers, 0)).toBe("203.0.113.7");

    const plain = request({});
    expect(settleClientAddress(plain, 0)).toBe(false);
    expect(seenAs(plain.headers, 0)).toBe("203.0.113.7");
  });

  it("is what the trusted proxies wrote when there are some", () => {
    const proxied = request({ "x-forwarded-for": "198.51.100.1, 10.0.0.2" }, "10.0.0.3");
    expect(settleClientAddress(proxied, 1)).toBe(false);
    expect(seenAs(proxied.headers, 1)).toBe("10.0.0.2");
    expect(seenAs(proxied.headers, 2)).toBe("198.51.100.1");
  });

  it("reads TRUSTED_PROXY_HOPS as the platform does, 0 unless a whole number from 0 to 10", () => {
    expect(trustedProxyHops(undefined)).toBe(0);
    expect(trustedProxyHops("")).toBe(0);
    expect(trustedProxyHops("2")).toBe(2);
    expect(trustedProxyHops("eleven")).toBe(0);
    expect(trustedProxyHops("11")).toBe(0);
  });
});
