// A link is a promise: a menu, footer or button may only go to a page the site has. The app's own
// routes answer on every site; a dealer's own pages exist where the site has stored them. The shell
// renders a site's navigation through `withLiveLinks`, so a configured link to a missing page is
// left out rather than shown as a 404, and `deadSiteLinks` names each one for the tests that check
// the demo sites' configurations.

import type { ConfigPath } from "@/sites/config-path";
import type { SiteConfig } from "@/sites/config-schema";
import { isTradeInPath, tradeInOffered } from "@/sites/trade-in";

/**
 * The first path segments the app answers itself (src/app/[site]/…). A capability that adds a route
 * adds its segment here in the same change, and its menu links appear.
 */
export const appRouteSegments: ReadonlySet<string> = new Set([
  "",
  "apply-for-finance",
  "blog",
  "book-test-drive",
  "brands",
  "cars",
  "checkout-journey",
  "contact",
  "compare",
  "contact-us",
  "dealer-locator",
  "dev",
  "favourites",
  "finance",
  "finance-enquiry",
  "locations",
  "models",
  "my-garage",
  "mybigboxcars",
  "myblinkr",
  "mymotorama",
  "myservco",
  "our-location",
  "personalised",
  "print",
  "search",
  "sell-my-car",
  "sell-your-car",
  "service",
  "sign-in",
  "special-offers",
  "success",
  "trade-in",
  "used-car",
]);

export type LinkOptions = {
  /** Whether the site offers trade-in valuations (`tradeInOffered`); its pages 404 where it does not. */
  tradeIn?: boolean;
};

/** Whether a configured link goes somewhere: another website, an app route, or one of the site's pages. */
export function isLiveLink(href: string, contentPaths: ReadonlySet<string>, options: LinkOptions = {}): boolean {
  if (!href.startsWith("/")) return true;
  if (options.tradeIn === false && isTradeInPath(href)) return false;
  const path = href.replace(/[?#].*$/, "").replace(/^\/+|\/+$/g, "");
  if (contentPaths.has(path)) return true;
  const segments = path.split("/");
  // /{brand}/overview and /{model}/accessories (src/app/[site]/[slug]/…) answer for any brand or model
  // the site has; the pages themselves 404 for one it has not.
  if (segments.length === 2 && (segments[1] === "overview" || segments[1] === "accessories")) return true;
  return appRouteSegments.has(segments[0] ?? "");
}

export type DeadLink = { where: string; href: string };

/** A navigation link the configuration holds: its place (a path into the config), its words and target. */
export type ConfiguredLink = { path: ConfigPath; where: string; href: string };

/** Every link of the header's menus, the mega-menu and the footer's groups, in the order they show. */
export function configuredLinks(config: SiteConfig): ConfiguredLink[] {
  const links: ConfiguredLink[] = [];
  config.header.menus.forEach((item, index) => {
    if (item.href !== undefined) {
      links.push({ path: ["header", "menus", index, "href"], where: `header.menus "${item.label}"`, href: item.href });
    }
    item.children?.forEach((child, childIndex) =>
      links.push({
        path: ["header", "menus", index, "children", childIndex, "href"],
        where: `header.menus "${item.label}" › "${child.label}"`,
        href: child.href,
      }),
    );
  });
  config.header.megaMenu.brands.forEach((brand, index) =>
    links.push({
      path: ["header", "megaMenu", "brands", index, "href"],
      where: `header.megaMenu "${brand.name}"`,
      href: brand.href,
    }),
  );
  config.footer.groups.forEach((group, index) =>
    group.links.forEach((link, linkIndex) =>
      links.push({
        path: ["footer", "groups", index, "links", linkIndex, "href"],
        where: `footer.groups "${group.title}" › "${link.label}"`,
        href: link.href,
      }),
    ),
  );
  return links;
}

/** Every configured navigation link of the site that goes to no page, and where it is configured. */
export function deadSiteLinks(config: SiteConfig, contentPaths: ReadonlySet<string>): DeadLink[] {
  const options = { tradeIn: tradeInOffered(config) };
  return configuredLinks(config)
    .filter((link) => !isLiveLink(link.href, contentPaths, options))
    .map(({ where, href }) => ({ where, href }));
}

/**
 * Why a link staff are saving may not go where it says, or null when it may: a page the site has, or
 * an https:// address on another website (a shopper is never sent from a dealer's page over plain http).
 */
export function linkTargetProblem(href: string, contentPaths: ReadonlySet<string>, options: LinkOptions = {}) {
  if (href.startsWith("/")) {
    if (isLiveLink(href, contentPaths, options)) return null;
    return options.tradeIn === false && isTradeInPath(href)
      ? `${href} is a trade-in page, and this site does not offer trade-in valuations`
      : `This site has no page at ${href}`;
  }
  return /^https:\/\/[^/\s]+\.[^/\s]/i.test(href) ? null : "A link to another website must start with https://";
}

export type LinkProblem = ConfiguredLink & { message: string };

/** The configuration's navigation links that go to no page of the site and to no https:// address. */
export function linkProblems(config: SiteConfig, contentPaths: ReadonlySet<string>): LinkProblem[] {
  const options = { tradeIn: tradeInOffered(config) };
  return configuredLinks(config).flatMap((link) => {
    const message = linkTargetProblem(link.href, contentPaths, options);
    return message === null ? [] : [{ ...link, message }];
  });
}

/** A link to the service booking page goes to the manufacturer's booking page where the site has one. */
function bookingHref(href: string, serviceBookingUrl: string | null): string {
  if (serviceBookingUrl === null) return href;
  return href.replace(/[?#].*$/, "").replace(/\/+$/, "") === "/service" ? serviceBookingUrl : href;
}

/**
 * The site's configuration with its navigation cut to the links that go somewhere, and its service
 * booking links sent to `contact.serviceBookingUrl` when the site sets one.
 */
export function withLiveLinks(config: SiteConfig, contentPaths: ReadonlySet<string>): SiteConfig {
  const options = { tradeIn: tradeInOffered(config) };
  const live = (href: string) => isLiveLink(href, contentPaths, options);
  const { serviceBookingUrl } = config.contact;
  const booking = <T extends { href: string }>(link: T): T => ({
    ...link,
    href: bookingHref(link.href, serviceBookingUrl),
  });
  const menus = config.header.menus.flatMap((item) => {
    const children = item.children?.filter((child) => live(child.href)).map(booking);
    const href = item.href !== undefined && live(item.href) ? bookingHref(item.href, serviceBookingUrl) : undefined;
    const hasChildren = children !== undefined && children.length > 0;
    if (href === undefined && !hasChildren && item.kind !== "models") return [];
    return [{ ...item, href, children: hasChildren ? children : undefined }];
  });
  const groups = config.footer.groups.flatMap((group) => {
    if (group.links.length === 0) return [group];
    const links = group.links.filter((link) => live(link.href)).map(booking);
    return links.length > 0 ? [{ ...group, links }] : [];
  });
  return {
    ...config,
    header: {
      ...config.header,
      menus,
      megaMenu: {
        ...config.header.megaMenu,
        brands: config.header.megaMenu.brands.filter((brand) => live(brand.href)),
      },
    },
    footer: { ...config.footer, groups },
  };
}
