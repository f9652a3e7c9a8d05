import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { leadMiscellaneous, leads } from "@/platform/db/schema";
import { offerValidUntil, readMadeOffer, type MadeOffer, type OfferVehicle } from "../trade-in-offer";

// The offers the server makes, kept beside the flow's first lead in lead_miscellaneous (column
// "offer"): one current offer per flow, which a new valuation of the same flow replaces with a new
// id. Accepting reads it back (src/leads/server/submit.ts) and marks it accepted.

type Reader = Pick<Db, "select">;

/** The valuation engine's estimate (src/trade-in/schemas.ts ValuationEstimate), as far as the offer keeps it. */
export type OfferEstimate = {
  offer: number;
  low: number;
  high: number;
  comparables: number;
  confidence: string;
  basis: string;
};
type Writer = Pick<Db, "select" | "update">;

/** Records the offer made now for the flow's lead on this site; null when the lead is not the site's. */
export async function recordOffer(
  db: Db,
  site: { id: string; config: { tradeIn: { offerValidDays: number } } },
  flowLeadId: string,
  estimate: OfferEstimate,
  now: Date,
  vehicle?: OfferVehicle,
): Promise<MadeOffer | null> {
  const [lead] = await db
    .select({ id: leads.id, dealershipId: leads.dealershipId })
    .from(leads)
    .where(and(eq(leads.siteId, site.id), eq(leads.id, flowLeadId)))
    .limit(1);
  if (!lead) return null;
  const offer: MadeOffer = {
    id: randomUUID(),
    offer: estimate.offer,
    madeAt: now.toISOString(),
    validUntil: offerValidUntil(now, site.config.tradeIn.offerValidDays).toISOString(),
    ...(vehicle ? { vehicle } : {}),
  };
  // The dealer's view of what it rests on travels with it; the shopper is shown the offer and its date.
  const value = {
    ...offer,
    low: estimate.low,
    high: estimate.high,
    comparables: estimate.comparables,
    confidence: estimate.confidence,
    basis: estimate.basis,
  };
  await db
    .insert(leadMiscellaneous)
    .values({ siteId: site.id, leadId: lead.id, dealershipId: lead.dealershipId, columnName: "offer", value })
    .onConflictDoUpdate({
      target: [leadMiscellaneous.leadId, leadMiscellaneous.columnName],
      set: { value, updatedAt: sql`now()` },
    });
  return offer;
}

/** The current offer made for the flow's lead on this site, or null. */
export async function findOffer(db: Reader, siteId: string, flowLeadId: string): Promise<MadeOffer | null> {
  const [row] = await db
    .select({ value: leadMiscellaneous.value })
    .from(leadMiscellaneous)
    .where(
      and(
        eq(leadMiscellaneous.siteId, siteId),
        eq(leadMiscellaneous.leadId, flowLeadId),
        eq(leadMiscellaneous.columnName, "offer"),
      ),
    )
    .limit(1);
  return row ? readMadeOffer(row.value) : null;
}

/** The offer with this id on this site (any flow), or null: how buy-online finds an accepted offer. */
export async function findOfferById(db: Reader, siteId: string, offerId: string): Promise<MadeOffer | null> {
  const [row] = await db
    .select({ value: leadMiscellaneous.value })
    .from(leadMiscellaneous)
    .where(
      and(
        eq(leadMiscellaneous.siteId, siteId),
        eq(leadMiscellaneous.columnName, "offer"),
        sql`${leadMiscellaneous.value} ->> 'id' = ${offerId}`,
      ),
    )
    .limit(1);
  return row ? readMadeOffer(row.value) : null;
}

/** Marks the flow's offer accepted by `acceptedLeadId` (inside the transaction that stores that lead). */
export async function markOfferAccepted(
  db: Writer,
  siteId: string,
  flowLeadId: string,
  acceptedLeadId: string,
  now: Date,
): Promise<void> {
  const accepted = JSON.stringify({ acceptedLeadId, acceptedAt: now.toISOString() });
  await db
    .update(leadMiscellaneous)
    .set({ value: sql`${leadMiscellaneous.value} || ${accepted}::jsonb`, updatedAt: sql`now()` })
    .where(
      and(
        eq(leadMiscellaneous.siteId, siteId),
        eq(leadMiscellaneous.leadId, flowLeadId),
        eq(leadMiscellaneous.columnName, "offer"),
      ),
    );
}
