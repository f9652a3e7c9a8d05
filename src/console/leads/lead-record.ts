import { and, asc, desc, eq } from "drizzle-orm";
import { isInStock } from "@/cars/car";
import { carPath } from "@/stock/search-urls";
import type { Db } from "@/platform/db/connect";
import { withTenant } from "@/platform/db/tenant";
import { cars, dealerships, leadNotes, leadOutbox, leads, locations, sites, staffAccounts } from "@/platform/db/schema";
import { loadSiteOrigin } from "@/sites/get-site";
import { absoluteUrl } from "@/sites/site-origin";
import { categoryLabel, leadContactFields, leadDetailLines } from "@/leads/delivery/documents";
import { canResend, deliveryState, loadDeliveryLead, type DeliveryState } from "@/leads/delivery/outbox";
import { canAssignLead, lostReasonText, nextLeadStatuses, readLostReason, type LeadStatus } from "@/leads/workflow";
import { canSeeLead, type LeadViewer } from "../server/lead-scope";
import { assignableStaff, managesLead, type AssignableStaff } from "./lead-work";

// Everything a lead's page shows, read for the lead's site (withTenant) once the member is seen to
// be allowed to see the lead: the lead, its car as it stands now, the shopper's answers labelled as
// the dealer's e-mail labels them, every delivery attempt, the notes, and what this member may do.

/** The car now: for sale, coming soon, reserved, sold, or gone from the stock list altogether. */
export type CarState = "in-stock" | "coming-soon" | "reserved" | "sold" | "gone";

export const carStateNames: Record<CarState, string> = {
  "in-stock": "In stock",
  "coming-soon": "Coming soon",
  reserved: "Reserved",
  sold: "Sold",
  gone: "No longer listed",
};

export type LeadCarNow = {
  state: CarState;
  name: string;
  stocknum: string | null;
  /** Whole dollars; null when the car is gone or shows no price. */
  price: number | null;
  /** The car's page on the dealer's site, while it is listed there. */
  url: string | null;
};

export type LeadDelivery = {
  id: string;
  channel: "email" | "crm" | "shopper-email" | "message";
  /** Where it goes: an e-mail address, or the CRM's host (its full address may carry a key). */
  target: string;
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
  /** When the next attempt is due, while one is scheduled. */
  nextAttemptAt: Date | null;
  resendable: boolean;
};

export type LeadNote = { id: string; body: string; createdAt: Date; author: string };

export type LeadRecord = {
  id: string;
  siteId: string;
  siteName: string;
  dealershipName: string | null;
  locationName: string | null;
  title: string;
  category: string;
  formType: string;
  source: string;
  pageUrl: string | null;
  createdAt: Date;
  status: LeadStatus;
  statusChangedAt: Date | null;
  lostReason: string | null;
  assignedStaffId: string | null;
  assignedName: string | null;
  contactBlankedAt: Date | null;
  car: LeadCarNow | null;
  contact: { label: string; value: string }[];
  message: string | null;
  answers: { label: string; value: string }[];
  deliveries: LeadDelivery[];
  notes: LeadNote[];
  /** What this member may do here. */
  can: {
    manages: boolean;
    nextStatuses: LeadStatus[];
    /** Whom this member may assign the lead to ("" is no one). */
    assignTo: AssignableStaff[];
    unassign: boolean;
    addNote: boolean;
  };
};

function crmHost(target: string): string {
  try {
    return new URL(target).host;
  } catch {
    return "CRM";
  }
}

function payloadText(payload: Record<string, unknown>, key: string): string | null {
  const value = payload[key];
  if (typeof value === "string" && value.trim() !== "") return value;
  if (typeof value === "number") return String(value);
  return null;
}

function labelled(line: string): { label: string; value: string } {
  const cut = line.indexOf(": ");
  return cut === -1 ? { label: line, value: "" } : { label: line.slice(0, cut), value: line.slice(cut + 2) };
}

