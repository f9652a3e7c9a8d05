import { describe, expect, it } from "vitest";
import type { ContentPageSeed, ContentSite } from "./content-types";
import { defaultContentPages } from "./defaults";
import { dealerPageNames, type DealerPageName } from "./defaults/dealer-pages";

const referenceDate = new Date("2026-11-23T00:00:00Z");
const dayMs = 24 * 60 * 60 * 1000;

const base: Omit<ContentSite, "slug" | "name" | "template"> = {
  state: "NSW",
  phone: "(02) 5550 0101",
  email: "enquiries@example.com.au",
  address: "12 Harbour Street, Pyrmont NSW 2009",
  carNoun: { singular: "Car", plural: "Cars" },
  dealerLicence: "MD 555001",
  newMakes: ["Toyota", "Mazda"],
  carTypes: ["new", "used", "demo"],
  warrantyYears: 3,
  reservation: { depositAmount: 200, holdHours: 48, refundableText: "100% refundable" },
  returnTerms: null,
};

const harboursidePages: DealerPageName[] = [
  "diamond-advantage",
  "autopact-handback-guarantee",
  "autopact-protection-plan",
  "ultratek",
];
const baysidePages = dealerPageNames.filter((name) => name.startsWith("pages/"));

const sites = {
  default: {
    ...base,
    slug: "harbourside",
    name: "Harbourside Motors",
    template: "default",
    dealerPages: harboursidePages,
  },
  "used-car": {
    ...base,
    slug: "redgum",
    name: "Redgum Used Cars",
    template: "used-car",
    state: "SA",
    address: "40 Main North Road, Prospect SA 5082",
    newMakes: [],
    carTypes: ["used"],
    warrantyYears: 5,
    returnTerms: { days: 14, maxKm: 500, fuel: "a quarter tank" },
  },
  group: {
    ...base,
    slug: "southern-cross",
    name: "Southern Cross Auto Group",
    template: "group",
    state: "VIC",
    dealerLicence: null,
    newMakes: ["Toyota", "Mazda", "Hyundai", "Kia", "Ford", "Yamaha", "Isuzu Trucks"],
    warrantyYears: 7,
    reservation: null,
  },
  leisure: {
    ...base,
    slug: "coastal-rv",
    name: "Coastal Caravans & Motorcycles",
    template: "leisure",
    state: "QLD",
    carNoun: { singular: "Vehicle", plural: "Vehicles" },
    newMakes: ["Jayco", "Yamaha"],
    reservation: null,
  },
  subscription: {
    ...base,
    slug: "driveflex",
    name: "DriveFlex Car Subscriptions",
    template: "subscription",
    state: "WA",
    newMakes: ["Polestar"],
  },
  "one-dealer": {
    ...base,
    slug: "bayside",
    name: "Bayside Auto Co",
    template: "one-dealer",
    newMakes: ["Hyundai", "Kia"],
    warrantyYears: 7,
    returnTerms: { days: 7, maxKm: 300, fuel: "half a tank" },
    dealerPages: baysidePages,
  },
} satisfies Record<ContentSite["template"], ContentSite>;

const common = ["about-us", "teams", "careers", "warranty", "faqs", "buying", "privacy-policy", "terms-and-conditions"];
const newCar = [
  "capped-price-servicing",
  "roadside-assist",
  "fleet",
  "eofy",
  "vehicle-parts-and-accessories",
  "parts/search",
];
const groupOnly = ["finance-and-insurance", "twg-cars", "twg-rental", "twg-tyres", "neotek", "4x4-outdoor"];

const expectedPages: Record<ContentSite["template"], string[]> = {
  default: [...common, ...newCar, ...harboursidePages],
  "used-car": [...common, "return-policy"],
  group: [...common, ...newCar, ...groupOnly],
  leisure: [...common, ...newCar],
  subscription: common,
  "one-dealer": [...common, ...newCar, "return-policy", ...baysidePages],
};

const allowedFixedLinks = [
  "/contact-us",
  "/service",
  "/finance",
  "/book-test-drive",
  "/trade-in",
  "/special-offers",
  "/search/used-cars",
  "https://www.oaic.gov.au",
  "https://www.accc.gov.au",
];

const entries = Object.values(sites).map(
  (site: ContentSite) => [site.template, site, defaultContentPages(site, referenceDate)] as const,
);

function byPath(pages: ContentPageSeed[], path: string): ContentPageSeed {
  const found = pages.find((page) => page.path === path);
  if (!found) throw new Error(`No page ${path}`);
  return found;
}

function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

