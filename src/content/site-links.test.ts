import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "@/sites/config-defaults";
import type { SiteConfig } from "@/sites/config-schema";
import { resolveSiteConfig } from "@/sites/resolve-config";
import {
  checkSiteLink,
  deadSiteLinks,
  isLiveLink,
  linkMessages,
  linkProblems,
  linkTargetProblem,
  withLiveLinks,
} from "./site-links";

const pages = new Set(["about-us", "blog/news/trade-in-tips"]);

function configWith(header: Partial<SiteConfig["header"]>, footer: Partial<SiteConfig["footer"]> = {}): SiteConfig {
  return {
    ...defaultSiteConfig,
    header: { ...defaultSiteConfig.header, ...header },
    footer: { ...defaultSiteConfig.footer, ...footer },
  };
}

describe("isLiveLink", () => {
  it("knows the app's routes, the site's own pages and other websites", () => {
    expect(isLiveLink("/search/used-cars", pages)).toBe(true);
    expect(isLiveLink("/finance?car=1", pages)).toBe(true);
    expect(isLiveLink("/about-us", pages)).toBe(true);
    expect(isLiveLink("/about-us/", pages)).toBe(true);
    expect(isLiveLink("/blog/news/trade-in-tips#top", pages)).toBe(true);
    expect(isLiveLink("https://www.toyota.com.au/service", pages)).toBe(true);
    expect(isLiveLink("/", pages)).toBe(true);
    expect(isLiveLink("/toyota/overview", pages)).toBe(true);
    expect(isLiveLink("/ranger/accessories", pages)).toBe(true);
  });

  it("refuses a page the site does not have", () => {
    expect(isLiveLink("/careers", pages)).toBe(false);
    expect(isLiveLink("/about-us/team", pages)).toBe(false);
  });
});

describe("withLiveLinks and deadSiteLinks", () => {
  const config = configWith(
    {
      menus: [
        { label: "Home", href: "/" },
        {
          label: "More",
          children: [
            { label: "About Us", href: "/about-us" },
            { label: "Careers", href: "/careers" },
          ],
        },
        { label: "Fleet", href: "/fleet" },
        { label: "Company", children: [{ label: "Careers", href: "/careers" }] },
      ],
    },
    {
      groups: [
        { title: "Company", links: [{ label: "Careers", href: "/careers" }] },
        { title: "Our Models", links: [] },
        {
          title: "Help",
          links: [
            { label: "Terms", href: "/terms-and-conditions" },
            { label: "About", href: "/about-us" },
          ],
        },
      ],
    },
  );

  it("drops the links to missing pages, and a menu or footer group left empty", () => {
    const live = withLiveLinks(config, pages);
    expect(live.header.menus).toEqual([
      { label: "Home", href: "/" },
      { label: "More", href: undefined, children: [{ label: "About Us", href: "/about-us" }] },
    ]);
    // A group without links is filled from the dealer's models, so it stays.
    expect(live.footer.groups).toEqual([
      { title: "Our Models", links: [] },
      { title: "Help", links: [{ label: "About", href: "/about-us" }] },
    ]);
  });

  it("names every dead link and where it is configured", () => {
    expect(deadSiteLinks(config, pages)).toEqual([
      { where: 'header.menus "More" › "Careers"', href: "/careers" },
      { where: 'header.menus "Fleet"', href: "/fleet" },
      { where: 'header.menus "Company" › "Careers"', href: "/careers" },
      { where: 'footer.groups "Company" › "Careers"', href: "/careers" },
      { where: 'footer.groups "Help" › "Terms"', href: "/terms-and-conditions" },
    ]);
  });
});

describe("withLiveLinks and contact.serviceBookingUrl", () => {
  const bookingUrl = "https://www.example.com.au/owners/book-a-service";
  const servicing = (serviceBookingUrl: string | null): SiteConfig => ({
    ...defaultSiteConfig,
    contact: { ...defaultSiteConfig.contact, serviceBookingUrl },
  });
  const hrefs = (config: SiteConfig) => [
    ...config.header.menus.flatMap((item) => [item.href, ...(item.children ?? []).map((child) => child.href)]),
    ...config.footer.groups.flatMap((group) => group.links.map((link) => link.href)),
  ];

  it("sends the menus' and footer's service booking links to the manufacturer's page when the site sets one", () => {
    const before = hrefs(withLiveLinks(servicing(null), pages));
    expect(before.filter((href) => href === "/service")).toHaveLength(2);
    const after = hrefs(withLiveLinks(servicing(bookingUrl), pages));
    expect(after).not.toContain("/service");
    expect(after.filter((href) => href === bookingUrl)).toHaveLength(2);
    // Everything else is untouched.
    expect(after.filter((href) => href !== bookingUrl)).toEqual(before.filter((href) => href !== "/service"));
  });
});

