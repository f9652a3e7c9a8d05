import { describe, expect, it } from "vitest";
import { defaultSiteConfig, templateDefaults, templateNames } from "./config-defaults";
import { siteConfigSchema } from "./config-schema";
import { resolveSiteConfig, SiteConfigError } from "./resolve-config";

/** The error a resolution throws, so a test can assert on its message and issues. */
function resolutionError(template: string, overrides: unknown): SiteConfigError {
  try {
    resolveSiteConfig(template, overrides);
  } catch (error) {
    if (error instanceof SiteConfigError) return error;
    throw error;
  }
  throw new Error("expected the config to be rejected");
}

describe("defaults", () => {
  it("are a complete, valid config", () => {
    expect(siteConfigSchema.safeParse(defaultSiteConfig).success).toBe(true);
  });

  it("are what a default-template site with no overrides gets", () => {
    expect(resolveSiteConfig("default", {})).toEqual(defaultSiteConfig);
    expect(resolveSiteConfig("default", undefined)).toEqual(defaultSiteConfig);
    expect(resolveSiteConfig("default", null)).toEqual(defaultSiteConfig);
  });

  it("carry the documented product constants", () => {
    expect(defaultSiteConfig.identity.name).toBe("Dealer");
    expect(defaultSiteConfig.header.stickyAfterPx).toBe(500);
    expect(defaultSiteConfig.search.pageSize).toBe(21);
    expect(defaultSiteConfig.search.priceSlider).toEqual({ min: 5_000, max: 250_000, step: 500 });
    expect(defaultSiteConfig.search.sortOptions).toMatchObject({
      subscriptionPrice: false,
      kmsLowest: false,
      kmsHighest: false,
    });
    expect(defaultSiteConfig.finance.excludedMakes).toEqual(["Suzuki"]);
    expect(defaultSiteConfig.finance.disclaimerShortenAt).toBe(197);
    expect(defaultSiteConfig.vehiclePage.stockVideoPosition).toBe("second");
    expect(defaultSiteConfig.labels.findSimilarButton).toBe("Find Me Something Similar");
  });
});

describe("templates", () => {
  it.each(templateNames)("%s resolves with no site overrides and records its name", (template) => {
    expect(resolveSiteConfig(template, {}).template).toBe(template);
  });

  it("has defaults for exactly the named templates", () => {
    expect(Object.keys(templateDefaults).sort()).toEqual([...templateNames].sort());
  });

  it("used-car breadcrumbs through /used-car, lists used cars only and says Unregistered", () => {
    const config = resolveSiteConfig("used-car", {});
    expect(config.vehiclePage.breadcrumbPrefix).toBe("/used-car");
    expect(config.search.filters.usedOnly).toBe(true);
    expect(config.vehiclePage.regoUnregisteredText).toBe(true);
    expect(resolveSiteConfig("default", {}).vehiclePage.breadcrumbPrefix).toBe("/search");
  });

  it("group adds brand grids of every kind, stats banners and a disclaimer", () => {
    const { home } = resolveSiteConfig("group", {});
    expect(home.brandGrids.map((grid) => grid.kind)).toEqual(["car", "motorcycle", "truck", "own"]);
    expect(home.statsBanners.map((banner) => `${banner.value} ${banner.label}`)).toEqual([
      "50+ locations",
      "40+ brands",
      "30+ years",
    ]);
    expect(home.disclaimer).not.toBeNull();
  });

  it("leisure switches on caravans, motorcycles, the item-type facet and says Vehicles", () => {
    const config = resolveSiteConfig("leisure", {});
    expect(config.features).toMatchObject({ caravans: true, motorcycles: true });
    expect(config.search.facets.item_type).toBe(true);
    expect(config.labels.carNoun).toEqual({ singular: "Vehicle", plural: "Vehicles" });
  });

  it("subscription offers subscription prices and no finance", () => {
    const config = resolveSiteConfig("subscription", {});
    expect(config.features.subscriptions).toBe(true);
    expect(config.search.facets.subscription_price).toBe(true);
    expect(config.search.sortOptions.subscriptionPrice).toBe(true);
    expect(config.features.financeButton).toBe(false);
    expect(config.finance.provider).toBe("none");
    expect(config.header.menus.map((item) => item.label)).not.toContain("Finance");
  });

  it("one-dealer uses its own section layout and buy-online checkout path", () => {
    const { vehiclePage } = resolveSiteConfig("one-dealer", {});
    expect(vehiclePage.sectionLayout).toBe("one-dealer");
    expect(vehiclePage.checkoutPath).toBe("buy-online");
  });
});

