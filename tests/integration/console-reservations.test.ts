import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import {
  cars,
  dealerGroups,
  dealerships,
  leadOutbox,
  leads,
  reservations,
  sites,
  staffAudit,
} from "@/platform/db/schema";
import { LocalPaymentProvider, localTestCards } from "@/checkout/payments/local-provider";
import { PaymentUnavailableError, type PaymentProvider } from "@/checkout/payments/provider";
import { reserveCar } from "@/checkout/reservations";
import { resolveStaffScope, createStaffAccount } from "@/console/server/staff-accounts";
import { testBackends, seedLeadSites, type TestDatabase } from "@/leads/testing/database";
import type { LeadSite } from "@/leads/server/submit";

vi.mock("server-only", () => ({}));

const { moveReservation, moveMessages } = await import("@/console/reservations/server/reservation-moves");
const { listReservations } = await import("@/console/reservations/server/reservation-data");
const { listGrantedSites } = await import("@/console/server/staff-accounts");

// Capture, cancel and refund from the console on a real database: the member's role at the
// reservation's dealership decides, the move is the CLI's own (processor, row, car, shopper's
// notice), and its audit line is written with it.

const contact = {
  name: "Jane",
  last_name: "Citizen",
  email: "jane.citizen@example.com",
  phone: "0412 345 678",
  postcode: "2000",
};

