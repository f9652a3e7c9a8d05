// Who is told about a reservation, through the leads outbox: a lead of form type "reservation" per
// event (the dealer's e-mail and CRM document carry the reservation number, deposit, hold end and
// card as brand and last four digits), and a confirmation e-mail addressed to the shopper
// (outbox channel "shopper-email"), which is their receipt, with the dealer's legal name and ABN,
// when the deposit is taken. Written inside the transaction that changes the reservation,
// so the message exists exactly when the change does; the delivery worker sends it.
import { eq } from "drizzle-orm";
import { timeZoneForState } from "@/platform/australian-states";
import type { Db } from "@/platform/db/connect";
import {
  cars,
  dealerships,
  leadOutbox,
  leads,
  locations,
  reservations,
  siteDomains,
  sites,
} from "@/platform/db/schema";
import { carTitle } from "@/cars/car-title";
import { env } from "@/platform/env";
import { formatMoney } from "@/platform/format";
import { reservationReference } from "@/platform/references";
import { reservationLinkKey } from "@/leads/delivery/documents";
import { carDetails } from "@/leads/payload";
import { receiptKey, receiptSeller, type Receipt } from "@/leads/receipt";
import { leadCarColumns, leadCarFrom } from "@/leads/server/lead-car";
import { routeLead } from "@/leads/server/submit";
import { loadSiteLeadData } from "@/leads/server/site-data";
import { resolveSiteConfig } from "@/sites/resolve-config";
import { siteOrigin } from "@/sites/site-origin";
import type { ReservationSite } from "./reservations";
import type { ReservationStatus } from "./reservation-rules";

export type ReservationEvent = Extract<ReservationStatus, "held" | "captured" | "expired" | "cancelled" | "refunded">;

export const reservationLeadFormType = "reservation";

/** The lead's category per event, as the dealer's inbox and CRM show it. */
export const reservationCategories: Readonly<Record<ReservationEvent, string>> = {
  held: "Vehicle Reservation",
  captured: "Reservation Deposit Taken",
  expired: "Reservation Expired",
  cancelled: "Reservation Cancelled",
  refunded: "Reservation Refunded",
};

/** The dealer hears of new and lapsed holds (it made the other moves itself); the CRM and the shopper of every one. */
const dealerEmailed: ReadonlySet<ReservationEvent> = new Set(["held", "expired"]);

/**
 * Whether the dealer (e-mail and CRM) is told of this event. A buy-online journey's deposit is not
 * news on its own: the journey's one online-purchase lead carries it (reservation number, amount,
 * status) with every other answer, so its hold goes to the shopper's confirmation alone. Two
 * messages for one purchase would read as two buyers.
 */
export function dealerToldOf(event: ReservationEvent, origin: "reserve" | "journey"): boolean {
  return !(event === "held" && origin === "journey");
}

