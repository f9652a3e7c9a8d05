import "server-only";
import { getDb } from "@/platform/db";
import { rememberForSite } from "@/platform/site-data-cache";
import { getSiteOrigin, type Site } from "@/sites/get-site";
import { getStockIndex } from "@/stock/stock-index";
import { loadFeedCars } from "./load-feed-cars";
import { loadSitemapEntries } from "./load-sitemap";
import { renderRobots, renderSitemapPart, renderSitemapRoot } from "./sitemap";
import { renderFacebookFeed, renderGoogleFeed } from "./vehicle-feeds";

// What the site's /robots.txt, /sitemap.xml, /sitemap/{n}.xml and /feeds/… routes answer. Search
// engines fetch these often: they may be cached for a few minutes (stock moves within that anyway).

const cacheControl = "public, max-age=300";
const xmlHeaders = { "content-type": "application/xml; charset=utf-8", "cache-control": cacheControl };

export async function robotsResponse(site: Site): Promise<Response> {
  return new Response(renderRobots(await getSiteOrigin(site)), {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": cacheControl },
  });
}

async function sitemapEntries(site: Site) {
  const [origin, stock, db] = await Promise.all([getSiteOrigin(site), getStockIndex(site), getDb()]);
  return { origin, entries: await loadSitemapEntries(db, site, origin, stock.documents) };
}

export async function sitemapResponse(site: Site): Promise<Response> {
  const { origin, entries } = await sitemapEntries(site);
  return new Response(renderSitemapRoot(origin, entries), { headers: xmlHeaders });
}

/** One part of a split sitemap (`1.xml`…); null when there is no such part. */
export async function sitemapPartResponse(site: Site, name: string): Promise<Response | null> {
  const match = /^([1-9]\d{0,5})\.xml$/.exec(name);
  if (!match) return null;
  const { entries } = await sitemapEntries(site);
  const body = renderSitemapPart(entries, Number(match[1]));
  return body === null ? null : new Response(body, { headers: xmlHeaders });
}

/**
 * A vehicle feed, rendered once until the site's stock or settings change (the site data cache's
 * notifications; at most its five minutes, within which the just-sold window moves little). Its
 * query string is ignored: a crawler's cache-busting parameter gets the kept feed (x-rendered-at
 * says when it was made).
 */
export async function vehicleFeedResponse(site: Site, provider: "google" | "facebook"): Promise<Response> {
  const feed = await rememberForSite(`vehicle-feed:${provider}`, site.id, async () => {
    const [origin, db] = await Promise.all([getSiteOrigin(site), getDb()]);
    const cars = await loadFeedCars(db, site, origin, new Date());
    const feedSite = { name: site.name, origin };
    const body = provider === "google" ? renderGoogleFeed(cars, feedSite) : renderFacebookFeed(cars, feedSite);
    return { body, renderedAt: new Date().toISOString() };
  });
  return new Response(feed.body, { headers: { ...xmlHeaders, "x-rendered-at": feed.renderedAt } });
}
