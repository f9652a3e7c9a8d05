import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { leadMiscellaneous, leads } from "@/platform/db/schema";
import { readJsonBody } from "@/platform/http";
import { logger } from "@/platform/logger";
import type { SiteConfig } from "@/sites/config-schema";
import { tradeInOffered } from "@/sites/trade-in";
import { miscellaneousMessages, miscellaneousRequest } from "../miscellaneous";

// POST /api/miscellaneous behind the route: the accepted valuation saved against its lead (and the
// lead's dealership), only on a site whose dealership flag asks for it. Saving twice replaces the value.

export type MiscellaneousSite = { id: string; slug: string; config: Pick<SiteConfig, "features" | "tradeIn"> };

export type SaveResult = {
  status: 200 | 400 | 404 | 503;
  body: { ok: true } | { error: string; fieldErrors?: Record<string, string> };
};

export async function saveMiscellaneous(db: Db, site: MiscellaneousSite, input: unknown): Promise<SaveResult> {
  if (!tradeInOffered(site.config) || !site.config.tradeIn.saveValuation) {
    return { status: 404, body: { error: miscellaneousMessages.notSaved } };
  }
  const parsed = miscellaneousRequest.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[issue.path.map(String).join(".") || "form"] ??= issue.message;
    return { status: 400, body: { error: miscellaneousMessages.unreadable, fieldErrors } };
  }
  const { lead_id: leadId, column_name: columnName, value } = parsed.data;
  try {
    const [lead] = await db
      .select({ id: leads.id, dealershipId: leads.dealershipId })
      .from(leads)
      .where(and(eq(leads.siteId, site.id), eq(leads.id, leadId)))
      .limit(1);
    if (!lead) return { status: 400, body: { error: miscellaneousMessages.leadNotFound } };
    await db
      .insert(leadMiscellaneous)
      .values({ siteId: site.id, leadId: lead.id, dealershipId: lead.dealershipId, columnName, value })
      .onConflictDoUpdate({
        target: [leadMiscellaneous.leadId, leadMiscellaneous.columnName],
        set: { value, updatedAt: sql`now()` },
      });
    logger.info("valuation saved", { site: site.slug, leadId: lead.id });
    return { status: 200, body: { ok: true } };
  } catch (error) {
    logger.error("valuation not saved: the database is unavailable", { site: site.slug, error: String(error) });
    return { status: 503, body: { error: miscellaneousMessages.unavailable } };
  }
}

export async function handleMiscellaneousPost(request: Request, db: Db, site: MiscellaneousSite): Promise<Response> {
  const body = await readJsonBody(request, 16 * 1024);
  const result = body.ok
    ? await saveMiscellaneous(db, site, body.value)
    : { status: body.status, body: { error: miscellaneousMessages.unreadable } };
  return Response.json(result.body, { status: result.status, headers: { "cache-control": "no-store" } });
}
