import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { RouteSearchParams } from "@/platform/route-params";
import type { GaragePath, SiteConfig } from "@/sites/config-schema";
import type { Site } from "@/sites/get-site";
import type { Account } from "./session";
import { safeReturnPath } from "./safe-path";
import { currentAccount } from "./server/runtime";

// The sign-in gate (site-config-forms-finance.md §4 'Sign-in gate', §6): a signed-out visitor on a
// gated page goes to /sign-in with the gate's type, the page to come back to (redirect) and the page
// to return to on cancel (back). The garage page and online payment are always gated; checkout, the
// finance pages, personalised finance and spin-to-win only where the site switches the gate on
// (`features.signInGate`) and lists them (`signIn.gatedRoutes`). Trade-in and sell-my-car are never gated.

/** The pages the gate knows; a car's checkout carries its slug, which may not be known yet. */
export type GatedPage =
  | { route: "garage" }
  | { route: "finance" }
  | { route: "personalisedFinance" }
  | { route: "checkout"; carSlug: string | null }
  | { route: "spinToWin" }
  | { route: "onlinePayment" }
  | { route: "trade-in" }
  | { route: "sell-my-car" };

/** The `type` on /sign-in: why the shopper was sent (the garage's own name for the garage). */
export type GateType =
  "watchlist" | "checkout" | "finance" | "equifaxFinance" | "spinToWin" | "onlinePayment" | GarageName;
export type GarageName = GaragePath extends `/${infer Name}` ? Name : never;

export type GateDecision = { kind: "open" } | { kind: "sign-in"; type: GateType } | { kind: "blocked" };

export function garageName(path: GaragePath): GarageName {
  return path.slice(1) as GarageName;
}

/** What the gate does on the page for a signed-out visitor, by the site's configuration. */
export function gateDecision(page: GatedPage, config: Pick<SiteConfig, "features" | "signIn">): GateDecision {
  const gated = (route: "checkout" | "finance" | "personalisedFinance" | "spinToWin") =>
    config.features.signInGate && config.signIn.gatedRoutes.includes(route);
  switch (page.route) {
    case "garage":
      return { kind: "sign-in", type: garageName(config.signIn.garagePath) };
    case "finance":
      return gated("finance") ? { kind: "sign-in", type: "finance" } : { kind: "open" };
    case "personalisedFinance":
      // Personalised finance runs a credit check (Equifax), hence the gate type's name.
      return gated("personalisedFinance") ? { kind: "sign-in", type: "equifaxFinance" } : { kind: "open" };
    case "checkout":
      if (!gated("checkout")) return { kind: "open" };
      // Nothing happens until the car's slug is known: a redirect without it would come back nowhere.
      return page.carSlug ? { kind: "sign-in", type: "checkout" } : { kind: "blocked" };
    case "spinToWin":
      return gated("spinToWin") ? { kind: "sign-in", type: "spinToWin" } : { kind: "open" };
    case "onlinePayment":
      // A payment is always someone's: the page is for signed-in shoppers only, on every site.
      return { kind: "sign-in", type: "onlinePayment" };
    case "trade-in":
    case "sell-my-car":
      return { kind: "open" };
  }
}

/** /sign-in with the gate's type, where to go after signing in, and where Back goes (by default the same page). */
export function signInHref(type: GateType, redirectPath: string, backPath: string = redirectPath): string {
  return `/sign-in?${new URLSearchParams({ type, redirect: redirectPath, back: backPath }).toString()}`;
}

/** A page's own address for `redirect`: its path and the query it was opened with. */
export function pagePath(pathname: string, searchParams: RouteSearchParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, one);
  }
  const text = query.toString();
  return text ? `${pathname}?${text}` : pathname;
}

function pathnameOf(path: string): string {
  return path.replace(/[?#].*$/, "");
}

/**
 * Where Back on /sign-in goes for a gated page: the page the shopper came from (the request's
 * Referer, when it is on this site's host and is neither the gated page itself nor sign-in, either of
 * which would send the shopper straight back to sign-in), else `fallback`.
 */
export function gateBackPath(
  referer: string | null,
  host: string | null,
  gatedPath: string,
  fallback: string = "/",
): string {
  if (!referer || !host) return fallback;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return fallback;
  }
  if (url.host !== host) return fallback;
  const path = safeReturnPath(`${url.pathname}${url.search}`, "");
  if (path === "" || pathnameOf(path) === pathnameOf(gatedPath)) return fallback;
  return path;
}

/**
 * For a page under the gate: the signed-in shopper, or (signed out, where the site gates the page) a
 * redirect to /sign-in that comes back to `path`, with Back to the page the shopper came from (or
 * `backFallback`, by default the home page). Null when the page is open to everyone or blocked.
 */
export async function gatePage(
  site: Site,
  page: GatedPage,
  path: string,
  backFallback: string = "/",
): Promise<Account | null> {
  const decision = gateDecision(page, site.config);
  if (decision.kind !== "sign-in") return null;
  const account = await currentAccount(site);
  if (!account) {
    const request = await headers();
    const back = gateBackPath(request.get("referer"), request.get("host"), path, backFallback);
    redirect(signInHref(decision.type, path, back));
  }
  return account;
}
