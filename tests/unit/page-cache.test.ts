import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createPageCache, isCacheablePath } from "../../server/page-cache.mjs";

// The page cache in front of Next (decision 027), in front of a stand-in for Next over real HTTP: the
// same server answers the shopper and the cache's own loopback renders, as server/web-server.mjs does.
// The stand-in renders a page naming its host, path, render count and the cookie it was sent.

type Rendering = { delay?: Promise<void> };
const renders = new Map<string, number>();
const holds = new Map<string, Rendering>();
let clock = 1_000_000;
const registry: {
  describe?: (host: string, html: string) => { siteId: string; policy: string } | null;
  invalidate?: (siteId: string) => void;
} = {
  describe: (host) => {
    const site = host.split(".")[0] ?? "";
    return ["a", "b"].includes(site) ? { siteId: site.toUpperCase(), policy: `script-src 'sha256-${site}'` } : null;
  },
};

let server: http.Server;
let port: number;
let cache: ReturnType<typeof createPageCache>;

async function app(request: http.IncomingMessage, response: http.ServerResponse) {
  const key = `${request.headers.host}${request.url}`;
  const count = (renders.get(key) ?? 0) + 1;
  renders.set(key, count);
  await holds.get(request.url ?? "")?.delay;
  const path = request.url ?? "/";
  if (path.startsWith("/missing")) {
    response.writeHead(404, { "content-type": "text/html; charset=utf-8" });
    response.end("<p>not here</p>");
    return;
  }
  if (path.startsWith("/gated") && !request.headers.cookie) {
    response.writeHead(307, { location: "/sign-in?redirect=/gated" });
    response.end();
    return;
  }
  if (path.startsWith("/feed.xml")) {
    response.writeHead(200, { "content-type": "application/xml" });
    response.end("<rss/>");
    return;
  }
  response.writeHead(200, {
    "content-type": "text/html; charset=utf-8",
    "content-security-policy": "script-src 'nonce-once'",
    "x-request-id": "render-id",
    "cache-control": "private, no-store",
    ...(path.startsWith("/sets-cookie") ? { "set-cookie": "a=b" } : {}),
  });
  response.end(
    `<html><body><h1>${request.headers.host} ${path}</h1><p>render ${count}</p>` +
      `<p>cookie: ${request.headers.cookie ?? "none"}</p>${"<p>filler</p>".repeat(200)}</body></html>`,
  );
}

beforeAll(async () => {
  cache = createPageCache({
    origin: () => ({ host: "127.0.0.1", port }),
    registry,
    now: () => clock,
    ttlMs: 60_000,
    maxBytes: 1024 * 1024,
  });
  server = http.createServer((request, response) => {
    const forward = () => void app(request, response);
    if (cache.accepts(request)) void cache.serve(request, response, forward);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  cache.close();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  cache.invalidate("*");
  renders.clear();
  holds.clear();
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function get(host: string, path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path, method, headers: { host, ...headers } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = answer.headers["content-encoding"];
        const body = encoding === "gzip" ? gunzipSync(raw) : encoding === "br" ? brotliDecompressSync(raw) : raw;
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: body.toString("utf8") });
      });
    });
    request.on("error", reject);
    request.end();
  });
}