describe("trade-in links", () => {
  it("go to the flow only on a site that offers trade-in", () => {
    const on = resolveSiteConfig("default", {});
    const off = resolveSiteConfig("default", { features: { tradeIn: false } });
    const offByFlow = resolveSiteConfig("default", { tradeIn: { enabled: false } });
    for (const href of ["/trade-in", "/sell-my-car", "/sell-your-car/", "/cars/trade-in?car_id=1"]) {
      expect(isLiveLink(href, new Set(), { tradeIn: true })).toBe(true);
      expect(isLiveLink(href, new Set(), { tradeIn: false })).toBe(false);
    }
    expect(isLiveLink("/cars/some-car", new Set(), { tradeIn: false })).toBe(true);
    const footerHrefs = (config: typeof on) =>
      withLiveLinks(config, new Set()).footer.groups.flatMap((group) => group.links.map((link) => link.href));
    expect(footerHrefs(on)).toContain("/trade-in");
    expect(footerHrefs(off)).not.toContain("/trade-in");
    expect(footerHrefs(offByFlow)).not.toContain("/sell-my-car");
  });
});

describe("checkSiteLink", () => {
  const refused = (href: string, options = {}) => {
    const check = checkSiteLink(href, pages, options);
    return check.ok ? null : check.message;
  };

  it("lets staff link a page the site has, an app route, or another website over https", () => {
    expect(checkSiteLink(" /about-us ", pages)).toEqual({ ok: true, href: "/about-us" });
    for (const href of ["/special-offers", "/search/used-cars?make=toyota", "/", "/blog/news/trade-in-tips#top"]) {
      expect(refused(href), href).toBeNull();
    }
    expect(checkSiteLink("https://www.toyota.com.au/hybrid", pages)).toEqual({
      ok: true,
      href: "https://www.toyota.com.au/hybrid",
    });
  });

  it("refuses a page the site does not have (or has not published), with its address", () => {
    expect(refused("/careers")).toBe(linkMessages.missing("/careers"));
    expect(refused("/careers?x=1")).toBe(linkMessages.missing("/careers"));
    expect(refused("/trade-in", { tradeIn: false })).toBe(linkMessages.missing("/trade-in"));
    expect(refused("/trade-in", { tradeIn: true })).toBeNull();
  });

  it("refuses anything but https for another website, and anything that is not an address", () => {
    for (const href of [
      "http://example.com",
      "//example.com/x",
      "javascript:alert(1)",
      "mailto:a@b.c",
      "example.com",
      "https://user:pw@example.com",
    ]) {
      expect(refused(href), href).toBe(linkMessages.https);
    }
    expect(refused("")).toBe(linkMessages.required);
    expect(refused("   ")).toBe(linkMessages.required);
    expect(refused("/about us")).toBe(linkMessages.shape);
    expect(refused("https://example.com/\u0000")).toBe(linkMessages.shape);
    expect(refused(`/${"a".repeat(2001)}`)).toBe(linkMessages.tooLong);
  });
});

describe("a link staff save (decision 050)", () => {
  it("goes to a page the site has, or to another website over https", () => {
    expect(linkTargetProblem("/about-us", pages)).toBeNull();
    expect(linkTargetProblem("/search/used-cars?make=ford", pages)).toBeNull();
    expect(linkTargetProblem("https://www.toyota.com.au/service", pages)).toBeNull();
    expect(linkTargetProblem("/careers", pages)).toBe(linkMessages.missing("/careers"));
    expect(linkTargetProblem("http://www.toyota.com.au/service", pages)).toBe(linkMessages.https);
    expect(linkTargetProblem("https://localhost", pages)).toBe(linkMessages.https);
    expect(linkTargetProblem("/trade-in", pages, { tradeIn: false })).toMatch(/does not offer trade-in/);
  });

  it("is named by its place in the settings, in the header's menus and dropdowns and the footer's groups", () => {
    const config = configWith(
      {
        menus: [
          { label: "Home", href: "/" },
          { label: "More", children: [{ label: "Careers", href: "/careers" }] },
          { label: "Blog", href: "http://blog.example.com.au" },
        ],
      },
      { groups: [{ title: "Help", links: [{ label: "Terms", href: "/terms-and-conditions" }] }] },
    );
    expect(linkProblems(config, pages).map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ["header", "menus", 1, "children", 0, "href"], message: linkMessages.missing("/careers") },
      { path: ["header", "menus", 2, "href"], message: linkMessages.https },
      { path: ["footer", "groups", 0, "links", 0, "href"], message: linkMessages.missing("/terms-and-conditions") },
    ]);
  });
});
