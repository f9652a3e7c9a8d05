// The sitemap protocol (sitemaps.org): one <urlset> of up to 50,000 addresses, or, above that, a
// <sitemapindex> at /sitemap.xml naming numbered parts at /sitemap/{n}.xml. Pure: the caller gives
// the site's addresses, already absolute.

import { garagePaths } from "@/sites/config-schema";
import { xmlDeclaration, xmlElement } from "./xml";

/** The protocol's limit of addresses per file. */
export const sitemapMaxUrls = 50_000;

export type SitemapEntry = { loc: string; lastmod?: Date | null };

const urlsetOpen = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';
const indexOpen = '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';

function lastmod(date: Date | null | undefined): string {
  return date ? xmlElement("lastmod", date.toISOString().slice(0, 10)) : "";
}

export function renderUrlset(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => `<url>${xmlElement("loc", entry.loc)}${lastmod(entry.lastmod)}</url>`);
  return `${xmlDeclaration}\n${urlsetOpen}\n${urls.join("\n")}\n</urlset>\n`;
}

export function sitemapPartPath(part: number): string {
  return `/sitemap/${part}.xml`;
}

export function sitemapPartCount(total: number, maxUrls = sitemapMaxUrls): number {
  return Math.max(1, Math.ceil(total / maxUrls));
}

/**
 * What /sitemap.xml answers: the addresses themselves when they fit one file, else an index of the
 * parts (each a full sitemap of at most `maxUrls`).
 */
export function renderSitemapRoot(origin: string, entries: readonly SitemapEntry[], maxUrls = sitemapMaxUrls): string {
  if (entries.length <= maxUrls) return renderUrlset(entries);
  const parts = Array.from({ length: sitemapPartCount(entries.length, maxUrls) }, (_, index) => index + 1);
  const items = parts.map((part) => `<sitemap>${xmlElement("loc", `${origin}${sitemapPartPath(part)}`)}</sitemap>`);
  return `${xmlDeclaration}\n${indexOpen}\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** Part `part` (from 1) of a sitemap split into files of `maxUrls`; null past the last part, or when there is one file. */
export function renderSitemapPart(
  entries: readonly SitemapEntry[],
  part: number,
  maxUrls = sitemapMaxUrls,
): string | null {
  if (entries.length <= maxUrls) return null;
  if (!Number.isInteger(part) || part < 1 || part > sitemapPartCount(entries.length, maxUrls)) return null;
  return renderUrlset(entries.slice((part - 1) * maxUrls, part * maxUrls));
}

/** /robots.txt: everything may be crawled except the API, the sign-in and account pages; the sitemap named. */
export function renderRobots(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /sign-in",
    ...garagePaths.map((path) => `Disallow: ${path}`),
    "Disallow: /dev/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
