// The site and dealership a stock script acts for, looked up by slug on the platform's connection.
import { and, eq } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { dealerships, sites } from "@/platform/db/schema";

export type StockTarget = { siteId: string; siteSlug: string; dealershipId: string; dealershipSlug: string };

export async function findStockTarget(db: Db, siteSlug: string, dealershipSlug: string): Promise<StockTarget | string> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, siteSlug));
  if (!site) return `No site '${siteSlug}'.`;
  const [dealership] = await db
    .select({ id: dealerships.id })
    .from(dealerships)
    .where(and(eq(dealerships.siteId, site.id), eq(dealerships.slug, dealershipSlug)));
  if (!dealership) {
    const known = await db.select({ slug: dealerships.slug }).from(dealerships).where(eq(dealerships.siteId, site.id));
    return `No dealership '${dealershipSlug}' on ${siteSlug}; it has: ${known.map((row) => row.slug).join(", ")}.`;
  }
  return { siteId: site.id, siteSlug, dealershipId: dealership.id, dealershipSlug };
}

/** `--name value` from the arguments, or undefined. */
export function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}
