import { describe, expect, it } from "vitest";
import { templateNames } from "@/sites/config-defaults";
import { contrastRatio, MIN_TEXT_CONTRAST } from "@/sites/color-contrast";
import { demoSites } from "./demo-sites";
import { resolveSiteConfig } from "@/sites/resolve-config";

function demoConfig(slug: string) {
  const site = demoSites.find((candidate) => candidate.slug === slug);
  if (!site) throw new Error(`no demo site ${slug}`);
  return resolveSiteConfig(site.template, site.overrides);
}

describe("each demo site exercises its variant", () => {
  it("harbourside: franchised, checkout, youX quotes, click dropdowns, brand mega-menu, sales lines by car type", () => {
    const config = demoConfig("harbourside");
    expect(config.template).toBe("default");
    expect(config.features).toMatchObject({ checkout: true, tradeIn: true, youxQuotes: true, watchlist: true });
    expect(config.finance.provider).toBe("youx");
    expect(config.header.dropdownTrigger).toBe("click");
    expect(config.header.megaMenu.brands.map((brand) => brand.name)).toEqual(["Toyota", "Mazda"]);
    expect(
      config.contact.phoneNumbers.filter((phone) => phone.carTypes?.includes("used")).map((phone) => phone.label),
    ).toEqual(["Used Car Sales"]);
    expect(config.forms.termsAgreement.required).toBe(false);
  });

  it("redgum: used and certified only, masked phone, guarantee, required terms with the second wording", () => {
    const config = demoConfig("redgum");
    expect(config.search.filters).toMatchObject({ usedOnly: true, certifiedOnly: true });
    expect(config.contact.maskPhone).toBe(true);
    expect(config.checkout.guaranteeText).toContain("48 hours");
    expect(config.checkout.returnTerms).toMatchObject({ enabled: true, days: 14, maxKm: 500 });
    expect(config.vehiclePage).toMatchObject({
      regoUnregisteredText: true,
      viewerDefaultMode: "gallery",
      breadcrumbPrefix: "/used-car",
    });
    expect(config.search.lowestPriceExcludesZero).toBe(true);
    expect(config.search.resultCard.hideSaveControlsWhenNoPrice).toBe(true);
    expect(config.forms.termsAgreement).toMatchObject({
      required: true,
      errorText: "*You must agree to the terms of use before submitting.",
    });
    expect(config.finance.provider).toBe("taurus");
  });

  it("southern-cross: brands for every grid, hover dropdowns, department select, message optional", () => {
    const config = demoConfig("southern-cross");
    const brands = demoSites.find((site) => site.slug === "southern-cross")?.brands ?? [];
    expect(config.home.brandGrids.map((grid) => [grid.kind, brands.some((brand) => brand.kind === grid.kind)])).toEqual(
      [
        ["car", true],
        ["motorcycle", true],
        ["truck", true],
        ["own", true],
      ],
    );
    expect(new Set(brands.map((brand) => brand.slug)).size).toBe(brands.length);
    expect(config.home.statsBanners).toHaveLength(3);
    expect(config.header.dropdownTrigger).toBe("hover");
    expect(config.forms.messageRequired).toBe(false);
    expect(config.forms.locationSelect).toEqual({ show: true, placeholder: "Please Select a Dealership Location" });
    expect(config.finance.excludedMakes).toEqual(["Suzuki"]);
  });

  it("coastal-rv: caravans and motorcycles, Angle finance with the vehicle-page loan slider", () => {
    const config = demoConfig("coastal-rv");
    expect(config.features).toMatchObject({ caravans: true, motorcycles: true });
    expect(config.search.facets.item_type).toBe(true);
    expect(config.finance.provider).toBe("angle");
    expect(config.finance.vehiclePageLoan).toEqual({ step: 500, max: 100_000, termMaxYears: 5 });
    // Its finance pages are behind the sign-in gate.
    expect(config.features.signInGate).toBe(true);
    expect(config.signIn.gatedRoutes).toEqual(["finance", "personalisedFinance"]);
  });

  it("driveflex: subscriptions sorted by subscription price, no checkout, no finance", () => {
    const config = demoConfig("driveflex");
    expect(config.search.defaultSort).toBe("subscriptionPrice");
    expect(config.features).toMatchObject({ subscriptions: true, checkout: false, financeButton: false });
    expect(config.finance.provider).toBe("none");
  });

  it("bayside: the one-dealer template's vehicle page and online checkout, with few overrides of its own", () => {
    const config = demoConfig("bayside");
    expect(config.template).toBe("one-dealer");
    expect(config.features.checkout).toBe(true);
    expect(config.features.onlineSale).toBe(true);
    expect(config.vehiclePage).toMatchObject({ sectionLayout: "one-dealer", checkoutPath: "buy-online" });
    expect(config.finance.provider).toBe("360-finance");
    expect(config.contact.defaultState).toBe("vic");
    // The template decides the layout: the site sets no vehicle-page, feature or checkout switches.
    const overrides = demoSites.find((site) => site.slug === "bayside")?.overrides ?? {};
    expect(overrides).not.toHaveProperty("vehiclePage");
    expect(overrides).not.toHaveProperty("features");
    expect(overrides).not.toHaveProperty("checkout");
  });
});

describe("demo themes", () => {
  it.each(demoSites.map((site) => [site.slug, site] as const))(
    "%s keeps header and body text readable",
    (_slug, site) => {
      const { colors } = resolveSiteConfig(site.template, site.overrides).theme;
      for (const [foreground, background] of [
        [colors.primaryContrast, colors.primary],
        [colors.secondaryContrast, colors.secondary],
        [colors.text, colors.surface],
        [colors.textMuted, colors.surfaceAlt],
      ] as const) {
        expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
    },
  );
});

describe("demo sites", () => {
  it.each(demoSites.map((site) => [site.slug, site] as const))("%s resolves", (_slug, site) => {
    const config = resolveSiteConfig(site.template, site.overrides, { site: site.slug });
    expect(config.identity.name).toBe(site.name);
    expect(config.template).toBe(site.template);
  });

  it("are six, one per template, with distinct slugs, names, primary colours and domains", () => {
    const configs = demoSites.map((site) => resolveSiteConfig(site.template, site.overrides));
    const distinct = (values: string[]) => new Set(values).size;
    expect(demoSites).toHaveLength(6);
    expect(distinct(demoSites.map((site) => site.slug))).toBe(6);
    expect(distinct(demoSites.map((site) => site.name))).toBe(6);
    expect(new Set(demoSites.map((site) => site.template))).toEqual(new Set(templateNames));
    expect(distinct(configs.map((config) => config.theme.colors.primary.toLowerCase()))).toBe(6);
    const domains = demoSites.flatMap((site) => site.domains);
    expect(distinct(domains)).toBe(domains.length);
    for (const domain of domains) expect(domain).toMatch(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/);
  });

  it("have slugs that work as a {slug}.localhost subdomain", () => {
    for (const site of demoSites) expect(site.slug).toMatch(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/);
  });

  it("never name one another, so a tenant-leak check on names is meaningful", () => {
    for (const site of demoSites) {
      const text = JSON.stringify(resolveSiteConfig(site.template, site.overrides));
      for (const other of demoSites.filter((candidate) => candidate !== site)) {
        expect(text, `${other.name} in ${site.slug}`).not.toContain(other.name);
      }
    }
  });
});