/** The lead's page for this member, or null when there is no such lead on the site or it is not theirs to see. */
export async function loadLeadRecord(
  db: Db,
  viewer: LeadViewer,
  target: { siteId: string; leadId: string },
): Promise<LeadRecord | null> {
  return withTenant(target.siteId, async () => {
    const [row] = await db
      .select({
        lead: leads,
        site: { id: sites.id, name: sites.name, slug: sites.slug },
        dealershipName: dealerships.name,
        locationName: locations.name,
      })
      .from(leads)
      .innerJoin(sites, eq(sites.id, leads.siteId))
      .leftJoin(dealerships, eq(dealerships.id, leads.dealershipId))
      .leftJoin(locations, eq(locations.id, leads.locationId))
      .where(and(eq(leads.id, target.leadId), eq(leads.siteId, target.siteId)))
      .limit(1);
    if (!row || !canSeeLead(viewer, row.lead)) return null;
    const { lead, site } = row;
    const payload = lead.payload as Record<string, unknown>;

    const car = await loadCarNow(db, site, lead.carId, payload);
    const delivery = await loadDeliveryLead(db, lead.id);
    const outbox = await db
      .select()
      .from(leadOutbox)
      .where(eq(leadOutbox.leadId, lead.id))
      .orderBy(asc(leadOutbox.createdAt), asc(leadOutbox.channel));
    const notes = await db
      .select({ id: leadNotes.id, body: leadNotes.body, createdAt: leadNotes.createdAt, author: staffAccounts.name })
      .from(leadNotes)
      .leftJoin(staffAccounts, eq(staffAccounts.id, leadNotes.staffAccountId))
      .where(eq(leadNotes.leadId, lead.id))
      .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id));
    const staff = await assignableStaff(db, lead);
    const manages = managesLead(viewer, lead);
    const worker = { manages, staffId: viewer.staffAccountId };
    const reason = readLostReason(lead.lostReason);
    const contact = delivery && !lead.contactBlankedAt ? leadContactFields(delivery) : [];
    const name = contact.find((field) => field.label === "Name")?.value;

    return {
      id: lead.id,
      siteId: site.id,
      siteName: site.name,
      dealershipName: row.dealershipName,
      locationName: row.locationName,
      title: `${categoryLabel(lead)}${name ? ` from ${name}` : ""}`,
      category: categoryLabel(lead),
      formType: lead.formType,
      source: lead.source,
      pageUrl: lead.url,
      createdAt: lead.createdAt,
      status: lead.status,
      statusChangedAt: lead.statusChangedAt,
      lostReason: reason ? lostReasonText(reason) : null,
      assignedStaffId: lead.assignedStaffId,
      assignedName: lead.assignedStaffId
        ? (staff.find((member) => member.id === lead.assignedStaffId)?.name ??
          (
            await db
              .select({ name: staffAccounts.name })
              .from(staffAccounts)
              .where(eq(staffAccounts.id, lead.assignedStaffId))
          )[0]?.name ??
          null)
        : null,
      contactBlankedAt: lead.contactBlankedAt,
      car,
      contact,
      message: lead.contactBlankedAt ? null : payloadText(payload, "message"),
      answers: delivery ? leadDetailLines(delivery).map(labelled) : [],
      deliveries: outbox.map((entry) => {
        const state = deliveryState(entry);
        return {
          id: entry.id,
          channel: entry.channel,
          target: entry.channel === "crm" ? crmHost(entry.target) : entry.target,
          state,
          attempts: entry.attempts,
          lastError: entry.lastError,
          sentAt: entry.sentAt,
          nextAttemptAt: state === "failing" || state === "queued" ? entry.nextAttemptAt : null,
          resendable: canResend(entry),
        };
      }),
      notes: notes.map((note) => ({ ...note, author: note.author ?? "A former staff member" })),
      can: {
        manages,
        nextStatuses: nextLeadStatuses(lead.status, { manages }),
        assignTo: staff.filter((member) => canAssignLead(worker, lead, member.id)),
        unassign: canAssignLead(worker, lead, null),
        addNote: lead.contactBlankedAt === null,
      },
    };
  });
}

async function loadCarNow(
  db: Db,
  site: { id: string; slug: string },
  carId: string | null,
  payload: Record<string, unknown>,
): Promise<LeadCarNow | null> {
  const row = carId
    ? (
        await db
          .select({
            slug: cars.slug,
            name: cars.name,
            stocknum: cars.stocknum,
            status: cars.status,
            reserved: cars.reserved,
            price: cars.price,
            listed: cars.showOnDealerWebsite,
          })
          .from(cars)
          .where(eq(cars.id, carId))
          .limit(1)
      )[0]
    : undefined;
  if (!row) {
    // The lead named a car the stock no longer holds (the feed dropped it): what the lead recorded.
    const name = payloadText(payload, "vehicle_name");
    if (payloadText(payload, "car_id") === null && name === null) return null;
    return {
      state: "gone",
      name: name ?? "The car",
      stocknum: payloadText(payload, "stock_number"),
      price: null,
      url: null,
    };
  }
  const state: CarState = !isInStock(row.status)
    ? "sold"
    : row.reserved
      ? "reserved"
      : row.status === "coming_soon"
        ? "coming-soon"
        : "in-stock";
  const origin = await loadSiteOrigin(db, site);
  return {
    state,
    name: row.name,
    stocknum: row.stocknum,
    price: row.price > 0 ? row.price : null,
    url: row.listed ? absoluteUrl(origin, carPath(row.slug)) : null,
  };
}
