import "server-only";
import { and, eq, gte } from "drizzle-orm";
import { getDb } from "@/platform/db";
import { cars, leads } from "@/platform/db/schema";
import type { Site } from "@/sites/get-site";
import { sentLeadIdPattern, type SentLead } from "../sent-lead";

/** A thank-you page names a lead for a week after it was sent; after that the page is neutral. */
const shownForMs = 7 * 24 * 60 * 60 * 1000;

/** The lead of this site named by /success?lead=…, or null for anything else (no id, a bad one, another site's). */
export async function getSentLead(site: Site, leadId: string | null, now = new Date()): Promise<SentLead | null> {
  if (!leadId || !sentLeadIdPattern.test(leadId)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: leads.id,
      category: leads.category,
      formType: leads.formType,
      carName: cars.name,
      carSlug: cars.slug,
      carStocknum: cars.stocknum,
    })
    .from(leads)
    .leftJoin(cars, eq(cars.id, leads.carId))
    .where(
      and(eq(leads.siteId, site.id), eq(leads.id, leadId), gte(leads.createdAt, new Date(now.getTime() - shownForMs))),
    )
    .limit(1);
  if (!row) return null;
  return {
    reference: row.id,
    category: row.category,
    formType: row.formType,
    car:
      row.carName !== null && row.carSlug !== null
        ? { name: row.carName, slug: row.carSlug, stocknum: row.carStocknum ?? "" }
        : null,
  };
}
