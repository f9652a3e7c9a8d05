import type { SiteConfig } from "./config-schema";

// Whether a site offers trade-in valuations, and which paths are the flow's. Two switches say so
// (features.tradeIn, the per-dealer switch of the button sets, and tradeIn.enabled, the flow's own);
// the flow is offered only when both are on, and where it is not, its pages answer the site's 404 and
// nothing links to them.

/** The flow's routes: /trade-in, /sell-my-car, /sell-your-car and /cars/trade-in?car_id=. */
export const tradeInRoutes = ["trade-in", "sell-my-car", "sell-your-car", "cars/trade-in"] as const;
export type TradeInRoute = (typeof tradeInRoutes)[number];

export function tradeInOffered(config: {
  features: Pick<SiteConfig["features"], "tradeIn">;
  tradeIn: Pick<SiteConfig["tradeIn"], "enabled">;
}): boolean {
  return config.features.tradeIn && config.tradeIn.enabled;
}

/** Whether a path (with or without its leading slash, query or anchor) is one of the flow's pages. */
export function isTradeInPath(href: string): boolean {
  const path = href.replace(/[?#].*$/, "").replace(/^\/+|\/+$/g, "");
  return (tradeInRoutes as readonly string[]).includes(path);
}
