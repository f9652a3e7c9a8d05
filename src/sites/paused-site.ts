// What a paused site says (decision 049). Staff pause a site in the console or with `npm run site`
// (before it launches, or while a dealer's account is on hold); every shopper page then answers 503
// with the holding page (src/shell/holding-page.tsx) and its robots.txt, sitemaps and feeds answer
// 503 in plain text, so search engines and marketplaces keep nothing of it and come back later.

import type { SiteStatus } from "./config-vocabularies";

/** How long a crawler should wait before asking again (Retry-After): an hour, in seconds. */
export const pausedRetryAfterSeconds = 3600;

/** The headers of every paused answer: not to be stored or indexed, and when to try again. */
export const pausedHeaders: Readonly<Record<string, string>> = {
  "retry-after": String(pausedRetryAfterSeconds),
  "cache-control": "no-store",
  "x-robots-tag": "noindex",
};

export function isPaused(site: { status: SiteStatus }): boolean {
  return site.status === "paused";
}

/** The holding page's heading and words, for the page and its plain-text twin. */
export function pausedSiteText(siteName: string): { title: string; message: string } {
  return {
    title: `${siteName} will be back soon`,
    message: "This website is taking a short break while it is being updated. Please come back a little later.",
  };
}

/** A paused site's answer where a page would not be read (robots.txt, sitemaps, feeds). */
export function pausedPlainResponse(siteName: string): Response {
  const { title, message } = pausedSiteText(siteName);
  return new Response(`${title}\n${message}\n`, {
    status: 503,
    headers: { ...pausedHeaders, "content-type": "text/plain; charset=utf-8" },
  });
}
