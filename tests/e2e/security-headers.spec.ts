import { createHash } from "node:crypto";
import { demo } from "./support/demo";
import { connectRequest, rawRequest, type RawAnswer } from "./support/site-request";
import { expect, test, waitForHydration } from "./support/test";

// Issue 17: every response carries the security headers, one check per kind of route (decision 024).
// Pages rendered per request get a Content-Security-Policy with a fresh nonce per response; pages served
// from the page cache (decision 027) list their inline scripts by hash; everything else gets a policy
// that loads nothing. The browser half: a page's scripts run and nothing is refused (the shared
// fixture fails any test whose page reports a violation).

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (slug: string, path: string) => `http://${slug}.localhost:${port}${path}`;

type Answer = RawAnswer;

const get = (path: string, host = `harbourside.localhost:${port}`, method = "GET"): Promise<Answer> =>
  rawRequest(host, path, { method });

function expectBaseline(answer: Answer) {
  expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  expect(answer.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(answer.headers["permissions-policy"]).toContain("camera=()");
  expect(answer.headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
}

function pagePolicy(answer: Answer, kind: "nonce" | "hashes" = "nonce"): string {
  const policy = String(answer.headers["content-security-policy"] ?? "");
  if (kind === "nonce") expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  else expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
  expect(policy).not.toContain("unsafe-eval");
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).toContain("object-src 'none'");
  return policy;
}

const resourcePolicy = "default-src 'none'; frame-ancestors 'self'";

test("a page rendered per request: the full set, and a Content-Security-Policy whose nonce is new on every response", async () => {
  const first = await get("/sign-in");
  const second = await get("/sign-in");
  expect(first.status).toBe(200);
  expect(first.headers["x-page-cache"]).toBeUndefined();
  expectBaseline(first);
  const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];
  const nonce = nonceOf(pagePolicy(first));
  expect(nonce).toBeTruthy();
  expect(nonceOf(pagePolicy(second))).not.toBe(nonce);
  // Next put that nonce on its scripts.
  expect(first.body).toContain(`nonce="${nonce}"`);
});

test("a cached page: the full set, and a policy that lists exactly its inline scripts by hash", async () => {
  await get("/cars");
  const cached = await get("/cars");
  expect(cached.headers["x-page-cache"]).toBe("hit");
  expectBaseline(cached);
  const policy = pagePolicy(cached, "hashes");
  expect(policy).not.toContain("nonce");
  const listed = new Set(/script-src ([^;]*)/.exec(policy)?.[1]?.split(" "));
  const inline = [
    ...cached.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g),
  ];
  expect(inline.length).toBeGreaterThan(0);
  for (const [, text = ""] of inline) {
    expect(listed.has(`'sha256-${createHash("sha256").update(text).digest("base64")}'`)).toBe(true);
  }
});

test("an API answer, a static chunk and a picture: a policy that loads nothing", async () => {
  const page = await get("/cars");
  const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(page.body)?.[1];
  const picture = /(\/media\/car\/[^"?&\s]+\.svg)/.exec(page.body)?.[1];
  expect(chunk).toBeTruthy();
  expect(picture).toBeTruthy();
  for (const path of ["/api/search", "/api/health/live", chunk ?? "", picture ?? ""]) {
    const answer = await get(path);
    expect(answer.status, path).toBe(200);
    expectBaseline(answer);
    expect(answer.headers["content-security-policy"], path).toBe(resourcePolicy);
  }
});

test("feeds, the sitemap and robots.txt: the full set", async () => {
  for (const path of ["/sitemap.xml", "/robots.txt", "/feeds/google-vehicle-listings.xml"]) {
    const answer = await get(path);
    expect(answer.status, path).toBe(200);
    expectBaseline(answer);
    pagePolicy(answer);
  }
});

test("404s and the guard's refusals: the full set", async () => {
  const missingPage = await get("/no-such-page-here");
  expect(missingPage.status).toBe(404);
  expectBaseline(missingPage);
  pagePolicy(missingPage);

  const unknownHost = await get("/", `nobody.invalid:${port}`);
  expect(unknownHost.status).toBe(404);
  expectBaseline(unknownHost);
  pagePolicy(unknownHost);

  const missingChunk = await get("/_next/static/chunks/nothing-here.js");
  expect(missingChunk.status).toBe(404);
  expectBaseline(missingChunk);

  const malformed = await get("/cars/%ff");
  expect(malformed.status).toBe(400);
  expect(malformed.body).toBe("Bad request: malformed URL encoding");
  expectBaseline(malformed);
  expect(malformed.headers["content-security-policy"]).toContain("default-src 'none'");

  const trace = await get("/", undefined, "TRACE");
  expect(trace.status).toBe(405);
  expect(trace.headers.allow).toContain("GET");
  expectBaseline(trace);

  // A method Node's own parser does not know never reaches the guard; the server answers it the same.
  const unknownMethod = await get("/api/leads", undefined, "FOO");
  expect(unknownMethod.status).toBe(405);
  expectBaseline(unknownMethod);

  // CONNECT never reaches routing either (Node hands it to the server's `connect` event): 405 too,
  // with a status line and the baseline headers, where it used to get a dropped socket.
  const tunnel = await connectRequest(`harbourside.localhost:${port}`, "example.com:443");
  expect(tunnel.status).toBe(405);
  expect(tunnel.headers.allow).toContain("GET");
  expectBaseline(tunnel);
});

test("in the browser, the home, search and vehicle pages run under the policy with nothing refused", async ({
  page,
}) => {
  for (const path of ["/", "/cars", "/search/new-used-and-demo-cars"]) {
    const response = await page.goto(siteUrl("harbourside", path));
    expect(response?.status(), path).toBe(200);
    await waitForHydration(page);
  }
  const harbourside = demo.sites.find((site) => site.slug === "harbourside");
  const car = demo.cars.find(
    (candidate) =>
      candidate.siteId === harbourside?.id &&
      candidate.status === "in_stock" &&
      candidate.showOnDealerWebsite !== false,
  );
  await page.goto(siteUrl("harbourside", `/cars/${car?.slug ?? ""}`));
  await expect(page.locator("h1")).toBeVisible();
  // Our own inline JSON-LD is on the page (data, which the policy does not govern).
  expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
});
