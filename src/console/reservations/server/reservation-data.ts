import "server-only";
import { and, desc, eq, inArray, lt, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { withTenant } from "@/platform/db/tenant";
import {
  cars,
  checkoutJourneys,
  leads,
  onlinePayments,
  reservations,
  staffAccounts,
  staffAudit,
} from "@/platform/db/schema";
import type { ReservationStatus } from "@/checkout/reservation-rules";
import type { StaffScope } from "../../roles";
import type { GrantedSite } from "../../server/staff-accounts";
import { paymentsReach } from "../reservation-scope";

// The console's reads of reservations, buy-online journeys and online payments. Each site is read
// on its own, acting for it (withTenant, decision 025), so row-level security holds every query to
// that site; the member's reach (reservation-scope.ts) narrows it to their dealerships in SQL.
// The lists merge the sites' newest rows and page back by creation time.

export const pageSize = 100;

export type ListQuery<State extends string> = {
  /** One site's id, or every site the member reaches. */
  siteId: string | null;
  state: State | null;
  /** Rows created before this instant (the next page). */
  before: Date | null;
};

export type Paged<Row> = { rows: Row[]; nextBefore: Date | null };

type SiteRef = Pick<GrantedSite, "id" | "name" | "slug">;

function sitesToRead(sites: readonly SiteRef[], siteId: string | null): SiteRef[] {
  return siteId ? sites.filter((site) => site.id === siteId) : [...sites];
}

/** Each site's newest rows, merged: the first `pageSize` by creation time, and where the next page starts. */
async function mergeSites<Row extends { createdAt: Date }>(
  sites: readonly SiteRef[],
  readSite: (site: SiteRef) => Promise<Row[]>,
): Promise<Paged<Row>> {
  const perSite = await Promise.all(sites.map((site) => withTenant(site.id, () => readSite(site))));
  const merged = perSite.flat().sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const rows = merged.slice(0, pageSize);
  const last = rows.at(-1);
  return { rows, nextBefore: merged.length > pageSize && last ? last.createdAt : null };
}

function reachCondition(scope: StaffScope, siteId: string, dealershipColumn: typeof cars.dealershipId): SQL | null {
  const reach = paymentsReach(scope, siteId);
  if (reach === "all") return sql`true`;
  return reach.length === 0 ? null : inArray(dealershipColumn, reach);
}

// ---------------------------------------------------------------------------------------------
// Reservations

export type ReservationRow = {
  id: string;
  siteId: string;
  siteName: string;
  dealershipId: string;
  carId: string;
  car: { year: number; make: string; model: string; badge: string | null; stocknum: string };
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  amountCents: number;
  status: ReservationStatus;
  origin: "reserve" | "journey";
  journeyId: string | null;
  heldUntil: Date | null;
  capturedAt: Date | null;
  endedAt: Date | null;
  cardBrand: string | null;
  cardLast4: string | null;
  paymentProvider: string;
  paymentReference: string | null;
  refundReference: string | null;
  failureMessage: string | null;
  createdAt: Date;
};

const reservationColumns = {
  id: reservations.id,
  siteId: reservations.siteId,
  dealershipId: cars.dealershipId,
  carId: reservations.carId,
  car: { year: cars.year, make: cars.make, model: cars.model, badge: cars.badge, stocknum: cars.stocknum },
  firstName: reservations.firstName,
  lastName: reservations.lastName,
  email: reservations.email,
  phone: reservations.phone,
  amountCents: reservations.amountCents,
  status: reservations.status,
  origin: reservations.origin,
  journeyId: reservations.journeyId,
  heldUntil: reservations.heldUntil,
  capturedAt: reservations.capturedAt,
  endedAt: reservations.endedAt,
  cardBrand: reservations.cardBrand,
  cardLast4: reservations.cardLast4,
  paymentProvider: reservations.paymentProvider,
  paymentReference: reservations.paymentReference,
  refundReference: reservations.refundReference,
  failureMessage: reservations.failureMessage,
  createdAt: reservations.createdAt,
};

export async function listReservations(
  db: Db,
  scope: StaffScope,
  sites: readonly SiteRef[],
  query: ListQuery<ReservationStatus>,
): Promise<Paged<ReservationRow>> {
  return mergeSites(sitesToRead(sites, query.siteId), async (site) => {
    const reach = reachCondition(scope, site.id, cars.dealershipId);
    if (!reach) return [];
    const rows = await db
      .select(reservationColumns)
      .from(reservations)
      .innerJoin(cars, eq(cars.id, reservations.carId))
      .where(
        and(
          eq(reservations.siteId, site.id),
          reach,
          // A failed attempt is no reservation: listed only when asked for.
          query.state ? eq(reservations.status, query.state) : ne(reservations.status, "failed"),
          query.before ? lt(reservations.createdAt, query.before) : undefined,
        ),
      )
      .orderBy(desc(reservations.createdAt))
      .limit(pageSize + 1);
    return rows.map((row) => ({ ...row, siteName: site.name }));
  });
}

/**
 * One reservation, looked for in each site the member reaches (acting for each in turn, so row-level
 * security holds); null when none has it. The caller checks the member may see it.
 */
export async function findReservationRow(
  db: Db,
  sites: readonly SiteRef[],
  id: string,
): Promise<ReservationRow | null> {
  const found = await Promise.all(
    sites.map((site) =>
      withTenant(site.id, async () => {
        const [row] = await db
          .select(reservationColumns)
          .from(reservations)
          .innerJoin(cars, eq(cars.id, reservations.carId))
          .where(and(eq(reservations.siteId, site.id), eq(reservations.id, id)))
          .limit(1);
        return row ? { ...row, siteName: site.name } : null;
      }),
    ),
  );
  return found.find((row) => row !== null) ?? null;
}

export type ReservationHistoryRow = {
  at: Date;
  action: string;
  staffName: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** The console moves recorded for a reservation (its audit rows), oldest first. */
export async function reservationHistory(
  db: Db,
  siteId: string,
  reservationId: string,
): Promise<ReservationHistoryRow[]> {
  return withTenant(siteId, () =>
    db
      .select({
        at: staffAudit.at,
        action: staffAudit.action,
        staffName: staffAccounts.name,
        before: staffAudit.before,
        after: staffAudit.after,
      })
      .from(staffAudit)
      .leftJoin(staffAccounts, eq(staffAccounts.id, staffAudit.staffAccountId))
      .where(and(eq(staffAudit.siteId, siteId), sql`${staffAudit.after}->>'reservationId' = ${reservationId}`))
      .orderBy(staffAudit.at),
  );
}

// ---------------------------------------------------------------------------------------------
// Buy-online journeys

export type JourneyState = "in_progress" | "submitted";

export type JourneyRow = {
  id: string;
  siteId: string;
  siteName: string;
  car: { year: number; make: string; model: string; badge: string | null; stocknum: string };
  shopperName: string | null;
  shopperEmail: string | null;
  currentStep: string;
  status: JourneyState;
  createdAt: Date;
  submittedAt: Date | null;
  /** The journey's deposit: its latest reservation that is not a failed attempt. */
  deposit: { id: string; status: ReservationStatus; amountCents: number; heldUntil: Date | null } | null;
};

function contactOf(answers: Record<string, Record<string, unknown>>): { name: string | null; email: string | null } {
  const contact = answers.contact ?? {};
  const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);
  const name = [text(contact.name), text(contact.last_name)].filter(Boolean).join(" ");
  return { name: name || null, email: text(contact.email) };
}

export async function listJourneys(
  db: Db,
  scope: StaffScope,
  sites: readonly SiteRef[],
  query: ListQuery<JourneyState>,
): Promise<Paged<JourneyRow>> {
  return mergeSites(sitesToRead(sites, query.siteId), async (site) => {
    const reach = reachCondition(scope, site.id, cars.dealershipId);
    if (!reach) return [];
    const rows = await db
      .select({
        id: checkoutJourneys.id,
        siteId: checkoutJourneys.siteId,
        car: { year: cars.year, make: cars.make, model: cars.model, badge: cars.badge, stocknum: cars.stocknum },
        answers: checkoutJourneys.answers,
        currentStep: checkoutJourneys.currentStep,
        status: checkoutJourneys.status,
        createdAt: checkoutJourneys.createdAt,
        submittedAt: checkoutJourneys.submittedAt,
      })
      .from(checkoutJourneys)
      .innerJoin(cars, eq(cars.id, checkoutJourneys.carId))
      .where(
        and(
          eq(checkoutJourneys.siteId, site.id),
          reach,
          query.state ? eq(checkoutJourneys.status, query.state) : undefined,
          query.before ? lt(checkoutJourneys.createdAt, query.before) : undefined,
        ),
      )
      .orderBy(desc(checkoutJourneys.createdAt))
      .limit(pageSize + 1);
    const ids = rows.map((row) => row.id);
    const deposits =
      ids.length === 0
        ? []
        : await db
            .select({
              id: reservations.id,
              journeyId: reservations.journeyId,
              status: reservations.status,
              amountCents: reservations.amountCents,
              heldUntil: reservations.heldUntil,
              createdAt: reservations.createdAt,
            })
            .from(reservations)
            .where(
              and(
                eq(reservations.siteId, site.id),
                inArray(reservations.journeyId, ids),
                ne(reservations.status, "failed"),
              ),
            )
            .orderBy(desc(reservations.createdAt));
    return rows.map(({ answers, ...row }) => {
      const contact = contactOf(answers);
      const deposit = deposits.find((candidate) => candidate.journeyId === row.id);
      return {
        ...row,
        siteName: site.name,
        shopperName: contact.name,
        shopperEmail: contact.email,
        deposit: deposit
          ? { id: deposit.id, status: deposit.status, amountCents: deposit.amountCents, heldUntil: deposit.heldUntil }
          : null,
      };
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Online payments

export type OnlinePaymentState = "pending" | "paid" | "declined" | "failed";

export type OnlinePaymentRow = {
  id: string;
  siteId: string;
  siteName: string;
  name: string;
  email: string;
  phone: string;
  reference: string;
  amountCents: number;
  status: OnlinePaymentState;
  cardBrand: string | null;
  cardLast4: string | null;
  failureMessage: string | null;
  createdAt: Date;
  paidAt: Date | null;
};

/**
 * A payment belongs to no car: a dealership's staff see those whose lead (the dealer's notice of the
 * payment) was routed to their dealership; the operator and the group admin see all of the site's.
 */
export async function listOnlinePayments(
  db: Db,
  scope: StaffScope,
  sites: readonly SiteRef[],
  query: ListQuery<OnlinePaymentState>,
): Promise<Paged<OnlinePaymentRow>> {
  return mergeSites(sitesToRead(sites, query.siteId), async (site) => {
    const reach = paymentsReach(scope, site.id);
    if (reach !== "all" && reach.length === 0) return [];
    const rows = await db
      .select({
        id: onlinePayments.id,
        siteId: onlinePayments.siteId,
        name: onlinePayments.name,
        email: onlinePayments.email,
        phone: onlinePayments.phone,
        reference: onlinePayments.reference,
        amountCents: onlinePayments.amountCents,
        status: onlinePayments.status,
        cardBrand: onlinePayments.cardBrand,
        cardLast4: onlinePayments.cardLast4,
        failureMessage: onlinePayments.failureMessage,
        createdAt: onlinePayments.createdAt,
        paidAt: onlinePayments.paidAt,
      })
      .from(onlinePayments)
      .leftJoin(leads, eq(leads.id, onlinePayments.leadId))
      .where(
        and(
          eq(onlinePayments.siteId, site.id),
          reach === "all" ? undefined : inArray(leads.dealershipId, reach),
          query.state ? eq(onlinePayments.status, query.state) : undefined,
          query.before ? lt(onlinePayments.createdAt, query.before) : undefined,
        ),
      )
      .orderBy(desc(onlinePayments.createdAt))
      .limit(pageSize + 1);
    return rows.map((row) => ({ ...row, siteName: site.name }));
  });
}
