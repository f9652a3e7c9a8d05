import { describe, expect, it } from "vitest";
import { clientIpFrom } from "./client-ip";

const headers = (values: Record<string, string>) => new Headers(values);

describe("the client address behind trusted proxies", () => {
  it("takes the entry the nearest proxy (or Next) wrote when there is at most one proxy", () => {
    expect(clientIpFrom(headers({ "x-forwarded-for": "203.0.113.9" }), 0)).toBe("203.0.113.9");
    expect(clientIpFrom(headers({ "x-forwarded-for": "1.1.1.1, 203.0.113.9" }), 1)).toBe("203.0.113.9");
  });

  it("skips the entries the trusted proxies wrote, so a client's own X-Forwarded-For is ignored", () => {
    // client claims 6.6.6.6; the CDN saw 198.51.100.7; nginx saw the CDN at 10.0.0.2
    const chain = headers({ "x-forwarded-for": "6.6.6.6, 198.51.100.7, 10.0.0.2" });
    expect(clientIpFrom(chain, 2)).toBe("198.51.100.7");
  });

  it("falls back to the leftmost entry when the chain is shorter than the trusted hops", () => {
    expect(clientIpFrom(headers({ "x-forwarded-for": "198.51.100.7" }), 3)).toBe("198.51.100.7");
  });

  it("reads X-Real-IP without X-Forwarded-For, maps IPv4-in-IPv6, and answers null with neither", () => {
    expect(clientIpFrom(headers({ "x-real-ip": "::ffff:192.0.2.4" }), 1)).toBe("192.0.2.4");
    expect(clientIpFrom(headers({}), 1)).toBeNull();
    expect(clientIpFrom(headers({ "x-forwarded-for": " , " }), 1)).toBeNull();
  });
});