/** "Wednesday 25 November, 3:04 pm AEDT": the hold's end in the car's state. */
export function formatHoldEnd(instant: Date, state: string | null): string {
  return new Intl.DateTimeFormat("en-AU", {
    timeZone: timeZoneForState(state ?? "NSW"),
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(instant);
}

/** "Visa ending 4242", or null when the processor did not say. */
export function cardLabel(brand: string | null, last4: string | null): string | null {
  if (!last4) return null;
  const name = brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : "Card";
  return `${name} ending ${last4}`;
}

export async function writeReservationNotice(
  tx: Db,
  site: Pick<ReservationSite, "id" | "slug" | "name" | "config">,
  reservationId: string,
  event: ReservationEvent,
): Promise<void> {
  const [row] = await tx
    .select({
      reservation: reservations,
      car: { ...leadCarColumns, state: cars.state },
    })
    .from(reservations)
    .innerJoin(cars, eq(reservations.carId, cars.id))
    .innerJoin(dealerships, eq(cars.dealershipId, dealerships.id))
    .where(eq(reservations.id, reservationId))
    .limit(1);
  if (!row) return;
  const { reservation, car: carRow } = row;
  const { state, ...carFields } = carRow;
  const car = leadCarFrom(carFields);
  const data = await loadSiteLeadData(tx, site.id);
  const routing = routeLead(data, { opt_in: false, terms: false }, car);
  const [location] = routing.location
    ? await tx.select({ state: locations.state }).from(locations).where(eq(locations.id, routing.location.id)).limit(1)
    : [];
  const holdState = location?.state ?? state;

  const card = cardLabel(reservation.cardBrand, reservation.cardLast4);
  // Money moves only when the dealer takes the deposit: that e-mail is the shopper's receipt.
  const receipt: Receipt | null =
    event === "captured"
      ? {
          number: reservationReference(reservation.id),
          paidFor: `Deposit on the ${carTitle(car)} (stock #${car.stocknum})`,
          amount: formatMoney(reservation.amountCents / 100),
          card,
          paidAt: new Date().toISOString(),
          ...receiptSeller(site.config.identity),
          sample: reservation.paymentProvider === "local",
        }
      : null;
  const payload: Record<string, unknown> = {
    name: reservation.firstName,
    last_name: reservation.lastName,
    email: reservation.email,
    phone: reservation.phone,
    ...(reservation.postcode ? { postcode: reservation.postcode } : {}),
    opt_in: reservation.optIn,
    form_type: reservationLeadFormType,
    category: reservationCategories[event],
    subcategory: null,
    reservation_id: reservation.id,
    reservation_event: event,
    reservation_status: event,
    reservation_origin: reservation.origin,
    deposit: formatMoney(reservation.amountCents / 100),
    ...(reservation.heldUntil
      ? {
          held_until: reservation.heldUntil.toISOString(),
          held_until_label: formatHoldEnd(reservation.heldUntil, holdState),
        }
      : {}),
    ...(card ? { card } : {}),
    ...(reservation.paymentReference ? { payment_reference: reservation.paymentReference } : {}),
    ...(reservation.refundReference ? { refund_reference: reservation.refundReference } : {}),
    ...(routing.dealership ? { dealership_slug: routing.dealership.slug } : {}),
    ...(routing.location ? { location: routing.location.id, location_name: routing.location.name } : {}),
    ...carDetails(car),
    url: `/cars/${car.slug}`,
    ...(reservation.accessToken
      ? { [reservationLinkKey]: await reservationLink(tx, site, car.slug, reservation.id, reservation.accessToken) }
      : {}),
    ...(receipt ? { [receiptKey]: receipt } : {}),
    source: "Website",
  };

  const [lead] = await tx
    .insert(leads)
    .values({
      siteId: site.id,
      dealershipId: routing.dealership?.id ?? null,
      locationId: routing.location?.id ?? null,
      carId: car.id,
      idempotencyKey: `reservation-${reservation.id}-${event}`,
      formType: reservationLeadFormType,
      category: reservationCategories[event],
      subcategory: null,
      payload,
      url: null,
      userAgent: null,
    })
    .onConflictDoNothing()
    .returning({ id: leads.id });
  if (!lead) return;

  const outbox: (typeof leadOutbox.$inferInsert)[] = [];
  const toDealer = dealerToldOf(event, reservation.origin);
  if (toDealer && dealerEmailed.has(event) && routing.emailTarget) {
    outbox.push({ siteId: site.id, leadId: lead.id, channel: "email", target: routing.emailTarget });
  }
  if (toDealer && routing.dealership?.crmEndpoint) {
    outbox.push({
      siteId: site.id,
      leadId: lead.id,
      channel: "crm",
      target: routing.dealership.crmEndpoint,
      format: routing.dealership.crmFormat ?? "adf",
    });
  }
  outbox.push({ siteId: site.id, leadId: lead.id, channel: "shopper-email", target: reservation.email });
  await tx.insert(leadOutbox).values(outbox);
}

/** The confirmation page on the site's production origin, opened by the reservation's key. */
async function reservationLink(
  tx: Db,
  site: Pick<ReservationSite, "id" | "slug" | "config">,
  carSlug: string,
  reservationId: string,
  accessToken: string,
): Promise<string> {
  const domains = await tx
    .select({ domain: siteDomains.domain, isPrimary: siteDomains.isPrimary })
    .from(siteDomains)
    .where(eq(siteDomains.siteId, site.id));
  const origin = siteOrigin(site.slug, domains, env().ROOT_DOMAIN);
  const query = new URLSearchParams({ reservation: reservationId, access: accessToken });
  return `${origin}/cars/${carSlug}/${site.config.vehiclePage.checkoutPath}/confirmation?${query.toString()}`;
}

/** The site a reservation belongs to, as the notices and the dealer's command need it. */
export async function loadReservationSite(db: Db, siteId: string): Promise<ReservationSite | null> {
  const [row] = await db.select().from(sites).where(eq(sites.id, siteId)).limit(1);
  if (!row) return null;
  const config = resolveSiteConfig(row.template, row.configOverrides);
  return { id: row.id, slug: row.slug, name: config.identity.name, config };
}
