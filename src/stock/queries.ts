import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/platform/db";
import { rememberForSite } from "@/platform/site-data-cache";
import { promoNodes } from "@/platform/db/schema";
import type { Site } from "@/sites/get-site";
import type { PromoCard } from "./result-list";
import type { CarDocument } from "@/cars/car";
import { perStockVersion } from "./per-stock-version";
import { getStockIndex } from "./stock-index";

export type StockModel = { make: string; model: string; count: number };

/**
 * Makes and models the site has in stock, for the Vehicles menu and the footer's Models group. Every
 * page's header and footer asks, so they are counted once per version of the index, not per render: a
 * group's 50,000 cars took milliseconds to count on every uncached page.
 */
export async function listModelsInStock(site: Site): Promise<readonly StockModel[]> {
  return modelsOf((await getStockIndex(site)).documents);
}

const modelsOf = perStockVersion((documents: readonly CarDocument[]): readonly StockModel[] => {
  const counts = new Map<string, StockModel>();
  for (const car of documents) {
    if (car.status === "sold") continue;
    const key = `${car.make}\u0000${car.model}`;
    const entry = counts.get(key) ?? { make: car.make, model: car.model, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => a.make.localeCompare(b.make) || a.model.localeCompare(b.model));
});

/** The site's promo cards; which show where and when is decided by activePromos. */
export function listPromoCards(site: Site): Promise<readonly PromoCard[]> {
  return rememberForSite("promo-cards", site.id, () => loadPromoCards(site));
}

async function loadPromoCards(site: Site): Promise<PromoCard[]> {
  const db = await getDb();
  const rows = await db.select().from(promoNodes).where(eq(promoNodes.siteId, site.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    body: row.body,
    imageUrl: row.imageUrl,
    href: row.href,
    startsAt: row.startsAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    position: row.position,
    display: row.display,
    strictDisplay: row.strictDisplay,
  }));
}
