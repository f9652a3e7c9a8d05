import { expect, test } from "@playwright/test";
import { demoSites } from "@/demo/demo-sites";
import { siteRequest } from "./support/site-request";

// Robots, the sitemap and both vehicle feeds answer on every demo site, written on the site's
// production domain; every address the sitemap names (bar a sample of its cars) answers too, since a
// sitemap is a promise to a search engine. The feeds' contents are checked field by field in
// tests/integration/seo-feeds.test.ts.

const port = Number(process.env.E2E_PORT ?? 3100);
const text = (body: unknown) => (typeof body === "string" ? body : JSON.stringify(body));

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

test("a host no site has gets a plain 404 for the sitemap", async () => {
  expect((await siteRequest("no-such-dealer", "/sitemap.xml")).status).toBe(404);
  expect((await siteRequest("harbourside", "/sitemap/9.xml")).status).toBe(404);
});