describe("defaultContentPages", () => {
  it.each(entries)("%s: gives the expected pages and four blog posts", (template, _site, pages) => {
    const pagePaths = pages.filter((page) => page.kind === "page").map((page) => page.path);
    expect([...pagePaths].sort()).toEqual([...expectedPages[template]].sort());
    const posts = pages.filter((page) => page.kind === "post");
    expect(posts.filter((post) => post.category === "vehicle-reviews")).toHaveLength(2);
    expect(posts.filter((post) => post.category === "news")).toHaveLength(2);
    for (const post of posts) {
      expect(post.path).toMatch(new RegExp(`^blog/${post.category}/[a-z0-9]+(-[a-z0-9]+)*$`));
    }
  });

  it.each(entries)("%s: paths are unique, without a leading slash", (_template, _site, pages) => {
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path.startsWith("/")).toBe(false);
  });

  it.each(entries)("%s: every page has a title, summary and a body of sensible length", (_template, _site, pages) => {
    for (const page of pages) {
      expect(page.title.trim(), page.path).not.toBe("");
      expect(page.summary.trim(), page.path).not.toBe("");
      expect(page.body.trim(), page.path).not.toBe("");
      const words = wordCount(page.body);
      if (page.kind === "post") {
        expect(words, page.path).toBeGreaterThanOrEqual(300);
        expect(words, page.path).toBeLessThanOrEqual(600);
      } else {
        expect(words, page.path).toBeGreaterThanOrEqual(200);
        expect(words, page.path).toBeLessThanOrEqual(700);
      }
    }
  });

  it.each(entries)("%s: has no placeholder text", (_template, _site, pages) => {
    for (const page of pages) {
      const text = [page.title, page.summary, page.body, page.seoTitle ?? ""].join("\n");
      expect(text, page.path).not.toMatch(/lorem/i);
      expect(text, page.path).not.toMatch(/TODO|TBD|undefined|null|NaN|\[object/);
      expect(text, page.path).not.toContain("{");
      expect(text, page.path).not.toContain("}");
    }
  });

  it.each(entries)("%s: links only to allowed site paths and the regulators", (_template, site, pages) => {
    const allowed = new Set([
      ...allowedFixedLinks,
      ...(site.carTypes.includes("new") ? ["/search/new-used-and-demo-cars"] : []),
      ...pages.map((page) => `/${page.path}`),
    ]);
    for (const page of pages) {
      const targets = [...page.body.matchAll(/\]\(([^)]*)\)/g)].map((match) => match[1]);
      for (const target of targets) expect(allowed, `${page.path} links to ${target}`).toContain(target);
      // No bare URLs outside Markdown links either.
      for (const url of page.body.match(/https?:\/\/[^\s)]+/g) ?? []) expect(allowedFixedLinks).toContain(url);
    }
  });

  it.each(entries)(
    "%s: posts are published within the 120 days before the reference date",
    (_template, _site, pages) => {
      for (const page of pages) {
        if (page.kind === "page") {
          expect(page.publishedAt, page.path).toBeUndefined();
          continue;
        }
        const age = referenceDate.getTime() - (page.publishedAt?.getTime() ?? Number.NaN);
        expect(age, page.path).toBeGreaterThanOrEqual(0);
        expect(age, page.path).toBeLessThanOrEqual(120 * dayMs);
      }
    },
  );

  it.each(entries)("%s: is deterministic", (_template, site, pages) => {
    expect(defaultContentPages(site, new Date(referenceDate.getTime()))).toEqual(pages);
  });

  it("writes a dealer-specific page only for a site that asks for it, linking only pages that site has", () => {
    const without = defaultContentPages({ ...sites.default, dealerPages: undefined }, referenceDate);
    expect(without.map((page) => page.path)).not.toContain("diamond-advantage");
    // A used-car site has no capped-price or roadside pages: the service pages name them without a link.
    const usedOnly = defaultContentPages(
      { ...sites["used-car"], dealerPages: ["pages/service-benefits"] },
      referenceDate,
    );
    const benefits = byPath(usedOnly, "pages/service-benefits").body;
    expect(benefits).toContain("capped price servicing");
    expect(benefits).not.toContain("(/capped-price-servicing)");
    expect(byPath(defaultContentPages(sites["one-dealer"], referenceDate), "pages/service-benefits").body).toContain(
      "[capped price servicing](/capped-price-servicing)",
    );
    // bayside has a return policy, so its pre-owned page links it.
    expect(byPath(defaultContentPages(sites["one-dealer"], referenceDate), "pages/pre-owned-benefits").body).toContain(
      "(/return-policy)",
    );
  });

  it("tells a shopper every way to unsubscribe, with no form of its own", () => {
    const body = byPath(defaultContentPages(sites["one-dealer"], referenceDate), "pages/unsubscribe").body;
    expect(body).toContain("Unsubscribe");
    expect(body).toContain("**STOP**");
    expect(body).toContain("[enquiry form](/contact-us)");
  });

  it("words the warranty for the site's warranty years", () => {
    const three = byPath(defaultContentPages(sites.default, referenceDate), "warranty").body;
    expect(three).toContain("3-year");
    expect(three).not.toContain("7-year");
    expect(three).not.toContain("5-year");
    const seven = byPath(defaultContentPages(sites.group, referenceDate), "warranty").body;
    expect(seven).toContain("7-year");
    expect(seven).not.toContain("3-year");
    expect(seven).toContain("Australian Consumer Law");
  });

  it("names the return terms' days, kilometres and fuel", () => {
    const redgum = byPath(defaultContentPages(sites["used-car"], referenceDate), "return-policy").body;
    expect(redgum).toContain("14-day");
    expect(redgum).toContain("500 km");
    expect(redgum).toContain("a quarter tank");
    const bayside = byPath(defaultContentPages(sites["one-dealer"], referenceDate), "return-policy").body;
    expect(bayside).toContain("7-day");
    expect(bayside).toContain("300 km");
    expect(bayside).toContain("half a tank");
  });

  it("gives a used-car site without configured terms the standard return policy", () => {
    const pages = defaultContentPages({ ...sites["used-car"], returnTerms: null }, referenceDate);
    expect(byPath(pages, "return-policy").body).toContain("14-day");
  });

  it("names the deposit in the terms only when the site takes reservations", () => {
    const withReservation = byPath(defaultContentPages(sites.default, referenceDate), "terms-and-conditions").body;
    expect(withReservation).toContain("$200");
    expect(withReservation).toContain("48 hours");
    expect(withReservation).toContain("100% refundable");
    const larger = defaultContentPages(
      { ...sites.default, reservation: { depositAmount: 1000, holdHours: 72, refundableText: "fully refundable" } },
      referenceDate,
    );
    expect(byPath(larger, "terms-and-conditions").body).toContain("$1,000");
    const without = byPath(defaultContentPages(sites.group, referenceDate), "terms-and-conditions").body;
    expect(without).not.toContain("$200");
    expect(without).not.toMatch(/deposit|reserv/i);
  });

  it("states the privacy contact details and the OAIC", () => {
    const body = byPath(defaultContentPages(sites.default, referenceDate), "privacy-policy").body;
    expect(body).toContain(sites.default.email);
    expect(body).toContain(sites.default.phone);
    expect(body).toContain(sites.default.address);
    expect(body).toContain("https://www.oaic.gov.au");
    expect(body).toContain("Privacy Act 1988");
  });

  it("writes the group's divisions under the group's name", () => {
    const pages = defaultContentPages(sites.group, referenceDate);
    for (const path of ["twg-cars", "twg-rental", "twg-tyres", "4x4-outdoor"]) {
      expect(byPath(pages, path).title).toContain("Southern Cross Auto Group");
    }
    expect(byPath(pages, "neotek").body).toContain("Southern Cross Auto Group");
  });

  it("dates the EOFY sale to the coming 30 June", () => {
    expect(byPath(defaultContentPages(sites.default, referenceDate), "eofy").body).toContain("30 June 2027");
    const may = defaultContentPages(sites.default, new Date("2027-05-10T00:00:00Z"));
    expect(byPath(may, "eofy").body).toContain("30 June 2027");
  });

  it("reviews a model of the dealer's makes, or popular used models for a used-only dealer", () => {
    const reviewPaths = (site: ContentSite) =>
      defaultContentPages(site, referenceDate)
        .filter((page) => page.category === "vehicle-reviews")
        .map((page) => page.path);
    expect(reviewPaths(sites.default)).toEqual([
      "blog/vehicle-reviews/toyota-rav4-review",
      "blog/vehicle-reviews/mazda-bt-50-review",
    ]);
    expect(reviewPaths(sites["used-car"])).toEqual([
      "blog/vehicle-reviews/toyota-corolla-review",
      "blog/vehicle-reviews/mazda-cx-5-review",
    ]);
    expect(reviewPaths(sites["one-dealer"])).toEqual([
      "blog/vehicle-reviews/hyundai-tucson-review",
      "blog/vehicle-reviews/kia-carnival-review",
    ]);
    expect(reviewPaths(sites.leisure).join(" ")).toMatch(/caravan.*motorcycle/);
  });

  it("says caravan on every page of the leisure site", () => {
    // Under a name that does not itself say "caravan".
    const site = { ...sites.leisure, name: "Coastal Leisure" };
    for (const page of defaultContentPages(site, referenceDate)) {
      expect(`${page.title} ${page.body}`.toLowerCase(), page.path).toContain("caravan");
    }
  });
});
