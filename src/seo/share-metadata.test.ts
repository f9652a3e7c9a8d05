import { describe, expect, it } from "vitest";
import { demoSites } from "@/demo/demo-sites";
import { resolveSiteConfig } from "@/sites/resolve-config";
import { shareMetadata, siteShareCardUrl } from "./share-metadata";

const origin = "https://www.harboursidemotors.com.au";
const page = {
  siteName: "Harbourside Motors",
  origin,
  path: "/search/used-cars",
  title: "Search stock",
  description: "Used cars in Drummoyne",
  image: `${origin}/media/car/suv/ink/0.og.png`,
};

describe("shareMetadata", () => {
  it("gives Open Graph's title, description, absolute address, picture, type and site name", () => {
    expect(shareMetadata(page).openGraph).toEqual({
      type: "website",
      siteName: "Harbourside Motors",
      title: "Search stock",
      description: "Used cars in Drummoyne",
      url: `${origin}/search/used-cars`,
      images: [{ url: page.image }],
      locale: "en_AU",
    });
  });

  it("gives X a large-picture card with the same words and picture", () => {
    expect(shareMetadata({ ...page, imageAlt: "A used SUV" }).twitter).toEqual({
      card: "summary_large_image",
      title: "Search stock",
      description: "Used cars in Drummoyne",
      images: [{ url: page.image, alt: "A used SUV" }],
    });
  });

  it("leaves out what the page does not know, and calls a post an article", () => {
    const { openGraph } = shareMetadata({ ...page, path: null, description: undefined, type: "article" });
    expect(openGraph).not.toHaveProperty("url");
    expect(openGraph).not.toHaveProperty("description");
    expect(openGraph).toMatchObject({ type: "article" });
  });
});

describe("siteShareCardUrl", () => {
  it("is the site's drawn logo as a 1200 × 630 PNG card, absolute on its https origin", () => {
    const demo = demoSites.find((site) => site.slug === "harbourside");
    if (!demo) throw new Error("no harbourside");
    const site = { slug: demo.slug, config: resolveSiteConfig(demo.template, demo.overrides) };
    const card = new URL(siteShareCardUrl(site, origin));
    expect(card.origin).toBe(origin);
    expect(card.protocol).toBe("https:");
    expect(card.pathname).toBe("/media/logo/harbourside.og.png");
    expect(card.searchParams.get("text")).toBe(site.config.identity.shortName);
  });
});