describe("the page cache", () => {
  it("renders a page once and serves it from memory after, with the site's policy in place of the nonce", async () => {
    const first = await get("a.test", "/cars/x");
    const second = await get("a.test", "/cars/x");
    expect(first.status).toBe(200);
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(second.body).toContain("render 1");
    expect(renders.get("a.test/cars/x")).toBe(1);
    expect(second.headers["content-security-policy"]).toBe("script-src 'sha256-a'");
    expect(second.headers["cache-control"]).toBe("no-cache");
    // Each answer has its own request id, not the render's.
    expect(second.headers["x-request-id"]).not.toBe("render-id");
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
  });

  it("never sends a shopper's cookies to a page it keeps, and keeps none of them", async () => {
    const signedIn = await get("a.test", "/", { cookie: "session=secret-token" });
    expect(signedIn.body).toContain("cookie: none");
    const other = await get("a.test", "/");
    expect(other.body).toBe(signedIn.body);
    expect(other.body).not.toContain("secret-token");
  });

  it("passes a staff preview of unpublished settings to the app with its cookie, and keeps none of it", async () => {
    const cookie = "consent=yes; __Host-site-preview=v1.signed.token";
    const preview = await get("a.test", "/", { cookie });
    expect(preview.headers["x-page-cache"]).toBeUndefined();
    expect(preview.body).toContain("cookie: consent=yes; __Host-site-preview=v1.signed.token");
    const again = await get("a.test", "/", { cookie });
    expect(again.body).toContain("render 2");
    // A shopper's request for the same page gets a page rendered for no one, never the preview.
    const shopper = await get("a.test", "/");
    expect(shopper.headers["x-page-cache"]).toBe("miss");
    expect(shopper.body).toContain("cookie: none");
    expect(shopper.body).not.toContain("site-preview");
  });

  it("never keeps the dealer console's pages: each is rendered for its request, with its cookies", async () => {
    const first = await get("console.a.test", "/", { cookie: "__Host-console=staff-token" });
    const second = await get("console.a.test", "/");
    expect(first.headers["x-page-cache"]).toBeUndefined();
    expect(first.body).toContain("cookie: __Host-console=staff-token");
    expect(second.body).toContain("render 2");
    expect(second.body).not.toContain("staff-token");
  });

  it("renders a shopper's own pages for each request, with their cookies", async () => {
    for (const path of ["/my-garage", "/sign-in", "/cars/x/checkout", "/checkout-journey?step=2", "/spin-to-win"]) {
      const first = await get("a.test", path, { cookie: "session=secret-token" });
      expect(first.headers["x-page-cache"], path).toBeUndefined();
      expect(first.body, path).toContain("cookie: session=secret-token");
      await get("a.test", path);
      expect(renders.get(`a.test${path}`), path).toBe(2);
    }
  });

  it("keeps one site's page from another's host", async () => {
    const a = await get("a.test", "/about-us");
    const b = await get("b.test", "/about-us");
    expect(a.body).toContain("a.test /about-us");
    expect(b.body).toContain("b.test /about-us");
    expect((await get("b.test", "/about-us")).body).toBe(b.body);
    expect(b.headers["content-security-policy"]).toBe("script-src 'sha256-b'");
  });

  it("drops a site's pages when it changes, and only that site's", async () => {
    await get("a.test", "/");
    await get("b.test", "/");
    cache.invalidate("A");
    const a = await get("a.test", "/");
    const b = await get("b.test", "/");
    expect(a.headers["x-page-cache"]).toBe("miss");
    expect(a.body).toContain("render 2");
    expect(b.headers["x-page-cache"]).toBe("hit");
  });

  it("does not keep a page whose render began before its site changed", async () => {
    let release = () => undefined as void;
    holds.set("/slow", { delay: new Promise<void>((resolve) => (release = resolve)) });
    const pending = get("a.test", "/slow");
    await expect.poll(() => renders.get("a.test/slow")).toBe(1);
    cache.invalidate("A");
    release();
    const answer = await pending;
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("render 1");
    expect(answer.headers["x-page-cache"]).toBe("bypass");
    holds.clear();
    expect((await get("a.test", "/slow")).body).toContain("render 2");
  });

  it("renders an address with a query for its first shopper as any page, keeps it from the second, and again after a change", async () => {
    const first = await get("a.test", "/cars?query=ute", { cookie: "session=mine" });
    expect(first.headers["x-page-cache"]).toBeUndefined();
    expect(first.body).toContain("render 1");
    expect(first.body).toContain("cookie: session=mine");
    const second = await get("a.test", "/cars?query=ute");
    expect(second.headers["x-page-cache"]).toBe("miss");
    expect(second.body).toContain("cookie: none");
    const third = await get("a.test", "/cars?query=ute");
    expect(third.headers["x-page-cache"]).toBe("hit");
    expect(third.body).toContain("render 2");

    cache.invalidate("A");
    const afterChange = await get("a.test", "/cars?query=ute");
    expect(afterChange.headers["x-page-cache"]).toBe("miss");
    expect(afterChange.body).toContain("render 3");
    // An address without a query is kept at its first request.
    expect((await get("a.test", "/cars/one-car")).headers["x-page-cache"]).toBe("miss");
  });

  it("renders a page once for many shoppers asking at the same time", async () => {
    let release = () => undefined as void;
    holds.set("/popular", { delay: new Promise<void>((resolve) => (release = resolve)) });
    const answers = Array.from({ length: 8 }, () => get("a.test", "/popular"));
    await expect.poll(() => renders.get("a.test/popular")).toBe(1);
    release();
    const bodies = (await Promise.all(answers)).map((answer) => answer.body);
    expect(new Set(bodies).size).toBe(1);
    expect(renders.get("a.test/popular")).toBe(1);
  });

  it("keeps only whole HTML pages of a known site: not a 404, another type, a cookie-setting answer or an unknown host", async () => {
    for (const [host, path] of [
      ["a.test", "/missing"],
      ["a.test", "/feed.xml"],
      ["a.test", "/sets-cookie"],
      ["unknown.test", "/"],
    ] as const) {
      const first = await get(host, path);
      await get(host, path);
      expect(renders.get(`${host}${path}`), path).toBe(2);
      if (path === "/missing") expect(first.status).toBe(404);
    }
  });

  it("sends a signed-in shopper's request on with its cookies where the page is not the same for everyone", async () => {
    const signedOut = await get("a.test", "/gated");
    expect(signedOut.status).toBe(307);
    expect(signedOut.headers.location).toBe("/sign-in?redirect=/gated");
    const signedIn = await get("a.test", "/gated", { cookie: "session=mine" });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toContain("cookie: session=mine");
    // And the first visitor to ask may be the signed-in one.
    cache.invalidate("*");
    const first = await get("a.test", "/gated", { cookie: "session=mine" });
    expect(first.status).toBe(200);
    expect(first.body).toContain("cookie: session=mine");
  });

  it("answers a 304 to a browser holding the page, and compresses as the browser accepts", async () => {
    const plain = await get("a.test", "/");
    const again = await get("a.test", "/", { "if-none-match": String(plain.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    const gzip = await get("a.test", "/", { "accept-encoding": "gzip, deflate" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.body).toBe(plain.body);
    const br = await get("a.test", "/", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.body).toBe(plain.body);
    expect(Number(br.headers["content-length"])).toBeLessThan(plain.body.length / 4);
    const head = await get("a.test", "/", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
  });

  it("keys on a plain host only: a Host carrying a path cannot file one page under another's address", async () => {
    const crafted = await get("a.test:80/about-us", "/");
    expect(crafted.headers["x-page-cache"]).toBeUndefined();
    const real = await get("a.test:80", "/about-us");
    expect(real.body).toContain("a.test:80 /about-us");
  });

  it("answers with the request id it rendered under, the caller's when sane", async () => {
    const given = await get("a.test", "/id-check", { "x-request-id": "caller-id-12345" });
    expect(given.headers["x-request-id"]).toBe("caller-id-12345");
    const made = await get("a.test", "/id-check", { "x-request-id": "bad id" });
    expect(made.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("renders a page again once it is older than its time to live", async () => {
    await get("a.test", "/");
    clock += 61_000;
    expect((await get("a.test", "/")).headers["x-page-cache"]).toBe("miss");
    expect(renders.get("a.test/")).toBe(2);
  });

  it("lets the least recently used pages go beyond its size", async () => {
    for (let page = 0; page < 400; page += 1) await get("a.test", `/page-${page}`);
    expect(cache.stats().bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(cache.stats().entries).toBeLessThan(400);
    expect((await get("a.test", "/page-399")).headers["x-page-cache"]).toBe("hit");
    expect((await get("a.test", "/page-0")).headers["x-page-cache"]).toBe("miss");
  });
});

describe("isCacheablePath", () => {
  it.each([
    ["/", true],
    ["/cars/2021-toyota-corolla-abc", true],
    ["/used-cars?make=toyota", true],
    ["/used-cars?make=toyota&page=1", true],
    ["/used-cars?make=toyota&page=2", false],
    ["/cars?_rsc=abc", false],
    ["/api/search", false],
    ["/_next/static/chunks/app.js", false],
    ["/media/car/x.jpg", false],
    ["/my-garage", false],
    ["/mybigboxcars", false],
    ["/sign-in?next=/", false],
    ["/cars/abc/checkout", false],
    ["/cars/abc/buy-online/confirmation", false],
    ["/online-payment/receipt", false],
    ["/success", false],
    ["/dev/sms", false],
    ["/sitemap.xml", false],
    ["/sitemap/cars-1.xml", false],
    ["/robots.txt", false],
    ["/feeds/google-vehicle-listings.xml", false],
    ["/files/history/abc.pdf", false],
  ])("%s: %s", (path, cacheable) => {
    expect(isCacheablePath(path)).toBe(cacheable);
  });
});
