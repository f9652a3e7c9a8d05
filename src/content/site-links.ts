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

/**
 * First path segments the app answers that no menu may link on every site: pages behind a switch
 * (online payments, spin to win), machine files (feeds, sitemaps, robots.txt) and what the proxy
 * passes straight through (the API, media, Next's own files). A dealer's page may not take them.
 */
const appOnlySegments: ReadonlySet<string> = new Set([
  "_next",
  "api",
  "body",
  "favicon.ico",
  "feeds",
  "files",
  "media",
  "online-payment",
  "robots.txt",
  "sitemap",
  "sitemap.xml",
  "spin-to-win",
]);

/** Whether the app answers this path (without its leading slash) itself, so no stored page could show there. */
export function isAppRoutePath(path: string): boolean {
  const segments = path
    .replace(/[?#].*$/, "")
    .replace(/^\/+|\/+$/g, "")
    .split("/");
  const first = segments[0] ?? "";
  if (appRouteSegments.has(first) || appOnlySegments.has(first)) return true;
  return segments.length === 2 && (segments[1] === "overview" || segments[1] === "accessories");
}

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

export const linkMessages = {
  required: "Enter where it goes: a page of the site, like /special-offers, or a web address starting https://.",
  tooLong: "Keep the link under 2,000 characters.",
  shape: "A link has no spaces: a page of the site, like /special-offers, or a web address starting https://.",
  https: "A link to another website must be a full address starting https://.",
  missing: (path: string) => `The site has no published page at ${path}: publish that page first, or link to another.`,
} as const;

export type SiteLinkCheck = { ok: true; href: string } | { ok: false; message: string };

/**
 * Whether staff may point a button, slide or menu at `href`: a page the site has now (an app route it
 * offers, or one of its published pages) or another website over https. Everything else (a missing
 * page, plain http, mailto:, javascript:, a protocol-relative //host) is refused with a message a
 * dealer can act on. The trimmed link comes back to be stored.
 */
export function checkSiteLink(
  href: string,
  contentPaths: ReadonlySet<string>,
  options: LinkOptions = {},
): SiteLinkCheck {
  const trimmed = href.trim();
  if (trimmed === "") return { ok: false, message: linkMessages.required };
  if (trimmed.length > 2000) return { ok: false, message: linkMessages.tooLong };
  // Any space or control character: a browser would mend it into some other address.
  if (/[\s\u0000-\u001f\u007f]/.test(trimmed)) return { ok: false, message: linkMessages.shape };
  if (trimmed.startsWith("/") && !trimmed.startsWith("//")) {
    if (isLiveLink(trimmed, contentPaths, options)) return { ok: true, href: trimmed };
    return { ok: false, message: linkMessages.missing(trimmed.replace(/[?#].*$/, "")) };
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, message: linkMessages.https };
  }
  // Another website: a named host (with a dot: not localhost), no credentials in the address.
  if (url.protocol !== "https:" || !url.hostname.includes(".") || url.username !== "" || url.password !== "") {
    return { ok: false, message: linkMessages.https };
  }
  return { ok: true, href: trimmed };
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
 * Why a link staff are saving may not go where it says, or null when it may: `checkSiteLink`'s rule,
 * with a trade-in page on a site without trade-in named as such.
 */
export function linkTargetProblem(
  href: string,
  contentPaths: ReadonlySet<string>,
  options: LinkOptions = {},
): string | null {
  const check = checkSiteLink(href, contentPaths, options);
  if (check.ok) return null;
  return options.tradeIn === false && href.startsWith("/") && isTradeInPath(href)
    ? `${href} is a trade-in page, and this site does not offer trade-in valuations`
    : check.message;
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
