import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { HEAD } from "@/app/api/cars/[slug]/view.json/route";
import { carViews, cars, sites } from "@/platform/db/schema";
import { generateDemoData } from "@/demo/generate";
import { seedDemoData } from "@/demo/seed";
import { testBackends, type TestDatabase } from "@/leads/testing/database";
import { carViewReplySchema } from "@/vehicle/view-count";
import { handleCarViewRequest } from "@/vehicle/views";

// GET /api/cars/{slug}/view.json against a real database: each view counted once and atomically,
// the car's changed fields reported against what the page rendered, and the site boundary kept.

type Car = typeof cars.$inferSelect;

describe.each(testBackends())("car view counter on $name", (backend) => {
  let test: TestDatabase;
  let harbourside: { id: string };
  let redgum: { id: string };
  /** Harbourside cars, one per test, so no test's views or edits reach another's. */
  let spare: Car[] = [];
  let redgumCar: Car;

  const db = () => test.database.db;

  beforeAll(async () => {
    process.env.LOG_LEVEL = "warn";
    test = await backend.open();
    await seedDemoData(db(), generateDemoData({ siteSlugs: ["harbourside", "redgum"], carsPerSite: 16 }));
    const siteIds = new Map((await db().select().from(sites)).map((site) => [site.slug, { id: site.id }]));
    const [first, second] = [siteIds.get("harbourside"), siteIds.get("redgum")];
    if (!first || !second) throw new Error("demo sites missing");
    harbourside = first;
    redgum = second;
    spare = await db()
      .select()
      .from(cars)
      .where(and(eq(cars.siteId, harbourside.id), eq(cars.showOnDealerWebsite, true)));
    const [other] = await db()
      .select()
      .from(cars)
      .where(and(eq(cars.siteId, redgum.id), eq(cars.showOnDealerWebsite, true)))
      .limit(1);
    if (!other) throw new Error("no redgum car");
    redgumCar = other;
  });

  afterAll(async () => {
    await test.dispose();
  });

  /** A harbourside car of its own, in stock, last updated at a known instant. */
  async function freshCar(updatedAt = new Date("2026-03-01T10:00:00.000Z")): Promise<Car> {
    const car = spare.pop();
    if (!car) throw new Error("out of harbourside cars: seed more");
    const [row] = await db()
      .update(cars)
      .set({ status: "in_stock", reserved: false, price: 25_000, updatedAt })
      .where(eq(cars.id, car.id))
      .returning();
    if (!row) throw new Error("car vanished");
    return row;
  }

  function renderedQuery(car: Car, overrides: Record<string, string | undefined> = {}): Record<string, string> {
    const query: Record<string, string | undefined> = {
      photos_count: String(car.images.length),
      updated_at: car.updatedAt.toISOString(),
      ...overrides,
    };
    return Object.fromEntries(
      Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
  }

  let shopper = 0;
  /** A view from a new shopper each time (one client's repeats are not counted: rate-limits.test.ts). */
  async function view(slug: string, query: Record<string, string>, site = harbourside) {
    const url = `http://harbourside.localhost/api/cars/${encodeURIComponent(slug)}/view.json?${new URLSearchParams(query).toString()}`;
    const client = { "x-forwarded-for": `203.0.113.${(shopper += 1) % 250}` };
    const response = await handleCarViewRequest(new Request(url, { headers: client }), { db: db(), site, slug });
    const body: unknown = await response.json();
    return { response, body };
  }

  async function stored(carId: string) {
    const [car] = await db().select({ views: cars.views }).from(cars).where(eq(cars.id, carId));
    const [logged] = await db().select({ n: count() }).from(carViews).where(eq(carViews.carId, carId));
    return { views: car?.views, logged: logged?.n };
  }

  it("counts each shopper's GET as one view, logs it, and answers the growing count without caching", async () => {
    const car = await freshCar();
    const before = await stored(car.id);

    const first = await view(car.slug, renderedQuery(car));
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("cache-control")).toBe("no-store");
    expect(first.body).toEqual({ views: car.views + 1, car_fields: {} });
    expect(carViewReplySchema.safeParse(first.body).success).toBe(true);

    const second = await view(car.slug, renderedQuery(car));
    expect(second.response.status).toBe(200);
    expect(second.body).toEqual({ views: car.views + 2, car_fields: {} });

    expect(await stored(car.id)).toEqual({ views: (before.views ?? 0) + 2, logged: (before.logged ?? 0) + 2 });
    const [log] = await db().select().from(carViews).where(eq(carViews.carId, car.id)).limit(1);
    expect(log?.siteId).toBe(harbourside.id);
  });

  it("gives concurrent views a count each, with none lost", async () => {
    const car = await freshCar();
    const replies = await Promise.all(Array.from({ length: 8 }, () => view(car.slug, renderedQuery(car))));
    const counts = replies.map(({ body }) => carViewReplySchema.parse(body).views).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 8 }, (_, index) => car.views + index + 1));
    expect(await stored(car.id)).toEqual({ views: car.views + 8, logged: 8 });
  });

  it("reports the current price, status, reserved flag and updated_at when the car changed after rendering", async () => {
    const car = await freshCar();
    const renderedWith = renderedQuery(car);
    const changedAt = new Date("2026-03-02T08:15:00.000Z");
    await db()
      .update(cars)
      .set({ price: 23_500, status: "sold", reserved: true, updatedAt: changedAt })
      .where(eq(cars.id, car.id));

    const { response, body } = await view(car.slug, renderedWith);
    expect(response.status).toBe(200);
    expect(body).toEqual({
      views: car.views + 1,
      car_fields: { price: 23_500, status: "sold", reserved: true, updated_at: changedAt.toISOString() },
    });
  });

  it("answers empty car_fields when the page is current, to the millisecond the page can know", async () => {
    // PostgreSQL keeps microseconds; the page renders a JavaScript date, which keeps milliseconds.
    const car = await freshCar();
    await db()
      .update(cars)
      .set({ updatedAt: sql`'2026-03-01T10:00:00.123456Z'::timestamptz` })
      .where(eq(cars.id, car.id));
    const { body } = await view(car.slug, renderedQuery(car, { updated_at: "2026-03-01T10:00:00.123Z" }));
    expect(body).toEqual({ views: car.views + 1, car_fields: {} });

    // A page rendered earlier than the stored time is stale, and one from the future is not.
    const stale = await view(car.slug, renderedQuery(car, { updated_at: "2026-03-01T10:00:00.122Z" }));
    expect(stale.body).toMatchObject({ car_fields: { price: 25_000, status: "in_stock", reserved: false } });
    const later = await view(car.slug, renderedQuery(car, { updated_at: "2026-03-01T11:00:00+01:00" }));
    expect(later.body).toMatchObject({ car_fields: {} });
  });

  it("reports the stored photo count when the page rendered a different one", async () => {
    const car = await freshCar();
    expect(car.images.length).toBeGreaterThan(0);
    const { body } = await view(car.slug, renderedQuery(car, { photos_count: String(car.images.length + 3) }));
    expect(body).toEqual({ views: car.views + 1, car_fields: { photos_count: car.images.length } });
  });

  it("refuses a bad query with a 400 naming the problem, and counts nothing", async () => {
    const car = await freshCar();
    const cases: [Record<string, string | undefined>, RegExp][] = [
      [{ photos_count: "-1" }, /photos_count/],
      [{ photos_count: "2.5" }, /photos_count/],
      [{ photos_count: "many" }, /photos_count/],
      [{ photos_count: "" }, /photos_count/],
      [{ photos_count: undefined }, /photos_count/],
      [{ updated_at: "yesterday" }, /updated_at/],
      [{ updated_at: "2026-03-01" }, /updated_at/],
      [{ updated_at: undefined }, /updated_at/],
    ];
    for (const [overrides, message] of cases) {
      const { response, body } = await view(car.slug, renderedQuery(car, overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(z.strictObject({ error: z.string() }).parse(body).error).toMatch(message);
    }
    expect(await stored(car.id)).toEqual({ views: car.views, logged: 0 });
  });

  it("answers 404 for another site's car and leaves its count alone", async () => {
    const { response, body } = await view(redgumCar.slug, renderedQuery(redgumCar));
    expect(response.status).toBe(404);
    expect(body).toEqual({ error: "No such car on this site" });
    expect(await stored(redgumCar.id)).toEqual({ views: redgumCar.views, logged: 0 });

    // The same car counts when asked for by its own site.
    const own = await view(redgumCar.slug, renderedQuery(redgumCar), redgum);
    expect(own.response.status).toBe(200);
    expect(await stored(redgumCar.id)).toEqual({ views: redgumCar.views + 1, logged: 1 });
  });

  it("answers 404 for an unknown slug and for a car hidden from the website", async () => {
    const car = await freshCar();
    expect((await view("no-such-car", renderedQuery(car))).response.status).toBe(404);
    await db().update(cars).set({ showOnDealerWebsite: false }).where(eq(cars.id, car.id));
    expect((await view(car.slug, renderedQuery(car))).response.status).toBe(404);
    expect(await stored(car.id)).toEqual({ views: car.views, logged: 0 });
  });

  it("accepts the site's own website_id and refuses another's with a 400", async () => {
    const car = await freshCar();
    const other = await view(car.slug, renderedQuery(car, { website_id: redgum.id }));
    expect(other.response.status).toBe(400);
    expect(other.body).toEqual({ error: "website_id does not match this site" });
    const own = await view(car.slug, renderedQuery(car, { website_id: harbourside.id }));
    expect(own.response.status).toBe(200);
    expect(await stored(car.id)).toEqual({ views: car.views + 1, logged: 1 });
  });

  it("answers HEAD with 405, so only a GET counts (Next would otherwise run the GET for it)", () => {
    const response = HEAD();
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
  });
});
