import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { getPlatformDatabase } from "@/platform/db";
import { leads } from "@/platform/db/schema";

// Which site a lead belongs to, read past row-level security: a lead's page and actions are named by
// the lead's id alone, and the console must know its site before it can act for that site with
// withTenant (decision 025) and check the member's role there. Only the site id is read here; the
// lead itself is read in the site's own scope, and only after the role check.

/** The lead's site, or null when no lead has that id. */
export async function findLeadSiteId(db: Db, leadId: string): Promise<string | null> {
  const [row] = await db.select({ siteId: leads.siteId }).from(leads).where(eq(leads.id, leadId)).limit(1);
  return row?.siteId ?? null;
}

export async function leadSiteId(leadId: string): Promise<string | null> {
  return findLeadSiteId((await getPlatformDatabase()).db, leadId);
}
