import { describe, expect, it } from "vitest";
import { deadSiteLinks } from "@/content/site-links";
import { resolveSiteConfig } from "@/sites/resolve-config";
import { demoSites } from "./demo-sites";
import { generateDemoData } from "./generate";

// A link is a promise: every menu and footer link a demo site configures goes to a page it has. The
// shell leaves out a dead one in production; here it is a configuration error, named with where it
// is configured. Links to capabilities still being built wait on this list, each with its name, and
// the list shrinks to empty as they land.
const notYetBuilt: Readonly<Record<string, string>> = {};

const data = generateDemoData({ carsPerSite: 0, referenceDate: new Date(Date.UTC(2026, 10, 23)) });

describe.each(demoSites.map((site) => [site.slug, site] as const))("%s", (slug, site) => {
  it("links only to pages it has", () => {
    const siteId = data.sites.find((row) => row.slug === slug)?.id;
    const paths = new Set(data.contentPages.filter((page) => page.siteId === siteId).map((page) => page.path));
    const config = resolveSiteConfig(site.template, site.overrides);
    const dead = deadSiteLinks(config, paths).filter((link) => notYetBuilt[link.href] === undefined);
    expect(dead).toEqual([]);
  });
});