describe("layering", () => {
  it("site overrides beat template defaults, which beat defaults", () => {
    const config = resolveSiteConfig("used-car", {
      vehiclePage: { breadcrumbPrefix: "/search" },
      header: { stickyAfterPx: 650 },
    });
    expect(config.vehiclePage.breadcrumbPrefix).toBe("/search"); // site beats template
    expect(config.vehiclePage.regoUnregisteredText).toBe(true); // template beats default
    expect(config.header.stickyAfterPx).toBe(650); // site beats default
    expect(config.vehiclePage.keyInfoLimit).toBe(4); // default where nobody spoke
  });

  it("merges objects key by key at any depth", () => {
    const config = resolveSiteConfig("default", { search: { facets: { certified: true } } });
    expect(config.search.facets.certified).toBe(true);
    expect(config.search.facets.make).toBe(true);
    expect(config.search.pageSize).toBe(21);
  });

  it("replaces arrays whole instead of merging them", () => {
    const config = resolveSiteConfig("default", {
      header: { menus: [{ label: "Stock", href: "/cars/" }] },
      finance: { moneyInputPresets: [1_000, 2_000] },
    });
    expect(config.header.menus).toEqual([{ label: "Stock", href: "/cars/" }]);
    expect(config.finance.moneyInputPresets).toEqual([1_000, 2_000]);
  });

  it("lets null replace a value and undefined leave it", () => {
    const withLoan = resolveSiteConfig("default", {
      finance: { vehiclePageLoan: { step: 500, max: 100_000, termMaxYears: 5 } },
    });
    expect(withLoan.finance.vehiclePageLoan).toEqual({ step: 500, max: 100_000, termMaxYears: 5 });
    const config = resolveSiteConfig("group", { home: { disclaimer: null, showLocations: undefined } });
    expect(config.home.disclaimer).toBeNull();
    expect(config.home.showLocations).toBe(true);
  });

  it("never changes the defaults, and hands out configs that do not share state", () => {
    const before = structuredClone(defaultSiteConfig);
    const first = resolveSiteConfig("group", { header: { menus: [{ label: "Home", href: "/" }] } });
    first.header.menus.push({ label: "Extra", href: "/extra" });
    first.search.facets.make = false;
    expect(defaultSiteConfig).toEqual(before);
    expect(resolveSiteConfig("group", {}).search.facets.make).toBe(true);
  });
});

