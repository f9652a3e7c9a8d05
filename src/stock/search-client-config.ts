import type { SiteConfig } from "@/sites/config-schema";

// What of a site's configuration the browser needs to run the search page, its result cards and the
// vehicle page's similar cars. These are client components, so whatever they take is serialised into
// every page that renders them: the whole SiteConfig (11–13 KB: trade-in FAQs, menus, footer, forms…)
// went into each search and vehicle page. The picked keys are what those components read; the type
// makes a component that reaches for another key fail the type check rather than ship more.

export type SearchClientConfig = Pick<
  SiteConfig,
  "analytics" | "buttonSets" | "checkout" | "features" | "finance" | "labels" | "search" | "theme"
> & {
  signIn: Pick<SiteConfig["signIn"], "garagePath">;
  tradeIn: Pick<SiteConfig["tradeIn"], "enabled">;
  vehiclePage: Pick<SiteConfig["vehiclePage"], "checkoutPath" | "similarCarsMatchBody">;
};

export function searchClientConfig(config: SiteConfig): SearchClientConfig {
  const { analytics, buttonSets, checkout, features, finance, labels, search, theme } = config;
  return {
    analytics,
    buttonSets,
    checkout,
    features,
    finance,
    labels,
    search,
    theme,
    signIn: { garagePath: config.signIn.garagePath },
    tradeIn: { enabled: config.tradeIn.enabled },
    vehiclePage: {
      checkoutPath: config.vehiclePage.checkoutPath,
      similarCarsMatchBody: config.vehiclePage.similarCarsMatchBody,
    },
  };
}
