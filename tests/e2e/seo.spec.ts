import { expect, test } from "@playwright/test";
import { demoSites } from "@/demo/demo-sites";
import { rawRequest, siteRequest } from "./support/site-request";

// Robots, the sitemap and both vehicle feeds answer on every demo site, written on the site's
// production domain; every address the sitemap names (bar a sample of its cars) answers too, since a
// sitemap is a promise to a search engine. The feeds' contents are checked field by field in
// tests/integration/seo-feeds.test.ts.

const port = Number(process.env.E2E_PORT ?? 3100);
const text = (body: unknown) => (typeof body === "string" ? body : JSON.stringify(body));
const unescapeXml = (value: string) =>
  value.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#39;", "'").replaceAll("&lt;", "<");

/** Google's image_link and additional_image_link, Meta's image urls. */
function feedImages(xml: string): string[] {
  const pattern =
    /<(?:g:image_link|g:additional_image_link|url)>([^<]*)<\/(?:g:image_link|g:additional_image_link|url)>/g;
  return [...xml.matchAll(pattern)]
    .map((match) => unescapeXml(match[1] ?? ""))
    .filter((url) => !url.includes("/cars/"));
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const rasterOnOrigin = (origin: string) => new RegExp(`^${escapeRegExp(origin)}/[^?]+\\.(jpe?g|png)(\\?.*)?$`);

/** A picture on the site answers 200 as a JPEG or PNG, cached for long. */
async function expectImage(slug: string, url: string, origin: string) {
  const answer = await rawRequest(`${slug}.localhost:${port}`, url.slice(origin.length));
  expect(answer.status, url).toBe(200);
  expect(answer.headers["content-type"], url).toMatch(/^image\/(png|jpeg)$/);
  expect(answer.headers["cache-control"], url).toMatch(/max-age=\d{5,}/);
}

/** The page's meta tags by property or name, from its HTML. */
async function metaTags(slug: string, path: string): Promise<{ status: number; tags: Map<string, string> }> {
  const answer = await rawRequest(`${slug}.localhost:${port}`, path);
  const tags = new Map<string, string>();
  for (const [tag] of answer.body.matchAll(/<meta [^>]*>/g)) {
    const key = /(?:property|name)="([^"]+)"/.exec(tag)?.[1];
    const content = /content="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined && !tags.has(key)) tags.set(key, unescapeXml(content));
  }
  return { status: answer.status, tags };
}