describe("rejection", () => {
  it("rejects an unknown key, naming its path and the likely intended key", () => {
    const error = resolutionError("default", { search: { filters: { stockAgeFiltr: 3 } } });
    expect(error.message).toBe(
      'Invalid site config at "search.filters.stockAgeFiltr": Unknown setting "stockAgeFiltr"; did you mean "stockAgeFilter"?',
    );
    expect(error.issues.map((issue) => issue.path)).toEqual(["search.filters.stockAgeFiltr"]);
  });

  it("rejects an unknown section and an unknown facet", () => {
    expect(resolutionError("default", { serach: {} }).message).toContain(
      'at "serach": Unknown setting "serach"; did you mean "search"?',
    );
    expect(resolutionError("default", { search: { facets: { colour_name: true } } }).issues[0]?.path).toBe(
      "search.facets.colour_name",
    );
  });

  it("rejects an out-of-range value, naming the field", () => {
    const error = resolutionError("default", { search: { filters: { stockAgeFilter: 15 } } });
    expect(error).toBeInstanceOf(SiteConfigError);
    expect(error.message).toBe('Invalid site config at "search.filters.stockAgeFilter": must be at most 14');
  });

  it("reports every problem at once, with array positions in the path", () => {
    const error = resolutionError("default", {
      theme: { colors: { accent: "orange" } },
      header: { menus: [{ label: "Home", href: "/" }, { label: "Broken" }] },
    });
    expect(error.issues.map((issue) => issue.path)).toEqual(["theme.colors.accent", "header.menus[1].href"]);
    expect(error.message.split("\n")).toHaveLength(2);
  });

  it("rejects an unknown template, naming the template", () => {
    const error = resolutionError("used-cars", {});
    expect(error.issues.map((issue) => issue.path)).toEqual(["template"]);
    expect(error.issues[0]?.message).toContain('Unknown template "used-cars"');
    expect(error.message).toMatch(/^Invalid site config at "template": /);
  });

  it("rejects overrides that are not an object or that try to change the template", () => {
    expect(resolutionError("default", ["search"]).issues[0]?.path).toBe("(root)");
    expect(resolutionError("default", "search").issues[0]?.path).toBe("(root)");
    expect(resolutionError("default", { template: "group" }).issues[0]?.path).toBe("template");
  });

  it("rejects an ABN that fails the ATO's check, saying what an ABN looks like", () => {
    const error = resolutionError("default", {
      identity: { legalName: "Example Motors Pty Ltd", abn: "51 824 753 557" },
    });
    expect(error.message).toBe(
      'Invalid site config at "identity.abn": Expected an ABN of 11 digits that passes the ATO check (e.g. "51 824 753 556"); check it on the ABN Lookup',
    );
    expect(resolveSiteConfig("default", { identity: { abn: "51 824 753 556" } }).identity.abn).toBe("51 824 753 556");
  });

  it("rejects an invoice reference pattern that is not a regular expression, lacks an example or does not fit it", () => {
    expect(
      resolutionError("default", {
        onlinePayment: { referencePattern: "^INV-(\\d{5}$", referenceExample: "INV-10234" },
      }).issues,
    ).toEqual([
      { path: "onlinePayment.referencePattern", message: 'Expected a regular expression, e.g. "^INV-\\d{5,6}$"' },
    ]);
    expect(resolutionError("default", { onlinePayment: { referencePattern: "^INV-\\d{5,6}$" } }).issues).toEqual([
      { path: "onlinePayment.referenceExample", message: "A reference pattern needs an example" },
    ]);
    expect(
      resolutionError("default", { onlinePayment: { referencePattern: "^INV-\\d{5,6}$", referenceExample: "Q-1" } })
        .issues,
    ).toEqual([{ path: "onlinePayment.referenceExample", message: '"Q-1" does not fit referencePattern' }]);
  });

  it("refuses a price slider that runs backwards or off its steps", () => {
    expect(
      resolutionError("default", { search: { priceSlider: { min: 9_000, max: 9_000, step: 500 } } }).issues,
    ).toEqual([{ path: "search.priceSlider.min", message: "Must be below max" }]);
    expect(resolutionError("default", { search: { priceSlider: { min: 0, max: 10_250, step: 500 } } }).issues).toEqual([
      { path: "search.priceSlider.step", message: "The range must be a whole number of steps" },
    ]);
  });

  it("names the site when told which one it is resolving", () => {
    expect(() => resolveSiteConfig("default", { reviews: { minimumRating: 6 } }, { site: "redgum" })).toThrow(
      /^Invalid site config for "redgum" at "reviews\.minimumRating": /,
    );
  });

  it("treats a __proto__ key as an unknown setting and leaves Object.prototype alone", () => {
    const overrides: unknown = JSON.parse(
      '{"__proto__": {"polluted": true}, "search": {"__proto__": {"pageSize": 1}}}',
    );
    const error = resolutionError("default", overrides);
    expect(error.issues.map((issue) => issue.path).sort()).toEqual(["__proto__", "search.__proto__"]);
    expect(Object.prototype).not.toHaveProperty("polluted");
  });

  it("rejects rules that span sections", () => {
    expect(resolutionError("default", { search: { sortOptions: { subscriptionPrice: true } } }).issues[0]?.path).toBe(
      "search.sortOptions.subscriptionPrice",
    );
    expect(resolutionError("default", { search: { defaultSort: "kmsLowest" } }).issues[0]?.path).toBe(
      "search.defaultSort",
    );
    expect(resolutionError("default", { budgetWidget: { enabled: false } }).issues[0]?.path).toBe(
      "home.showBudgetWidget",
    );
    expect(
      resolutionError("default", { forms: { showCategory: true, defaultCategory: "Trade Enquiry" } }).issues[0]?.path,
    ).toBe("forms.defaultCategory");
    expect(resolutionError("default", { header: { megaMenu: { enabled: true } } }).issues[0]?.path).toBe(
      "header.megaMenu.brands",
    );
  });

  it("rejects theme colours that are not #rrggbb or that make text unreadable", () => {
    expect(resolutionError("default", { theme: { colors: { primary: "#12345" } } }).issues[0]?.path).toBe(
      "theme.colors.primary",
    );
    const lowContrast = resolutionError("default", {
      theme: { colors: { primary: "#f5a623", primaryContrast: "#ffffff" } },
    });
    expect(lowContrast.issues[0]?.path).toBe("theme.colors.primaryContrast");
    expect(lowContrast.message).toContain("4.5:1");
  });

  it("rejects links that are neither a site path nor a web address", () => {
    const error = resolutionError("default", {
      footer: { groups: [{ title: "Bad", links: [{ label: "X", href: "javascript:alert(1)" }] }] },
    });
    expect(error.issues[0]?.path).toBe("footer.groups[0].links[0].href");
    expect(resolutionError("default", { social: { facebook: "http://facebook.com/x" } }).issues[0]?.path).toBe(
      "social.facebook",
    );
  });
});
