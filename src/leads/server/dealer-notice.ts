// A lead the platform writes itself, not a shopper's form: an online payment received, a spin-to-win
// prize won. Routed like a form's lead without a car (the site's only or first dealership and
// location), stored, and queued for the dealer's e-mail and CRM on the outbox in the caller's
// transaction, so the notice exists exactly when the thing it reports does. A payment's notice
// also queues the shopper's receipt (src/leads/receipt.ts) on the same outbox.
import { leadOutbox, leads } from "@/platform/db/schema";
import type { Db } from "@/platform/db/connect";
import { routeLead } from "./submit";
import { loadSiteLeadData } from "./site-data";

export type DealerNotice = {
  formType: string;
  category: string;
  /** One notice per event: the same key writes nothing the second time. */
  idempotencyKey: string;
  /** The shopper's details and the event's own fields, as the delivery documents print them. */
  payload: Record<string, unknown>;
  /** The shopper's address for their own copy (outbox channel "shopper-email"): a payment's receipt. */
  shopperEmail?: string;
};

/** Writes the notice and its outbox rows; the lead's id, or null when the key was already used. */
export async function writeDealerNotice(tx: Db, siteId: string, notice: DealerNotice): Promise<string | null> {
  const routing = routeLead(await loadSiteLeadData(tx, siteId), { opt_in: false, terms: false }, null);
  const [lead] = await tx
    .insert(leads)
    .values({
      siteId,
      dealershipId: routing.dealership?.id ?? null,
      locationId: routing.location?.id ?? null,
      carId: null,
      idempotencyKey: notice.idempotencyKey,
      formType: notice.formType,
      category: notice.category,
      subcategory: null,
      payload: {
        ...notice.payload,
        form_type: notice.formType,
        category: notice.category,
        ...(routing.dealership ? { dealership_slug: routing.dealership.slug } : {}),
        ...(routing.location ? { location: routing.location.id, location_name: routing.location.name } : {}),
        source: "Website",
      },
      url: null,
      userAgent: null,
    })
    .onConflictDoNothing()
    .returning({ id: leads.id });
  if (!lead) return null;
  const outbox: (typeof leadOutbox.$inferInsert)[] = [];
  if (routing.emailTarget) {
    outbox.push({ siteId, leadId: lead.id, channel: "email", target: routing.emailTarget });
  }
  if (routing.dealership?.crmEndpoint) {
    outbox.push({
      siteId,
      leadId: lead.id,
      channel: "crm",
      target: routing.dealership.crmEndpoint,
      format: routing.dealership.crmFormat ?? "adf",
    });
  }
  if (notice.shopperEmail) {
    outbox.push({ siteId, leadId: lead.id, channel: "shopper-email", target: notice.shopperEmail });
  }
  if (outbox.length > 0) await tx.insert(leadOutbox).values(outbox);
  return lead.id;
}