describe.each(testBackends())("the console's reservation moves on $name", (backend) => {
  let test: TestDatabase;
  let site: LeadSite;
  let freeCars: string[];
  const provider = new LocalPaymentProvider();
  const db = (): Db => test.database.db;
  const members: Record<string, { staffAccountId: string; scope: Awaited<ReturnType<typeof resolveStaffScope>> }> = {};

  async function member(name: string, grants: Parameters<typeof createStaffAccount>[1]["grants"]) {
    const account = await createStaffAccount(db(), {
      email: `${name}@staff.example`,
      name,
      password: "a long enough password for tests",
      grants,
    });
    members[name] = { staffAccountId: account.id, scope: await resolveStaffScope(db(), db(), account.id) };
  }

  async function heldReservation(): Promise<string> {
    const carId = freeCars.shift();
    if (!carId) throw new Error("out of cars");
    const result = await reserveCar(
      db(),
      site,
      {
        carId,
        contact,
        payment: {
          kind: "card",
          card: { number: localTestCards.accepted, expiryMonth: 12, expiryYear: 2030, cvc: "1" },
        },
        idempotencyKey: randomUUID(),
        origin: "reserve",
      },
      provider,
    );
    if (result.kind !== "reserved") throw new Error(JSON.stringify(result));
    return result.reservation.id;
  }

  async function statusOf(id: string) {
    const [row] = await db().select({ status: reservations.status }).from(reservations).where(eq(reservations.id, id));
    return row?.status;
  }

  async function auditFor(id: string) {
    const rows = await db().select().from(staffAudit);
    return rows.filter((row) => row.after?.reservationId === id);
  }

  async function shopperNotices(id: string) {
    return db()
      .select({ event: leads.payload, channel: leadOutbox.channel, target: leadOutbox.target })
      .from(leadOutbox)
      .innerJoin(leads, eq(leads.id, leadOutbox.leadId))
      .where(and(eq(leadOutbox.channel, "shopper-email"), eq(leads.formType, "reservation")))
      .then((rows) => rows.filter((row) => (row.event as Record<string, unknown>).reservation_id === id));
  }

  beforeAll(async () => {
    process.env.LOG_LEVEL = "error";
    test = await backend.open();
    const seeded = await seedLeadSites(test.database);
    const harbourside = seeded.harbourside;
    if (!harbourside) throw new Error("no harbourside");
    site = harbourside;
    freeCars = (
      await db()
        .select({ id: cars.id })
        .from(cars)
        .where(
          and(
            eq(cars.siteId, site.id),
            eq(cars.status, "in_stock"),
            eq(cars.reserved, false),
            eq(cars.checkoutEnabled, true),
          ),
        )
    ).map((row) => row.id);
    const [dealership] = await db()
      .select({ id: dealerships.id })
      .from(dealerships)
      .where(eq(dealerships.siteId, site.id));
    const [redgum] = await db().select({ id: sites.id }).from(sites).where(eq(sites.slug, "redgum"));
    const [redgumDealership] = await db()
      .select({ id: dealerships.id })
      .from(dealerships)
      .where(eq(dealerships.siteId, redgum?.id ?? ""));
    if (!dealership || !redgum || !redgumDealership) throw new Error("demo dealerships missing");
    // Two groups: harbourside's, and another that owns redgum.
    const [ours] = await db().insert(dealerGroups).values({ name: "Harbour test group" }).returning();
    const [theirs] = await db().insert(dealerGroups).values({ name: "Other test group" }).returning();
    if (!ours || !theirs) throw new Error("groups not made");
    await db().update(sites).set({ groupId: ours.id }).where(eq(sites.id, site.id));
    await db().update(sites).set({ groupId: theirs.id }).where(eq(sites.id, redgum.id));
    await member("manager", [{ role: "manager", dealershipId: dealership.id }]);
    await member("sales", [{ role: "salesperson", dealershipId: dealership.id }]);
    await member("admin", [{ role: "group_admin", groupId: ours.id }]);
    await member("other-admin", [{ role: "group_admin", groupId: theirs.id }]);
    await member("other-manager", [{ role: "manager", dealershipId: redgumDealership.id }]);
  }, 180_000);

  afterAll(async () => {
    await test.dispose();
  });

  it("a manager captures, then refunds: each move audited with before and after, and the shopper e-mailed", async () => {
    const id = await heldReservation();
    const manager = members.manager!;
    expect(await moveReservation(db(), provider, manager, id, "capture")).toEqual({
      ok: true,
      status: "captured",
      refundReference: null,
    });
    expect(await statusOf(id)).toBe("captured");
    const refund = await moveReservation(db(), provider, manager, id, "refund");
    expect(refund).toMatchObject({ ok: true, status: "refunded" });
    expect(await statusOf(id)).toBe("refunded");

    const audit = await auditFor(id);
    expect(audit.map((row) => [row.action, row.before?.status, row.after?.status])).toEqual([
      ["reservation-captured", "held", "captured"],
      ["reservation-refunded", "captured", "refunded"],
    ]);
    expect(audit.every((row) => row.staffAccountId === manager.staffAccountId && row.siteId === site.id)).toBe(true);
    const notices = await shopperNotices(id);
    const events = notices.map((row) => (row.event as Record<string, unknown>).reservation_event);
    expect(events).toEqual(expect.arrayContaining(["held", "captured", "refunded"]));
    expect(notices.every((row) => row.target === contact.email)).toBe(true);
  });

  it("the group admin cancels a hold; the car is for sale again", async () => {
    const id = await heldReservation();
    expect(await moveReservation(db(), provider, members.admin!, id, "cancel")).toMatchObject({
      ok: true,
      status: "cancelled",
    });
    const [row] = await db().select({ carId: reservations.carId }).from(reservations).where(eq(reservations.id, id));
    const [car] = await db()
      .select({ reserved: cars.reserved })
      .from(cars)
      .where(eq(cars.id, row?.carId ?? ""));
    expect(car?.reserved).toBe(false);
    expect((await auditFor(id)).map((entry) => entry.action)).toEqual(["reservation-cancelled"]);
  });

  it("a salesperson sees the reservation but may not move it; another group's admin or dealership's manager cannot find it", async () => {
    const id = await heldReservation();
    expect(await moveReservation(db(), provider, members.sales!, id, "capture")).toEqual({
      ok: false,
      reason: "forbidden",
      message: moveMessages.forbidden,
    });
    const sales = members.sales!;
    const listed = await listReservations(db(), sales.scope, await listGrantedSites(db(), sales.scope), {
      siteId: null,
      state: null,
      before: null,
    });
    expect(listed.rows.map((row) => row.id)).toContain(id);
    for (const stranger of [members["other-admin"]!, members["other-manager"]!]) {
      expect(await moveReservation(db(), provider, stranger, id, "capture")).toMatchObject({
        ok: false,
        reason: "not-found",
      });
      const theirs = await listReservations(db(), stranger.scope, await listGrantedSites(db(), stranger.scope), {
        siteId: null,
        state: null,
        before: null,
      });
      expect(theirs.rows.map((row) => row.id)).not.toContain(id);
    }
    expect(await statusOf(id)).toBe("held");
    expect(await auditFor(id)).toEqual([]);
  });

  it("a move the state does not allow, and a processor that fails, are messages and change nothing", async () => {
    const id = await heldReservation();
    expect(await moveReservation(db(), provider, members.manager!, id, "refund")).toEqual({
      ok: false,
      reason: "refused",
      message: "The deposit has not been taken yet: cancel the hold instead.",
    });
    const down: PaymentProvider = {
      ...provider,
      name: provider.name,
      authorise: (request) => provider.authorise(request),
      capture: () => Promise.reject(new PaymentUnavailableError("timeout")),
      voidAuthorisation: (reference, key) => provider.voidAuthorisation(reference, key),
      refund: (reference, key) => provider.refund(reference, key),
    };
    expect(await moveReservation(db(), down, members.manager!, id, "capture")).toEqual({
      ok: false,
      reason: "processor",
      message: moveMessages.unreachable,
    });
    expect(await statusOf(id)).toBe("held");
    expect(await auditFor(id)).toEqual([]);
  });
});