for (const site of demoSites) {
  const origin = `https://${site.domains[0] ?? ""}`;

  test(`${site.slug}: robots.txt, the sitemap and the vehicle feeds answer on the production domain`, async () => {
    const robots = await siteRequest(site.slug, "/robots.txt");
    expect(robots.status).toBe(200);
    expect(text(robots.body)).toContain(`Sitemap: ${origin}/sitemap.xml`);

    const sitemap = await siteRequest(site.slug, "/sitemap.xml");
    expect(sitemap.status).toBe(200);
    const locs = [...text(sitemap.body).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
    expect(locs.length).toBeGreaterThan(5);
    expect(locs.every((loc) => loc.startsWith(`${origin}/`))).toBe(true);
    const paths = locs.map((loc) => loc.slice(origin.length).replaceAll("&amp;", "&"));
    const carPaths = paths.filter((path) => path.startsWith("/cars/"));
    expect(carPaths.length).toBeGreaterThan(0);
    const checked = [
      ...paths.filter((path) => !path.startsWith("/cars/")),
      ...carPaths.slice(0, 3),
      ...carPaths.slice(-2),
    ];
    for (const path of checked) {
      expect((await siteRequest(site.slug, path)).status, path).toBe(200);
    }

    for (const feed of ["/feeds/google-vehicle-listings.xml", "/feeds/facebook-automotive-inventory.xml"]) {
      const answer = await siteRequest(site.slug, feed);
      expect(answer.status, feed).toBe(200);
      expect(text(answer.body)).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
      // Every picture a feed names is an absolute https JPEG or PNG on the production domain (no
      // provider takes an SVG), and the first one answers as an image.
      const images = feedImages(text(answer.body));
      expect(images.length, feed).toBeGreaterThan(0);
      for (const image of images) expect(image, feed).toMatch(rasterOnOrigin(origin));
      await expectImage(site.slug, images[0] ?? "", origin);
    }
  });
}

test("a car page and the home page name their canonical address on the production domain", async ({ page }) => {
  await page.goto(`http://harbourside.localhost:${port}/`);
  // Next writes the root's canonical address without its trailing slash: the same address.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /^https:\/\/www\.harboursidemotors\.com\.au\/?$/,
  );
  const sitemap = await siteRequest("harbourside", "/sitemap.xml");
  const carLoc = /<loc>(https:\/\/www\.harboursidemotors\.com\.au\/cars\/[^<]+)<\/loc>/.exec(text(sitemap.body))?.[1];
  expect(carLoc).toBeDefined();
  await page.goto(`http://harbourside.localhost:${port}${new URL(carLoc ?? "").pathname}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", carLoc ?? "");
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as {
    url?: string;
  };
  expect(jsonLd.url).toBe(carLoc);
});

test("every page type names its shared-link card: title, description, address, a raster picture, type, site name", async () => {
  const origin = "https://www.harboursidemotors.com.au";
  const sitemap = text((await siteRequest("harbourside", "/sitemap.xml")).body);
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    unescapeXml(match[1] ?? "").slice(origin.length),
  );
  const first = (pattern: RegExp) => {
    const path = paths.find((one) => pattern.test(one));
    if (!path) throw new Error(`the sitemap has no ${String(pattern)}`);
    return path;
  };
  const pageTypes = {
    home: "/",
    search: "/search/used-cars",
    vehicle: first(/^\/cars\//),
    location: first(/^\/locations\//),
    content: first(/^\/about/),
    tradeIn: "/trade-in",
    offers: "/special-offers",
  };
  for (const [kind, path] of Object.entries(pageTypes)) {
    const { status, tags } = await metaTags("harbourside", path);
    expect(status, `${kind} ${path}`).toBe(200);
    for (const key of ["og:title", "og:description", "og:url", "og:image", "og:type", "og:site_name"]) {
      expect(tags.get(key), `${kind} ${key}`).toBeTruthy();
    }
    expect(tags.get("og:site_name"), kind).toBe("Harbourside Motors");
    expect(tags.get("og:type"), kind).toBe("website");
    expect(tags.get("og:url"), kind).toBe(path === "/" ? origin : `${origin}${path}`);
    expect(tags.get("og:image"), kind).toMatch(rasterOnOrigin(origin));
    expect(tags.get("twitter:card"), kind).toBe("summary_large_image");
    expect(tags.get("twitter:image"), kind).toBe(tags.get("og:image"));
    await expectImage("harbourside", tags.get("og:image") ?? "", origin);
  }
  // The car's card is the car: its title, and its picture rather than the site's logo card.
  const vehicle = await metaTags("harbourside", pageTypes.vehicle);
  expect(vehicle.tags.get("og:image")).not.toContain("/media/logo/");
  expect(vehicle.tags.get("og:title")).not.toBe("Harbourside Motors");
});

test("sign-in, checkout and the console stay out of search engines", async () => {
  const car = /<loc>https:\/\/[^/]+(\/cars\/[^<]+)<\/loc>/.exec(
    text((await siteRequest("harbourside", "/sitemap.xml")).body),
  )?.[1];
  for (const path of ["/sign-in", "/checkout-journey", `${car ?? ""}/checkout`]) {
    const { status, tags } = await metaTags("harbourside", path);
    // A signed-out shopper may be sent on to sign-in (a redirect has no page to index).
    if (status >= 300 && status < 400) continue;
    expect(status, path).toBe(200);
    expect(tags.get("robots"), path).toMatch(/noindex/);
  }
  const answer = await rawRequest(`console.localhost:${port}`, "/sign-in");
  expect(answer.status).toBe(200);
  expect(answer.body).toMatch(/<meta name="robots" content="noindex/);
});

test("a host no site has gets a plain 404 for the sitemap", async () => {
  expect((await siteRequest("no-such-dealer", "/sitemap.xml")).status).toBe(404);
  expect((await siteRequest("harbourside", "/sitemap/9.xml")).status).toBe(404);
});
