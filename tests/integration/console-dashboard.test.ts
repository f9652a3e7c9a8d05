import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { carPriceChanges, carViews, cars, dealerships, leads, reservations } from "@/platform/db/schema";
import { demoStaff } from "@/console/demo-staff";
import { ensureDemoStaff } from "@/console/server/demo-staff-seed";
import { findStaffAccountByEmail, resolveStaffScope } from "@/console/server/staff-accounts";
import { periodStart, type DashboardPeriod } from "@/console/dashboard/filters";
import { listReachableDealerships, loadDashboardFigures } from "@/console/dashboard/server/figures";
import type { LeadViewer } from "@/console/server/lead-scope";
import { seedLeadSites, testBackends, type TestDatabase } from "@/leads/testing/database";

// The dashboard's aggregate queries over a seeded set whose counts are known: each figure counts
// the right rows, the period's edges are where the page says they are, a manager's figures hold
// their own dealership's rows only and a salesperson's the leads the inbox shows them.

const dayMs = 24 * 60 * 60_000;
const now = new Date("2026-11-29T06:00:00Z");
const ago = (days: number, extraMs = 0) => new Date(now.getTime() - days * dayMs - extraMs);

describe.each(testBackends())("the console dashboard's figures on $name", (backend) => {
  let test: TestDatabase;
  const db = (): Db => test.database.db;
  let harbourside = "";
  let redgum = "";
  let motors = ""; // the manager's dealership at Harbourside
  let annex = ""; // a second Harbourside dealership the manager does not work at
  let carOne = "";
  let carTwo = "";
  let carThree = "";
  let annexCar = "";
  const viewers = new Map<string, LeadViewer>();

  const viewerOf = (role: string): LeadViewer => {
    const viewer = viewers.get(role);
    if (!viewer) throw new Error(`no ${role}`);
    return viewer;
  };
  const figures = (role: string, siteId: string, days: DashboardPeriod, dealershipId: string | null = null) =>
    loadDashboardFigures(db(), {
      viewer: viewerOf(role),
      siteId,
      dealershipId,
      since: periodStart(days, now),
      until: now,
    });

  let key = 0;
  const lead = (siteId: string, dealershipId: string | null, values: Partial<typeof leads.$inferInsert>) => ({
    siteId,
    dealershipId,
    idempotencyKey: `dashboard-${++key}`,
    category: "Enquiry",
    payload: {},
    ...values,
  });

  beforeAll(async () => {
    test = await backend.open();
    const sites = await seedLeadSites(test.database);
    harbourside = sites.harbourside?.id ?? "";
    redgum = sites.redgum?.id ?? "";
    await ensureDemoStaff(db());
    for (const member of demoStaff) {
      const account = await findStaffAccountByEmail(db(), member.email);
      if (!account) continue;
      viewers.set(member.role, {
        staffAccountId: account.id,
        scope: await resolveStaffScope(db(), db(), account.id),
      });
    }

    const [ownDealership] = await db()
      .select({ id: dealerships.id })
      .from(dealerships)
      .where(and(eq(dealerships.siteId, harbourside), eq(dealerships.slug, "harbourside-motors")));
    motors = ownDealership?.id ?? "";
    const [added] = await db()
      .insert(dealerships)
      .values({ siteId: harbourside, name: "Harbourside Annex", slug: "annex" })
      .returning({ id: dealerships.id });
    annex = added?.id ?? "";

    // Every Harbourside car listed ten days ago, and not one of them reserved, viewed or enquired about.
    await db()
      .update(cars)
      .set({ createdAt: ago(10), status: "in_stock" })
      .where(eq(cars.siteId, harbourside));
    const motorsCars = await db()
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.siteId, harbourside), eq(cars.dealershipId, motors)))
      .orderBy(asc(cars.stocknum));
    [carOne, carTwo, carThree] = motorsCars.map((car) => car.id) as [string, string, string];
    const [moved] = motorsCars.slice(-1);
    annexCar = moved?.id ?? "";
    await db().update(cars).set({ dealershipId: annex }).where(eq(cars.id, annexCar));
    await db()
      .update(cars)
      .set({ createdAt: ago(100) })
      .where(eq(cars.id, carOne));

    await db()
      .insert(leads)
      .values([
        // Three test drives of car one this week, from its page (with a query string).
        ...[1, 2, 3].map((day) =>
          lead(harbourside, motors, {
            formType: "test-drive",
            carId: carOne,
            url: "https://harbourside.localhost/cars/car-one?utm_source=mail",
            createdAt: ago(day),
          }),
        ),
        // Two finance applications without a page, twenty days ago.
        ...[0, 1].map(() =>
          lead(harbourside, motors, { formType: "finance", source: "Finance API", createdAt: ago(20) }),
        ),
        // The 30-day period's edges: exactly 30 days ago counts, a second older does not.
        lead(harbourside, motors, { formType: "enquiry", url: "/contact-us", createdAt: ago(30) }),
        lead(harbourside, motors, { formType: "enquiry", url: "/contact-us", createdAt: ago(30, 1_000) }),
        // Four service bookings at the other dealership yesterday.
        ...[0, 1, 2, 3].map(() => lead(harbourside, annex, { formType: "service", createdAt: ago(1) })),
        // Redgum: one lead nobody has, one the manager (another account) has.
        lead(redgum, null, { formType: "enquiry", createdAt: ago(2) }),
        lead(redgum, null, {
          formType: "enquiry",
          createdAt: ago(2),
          assignedStaffId: viewerOf("manager").staffAccountId,
        }),
      ]);
    // Redgum's leads belong to its dealership (the seed made one).
    const [redgumDealership] = await db()
      .select({ id: dealerships.id })
      .from(dealerships)
      .where(eq(dealerships.siteId, redgum));
    await db()
      .update(leads)
      .set({ dealershipId: redgumDealership?.id ?? null })
      .where(eq(leads.siteId, redgum));

    await db()
      .insert(carViews)
      .values([
        ...Array.from({ length: 5 }, (_, i) => ({ siteId: harbourside, carId: carOne, viewedAt: ago(i, 60_000) })),
        ...Array.from({ length: 9 }, () => ({ siteId: harbourside, carId: annexCar, viewedAt: ago(2) })),
        // Forty days ago: outside 7 and 30 days.
        ...Array.from({ length: 20 }, () => ({ siteId: harbourside, carId: carTwo, viewedAt: ago(40) })),
      ]);
    const reservation = (carId: string, status: "held" | "captured" | "refunded") => ({
      siteId: harbourside,
      carId,
      idempotencyKey: `dashboard-reservation-${carId}`,
      firstName: "Pat",
      lastName: "Shopper",
      email: "pat@example.com",
      phone: "0400000000",
      amountCents: 50_000,
      status,
      paymentProvider: "local",
      createdAt: ago(3),
    });
    await db()
      .insert(reservations)
      .values([reservation(carTwo, "held"), reservation(carThree, "captured"), reservation(annexCar, "refunded")]);
    await db()
      .insert(carPriceChanges)
      .values([
        { siteId: harbourside, carId: carOne, oldPrice: 30_000, newPrice: 29_000, changedAt: ago(6) },
        { siteId: harbourside, carId: carOne, oldPrice: 29_000, newPrice: 27_500, changedAt: ago(2) },
        { siteId: harbourside, carId: carTwo, oldPrice: 20_000, newPrice: 19_000, changedAt: ago(60) },
      ]);
  }, 120_000);

  afterAll(async () => {
    await test.dispose();
  });

  it("counts a site's leads by type, page and car, reservations, views, stock age and price changes", async () => {
    const all = await figures("operator", harbourside, 30);
    expect(all.leadsTotal).toBe(10);
    expect(all.leadsByType.map((row) => [row.key, row.count])).toEqual([
      ["service", 4],
      ["test-drive", 3],
      ["finance", 2],
      ["enquiry", 1],
    ]);
    // The page's path without its query; a lead without a page counts under its sender.
    expect(all.leadsBySource.map((row) => [row.label, row.count])).toEqual([
      ["Website", 4],
      ["/cars/car-one", 3],
      ["Finance API", 2],
      ["/contact-us", 1],
    ]);
    expect(all.leadsByCar.map((row) => [row.carId, row.count])).toEqual([[carOne, 3]]);
    expect(all.reservations.map((row) => [row.status, row.count, row.amountCents])).toEqual([
      ["held", 1, 50_000],
      ["captured", 1, 50_000],
      ["refunded", 1, 50_000],
    ]);
    expect(all.mostViewed.map((row) => [row.carId, row.count])).toEqual([
      [annexCar, 9],
      [carOne, 5],
    ]);
    expect(all.viewsAndEnquiries.map((row) => [row.carId, row.views, row.enquiries])).toEqual([
      [annexCar, 9, 0],
      [carOne, 5, 3],
    ]);
    const inStock = (await db().select({ id: cars.id }).from(cars).where(eq(cars.siteId, harbourside))).length;
    expect(all.stockAgeBuckets.map((row) => [row.key, row.count])).toEqual([
      ["0-30", inStock - 1],
      ["31-60", 0],
      ["61-90", 0],
      ["91+", 1],
    ]);
    expect(all.oldestStock[0]).toMatchObject({ carId: carOne, days: 100 });
    expect(all.priceChanges).toEqual([
      expect.objectContaining({ carId: carOne, changes: 2, firstPrice: 30_000, lastPrice: 27_500 }),
    ]);
  });

  it("the period's edges: 7 days, 30 days (exactly 30 days ago counts), 90 days", async () => {
    const week = await figures("operator", harbourside, 7);
    expect(week.leadsTotal).toBe(7);
    expect(week.mostViewed.map((row) => row.count)).toEqual([9, 5]);
    const quarter = await figures("operator", harbourside, 90);
    expect(quarter.leadsTotal).toBe(11);
    expect(quarter.mostViewed.map((row) => [row.carId, row.count])[0]).toEqual([carTwo, 20]);
    expect(quarter.priceChanges.map((row) => row.carId)).toEqual([carOne, carTwo]);
  });

  it("a manager's figures hold their own dealership only; a dealership filter narrows the operator's", async () => {
    const mine = await figures("manager", harbourside, 30);
    expect(mine.leadsTotal).toBe(6);
    expect(mine.leadsByType.map((row) => row.key)).not.toContain("service");
    expect(mine.mostViewed.map((row) => row.carId)).toEqual([carOne]);
    expect(mine.reservations.map((row) => row.status)).toEqual(["held", "captured"]);
    expect(mine.oldestStock.map((row) => row.carId)).not.toContain(annexCar);
    expect((await listReachableDealerships(db(), viewerOf("manager"), harbourside)).map((d) => d.id)).toEqual([motors]);

    const annexOnly = await figures("operator", harbourside, 30, annex);
    expect(annexOnly.leadsTotal).toBe(4);
    expect(annexOnly.reservations.map((row) => row.status)).toEqual(["refunded"]);

    // Another site's figures: the manager reaches none of Redgum's.
    const elsewhere = await figures("manager", redgum, 30);
    expect(elsewhere).toMatchObject({ leadsTotal: 0, mostViewed: [], stockAgeBuckets: [], reservations: [] });
  });

  it("a salesperson's lead figures are the leads their inbox shows: theirs and nobody's", async () => {
    const sales = await figures("salesperson", redgum, 30);
    expect(sales.leadsTotal).toBe(1);
    const operator = await figures("operator", redgum, 30);
    expect(operator.leadsTotal).toBe(2);
    // Nothing of Harbourside.
    expect(await figures("salesperson", harbourside, 30)).toMatchObject({ leadsTotal: 0, oldestStock: [] });
  });
});
