import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { cars, leads } from "@/platform/db/schema";
import { findOffer } from "@/leads/server/trade-in-offers";
import { generateDemoData, type DemoData } from "@/demo/generate";
import { seedDemoData } from "@/demo/seed";
import { testBackends, type TestDatabase } from "@/leads/testing/database";
import { resolveSiteConfig } from "@/sites/resolve-config";
import { catalogueChoices } from "@/trade-in/catalogue";
import { findComparableCandidates } from "@/trade-in/comparables";
import { handleCatalogue, handleRegoLookup, handleValuation } from "@/trade-in/http";
import { LocalRegoLookup } from "@/trade-in/rego-lookup";
import { bestCondition, type ValuationInput } from "@/trade-in/schemas";
import { valueTradeIn } from "@/trade-in/value-trade-in";

// The trade-in engine against a real database, on PGlite and (with DATABASE_URL) the PostgreSQL
// server: the demo's rego register, the comparables query's filters and the API handlers.

const now = new Date(Date.UTC(2026, 10, 23, 3));
const dayMs = 86_400_000;
const siteConfig = (tradeIn: Record<string, unknown> = {}) => ({
  config: resolveSiteConfig("default", { tradeIn }),
});

type CarSpec = {
  model?: string;
  year: number;
  km: number;
  price: number;
  state: string;
  status?: string;
  soldDaysAgo?: number;
  carType?: "new" | "used" | "demo";
};

describe.each(testBackends())("trade-in engine on $name", (backend) => {
  let test: TestDatabase;
  let data: DemoData;
  const db = () => test.database.db;

  beforeAll(async () => {
    process.env.LOG_LEVEL = "warn";
    test = await backend.open();
    data = generateDemoData({ siteSlugs: ["harbourside"], carsPerSite: 8, referenceDate: now });
    await seedDemoData(db(), data);
    const site = data.sites[0];
    const dealership = data.dealerships[0];
    if (!site?.id || !dealership?.id) throw new Error("no demo site");
    const specs: CarSpec[] = [
      // Comparable with a 2023 Testmake Alpha on 40,000 km: three in NSW, three in VIC.
      { year: 2023, km: 40_000, price: 20_000, state: "NSW" },
      { year: 2023, km: 45_000, price: 22_000, state: "NSW", status: "coming_soon", carType: "demo" },
      { year: 2022, km: 50_000, price: 24_000, state: "NSW", status: "sold", soldDaysAgo: 10 },
      { year: 2021, km: 30_000, price: 23_000, state: "VIC" },
      { year: 2025, km: 10_000, price: 30_000, state: "VIC" },
      { year: 2023, km: 70_000, price: 19_000, state: "VIC" },
      // Not comparable: too old, too many km, no price, sold too long ago, new, another model,
      // withdrawn without a sale date.
      { year: 2020, km: 40_000, price: 15_000, state: "NSW" },
      { year: 2023, km: 70_001, price: 18_000, state: "NSW" },
      { year: 2023, km: 40_000, price: 0, state: "NSW" },
      { year: 2023, km: 40_000, price: 21_000, state: "NSW", status: "sold", soldDaysAgo: 200 },
      { year: 2023, km: 40, price: 35_000, state: "NSW", carType: "new" },
      { model: "Beta", year: 2023, km: 40_000, price: 21_000, state: "NSW" },
      { year: 2023, km: 40_000, price: 21_000, state: "NSW", status: "withdrawn" },
    ];
    await db()
      .insert(cars)
      .values(
        specs.map((spec, index) => ({
          siteId: site.id ?? "",
          dealershipId: dealership.id ?? "",
          slug: `testmake-${index}`,
          stocknum: `TM${index}`,
          name: `${spec.year} Testmake ${spec.model ?? "Alpha"}`,
          carType: spec.carType ?? "used",
          status: spec.status ?? "in_stock",
          soldAt: spec.soldDaysAgo === undefined ? null : new Date(now.getTime() - spec.soldDaysAgo * dayMs),
          year: spec.year,
          make: "Testmake",
          model: spec.model ?? "Alpha",
          km: spec.km,
          price: spec.price,
          state: spec.state,
        })),
      );
  });

  afterAll(async () => {
    await test.dispose();
  });

  describe("the rego register", () => {
    it("finds a documented demo car by state and plate, and nothing under another state", async () => {
      const register = new LocalRegoLookup(db());
      expect(await register.lookup({ rego: "CV21AB", regoState: "NSW" })).toEqual({
        found: true,
        vehicle: expect.objectContaining({
          year: 2023,
          make: "Ford",
          model: "Ranger",
          badge: "XLT",
          body: "Ute",
        }) as unknown,
      });
      expect(await register.lookup({ rego: "CV21AB", regoState: "VIC" })).toEqual({ found: false });
      expect(await register.lookup({ rego: "ZZZ999", regoState: "NSW" })).toEqual({ found: false });
    });

    it("finds a dealer's registered car under its plate, with its VIN", async () => {
      const car = data.cars.find((row) => row.regplate && row.itemType !== "caravan");
      if (!car?.regplate || !car.state) throw new Error("no registered demo car");
      const response = await handleRegoLookup(
        new Request("http://harbourside.localhost/api/trade-in/rego-lookup", {
          method: "POST",
          body: JSON.stringify({ rego: car.regplate.toLowerCase(), regoState: car.state.toLowerCase() }),
        }),
        { db: db() },
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        found: true,
        vehicle: expect.objectContaining({ year: car.year, make: car.make, model: car.model, vin: car.vin }) as unknown,
      });
    });
  });

  describe("comparables", () => {
    const alpha = { make: "testmake", model: "ALPHA", year: 2023, km: 40_000 };

    it("are the same make and model, close in year and km, priced, used or demo, in stock or sold lately", async () => {
      const found = await findComparableCandidates(db(), alpha, now);
      expect(found.map((car) => car.price).sort()).toEqual([19_000, 20_000, 22_000, 23_000, 24_000, 30_000]);
    });

    const input = (regoState?: ValuationInput["regoState"]): ValuationInput => ({
      vehicle: { make: "Testmake", model: "Alpha", year: 2023, km: 40_000 },
      condition: bestCondition,
      ...(regoState ? { regoState } : {}),
    });

    it("come from the shopper's state when it has enough, else from the whole country", async () => {
      expect(await valueTradeIn(db(), siteConfig(), input("NSW"), now)).toMatchObject({
        estimate: { basis: "state", comparables: 3 },
      });
      expect(await valueTradeIn(db(), siteConfig(), input("QLD"), now)).toMatchObject({
        estimate: { basis: "national", comparables: 6 },
      });
      expect(await valueTradeIn(db(), siteConfig({ minComparables: 4 }), input("NSW"), now)).toMatchObject({
        estimate: { basis: "national", comparables: 6 },
      });
      expect(await valueTradeIn(db(), siteConfig({ minComparables: 7 }), input("NSW"), now)).toMatchObject({
        estimate: null,
        reason: "too-few-comparables",
      });
    });

    it("fall back to the site's default state when the shopper gave none", async () => {
      const harbourside = resolveSiteConfig("default", {});
      const state = harbourside.contact.defaultState.toUpperCase();
      const result = await valueTradeIn(db(), { config: harbourside }, input(), now);
      expect(result).toMatchObject({ estimate: { basis: state === "NSW" || state === "VIC" ? "state" : "national" } });
    });
  });

  describe("the valuation API", () => {
    const post = (body: unknown, tradeIn: Record<string, unknown> = {}) =>
      handleValuation(
        new Request("http://harbourside.localhost/api/trade-in/valuation", {
          method: "POST",
          body: JSON.stringify(body),
        }),
        { db: db(), site: siteConfig(tradeIn), now },
      );

    it("answers an estimate in whole dollars with its range, comparables, confidence and basis", async () => {
      const response = await post({
        vehicle: { year: "2023", make: "Testmake", model: "Alpha", km: "40,000" },
        condition: { ...bestCondition, tyres: "fair" },
        regoState: "NSW",
        car_id: "wanted-car",
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const body = (await response.json()) as { estimate: Record<string, unknown> };
      expect(Object.keys(body)).toEqual(["estimate"]);
      expect(body.estimate).toEqual({
        low: expect.any(Number) as unknown,
        high: expect.any(Number) as unknown,
        offer: expect.any(Number) as unknown,
        comparables: 3,
        confidence: "low",
        basis: "state",
      });
      // NSW prices moved to 2023 and 40,000 km: 20,000; 22,000 × 1.0075 = 22,165; 24,000 × 1.015 ÷ 0.92.
      // Median 22,165 × 0.98 (fair tyres) × 0.88 (12% margin) − 1,500 = 17,615.1 → 17,600.
      expect(body.estimate.offer).toBe(17_600);
    });

    it("records the offer it makes against the flow's lead, valid for the site's number of days", async () => {
      const siteId = data.sites[0]?.id ?? "";
      const [lead] = await db()
        .insert(leads)
        .values({ siteId, idempotencyKey: randomUUID(), formType: "rego-lookup", category: "Rego Lookup", payload: {} })
        .returning({ id: leads.id });
      if (!lead) throw new Error("no lead");
      const body = {
        vehicle: { year: 2023, make: "Testmake", model: "Alpha", km: 40_000 },
        condition: bestCondition,
        regoState: "NSW",
        lead_id: lead.id,
      };
      const valued = (tradeIn: Record<string, unknown>, request: unknown) =>
        handleValuation(
          new Request("http://harbourside.localhost/api/trade-in/valuation", {
            method: "POST",
            body: JSON.stringify(request),
          }),
          { db: db(), site: { id: siteId, ...siteConfig(tradeIn) }, now },
        );
      const response = await valued({ offerValidDays: 3 }, body);
      expect(response.status).toBe(200);
      const answer = (await response.json()) as {
        estimate: { offer: number };
        offer: { id: string; validUntil: string };
      };
      expect(answer.offer.validUntil).toBe(new Date(now.getTime() + 3 * dayMs).toISOString());
      expect(await findOffer(db(), siteId, lead.id)).toMatchObject({
        id: answer.offer.id,
        offer: answer.estimate.offer,
        madeAt: now.toISOString(),
      });
      // A lead of no flow on this site: the offer cannot be recorded, so it is not made.
      const unknown = await valued({}, { ...body, lead_id: randomUUID() });
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toMatchObject({
        error: "The earlier step of this form could not be found. Please start again.",
      });
    });

    it("says plainly why an old car gets no estimate", async () => {
      const response = await post({
        vehicle: { year: 2015, make: "Testmake", model: "Alpha", km: 40_000 },
        condition: bestCondition,
      });
      expect(await response.json()).toEqual({
        estimate: null,
        reason: "too-old",
        message:
          "We can't value cars more than 7 years old online. Send us your details and our team will contact you with a valuation.",
      });
    });

    it("answers 400 with each field's message for bad input", async () => {
      const response = await post({ vehicle: { year: 2023, make: "", model: "Alpha" }, condition: { tyres: "bald" } });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; fieldErrors: Record<string, string> };
      expect(body.fieldErrors).toMatchObject({
        "vehicle.make": "Please choose the make",
        "vehicle.km": "Please enter the kilometres",
        "condition.tyres": "Please tell us what condition the tyres are in",
        "condition.accidentDamage": "Please tell us whether the car has accident or body damage",
      });
      expect(body.error).toBe("Please choose the make");
    });

    it("answers a missing condition with a sentence, never zod's raw wording", async () => {
      const response = await post({ vehicle: { year: 2023, make: "Testmake", model: "Alpha", km: 40_000 } });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; fieldErrors: Record<string, string> };
      expect(body.fieldErrors.condition).toBe("is required");
      expect(body.error).toBe("condition is required");
      expect(JSON.stringify(body)).not.toMatch(/Invalid input|expected object|received undefined/);
    });
  });

  describe("the catalogue picker", () => {
    it("offers years, then the makes sold that year, the make's models and the model's badges", async () => {
      const top = await catalogueChoices(db(), {}, now);
      expect(top.years[0]).toBe(2027);
      expect(top.years).toContain(2000);
      expect(top).toMatchObject({ makes: [], models: [], badges: [] });

      const toyota = await catalogueChoices(db(), { year: 2023, make: "toyota", model: "corolla" }, now);
      expect(toyota.makes).toEqual(expect.arrayContaining(["Ford", "Mazda", "Toyota"]));
      expect(toyota.models).toEqual(expect.arrayContaining(["Camry", "Corolla", "HiLux", "RAV4"]));
      expect(toyota.badges).toEqual(expect.arrayContaining(["Ascent Sport", "SX", "ZR Hybrid"]));
    });

    it("leaves out models not yet sold in the chosen year", async () => {
      const tesla2023 = await catalogueChoices(db(), { year: 2023, make: "Tesla" }, now);
      const tesla2015 = await catalogueChoices(db(), { year: 2015, make: "Tesla" }, now);
      expect(tesla2023.models).toContain("Model 3");
      expect(tesla2015.models).not.toContain("Model 3");
    });

    it("answers the query string over HTTP, and 400 for a year that is not a number", async () => {
      const get = (query: string) =>
        handleCatalogue(new Request(`http://harbourside.localhost/api/trade-in/catalogue?${query}`), { db: db(), now });
      const ok = await get("year=2023&make=Mazda");
      expect(ok.status).toBe(200);
      expect(((await ok.json()) as { models: string[] }).models).toContain("CX-5");
      const bad = await get("year=twenty");
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ error: "Please choose a year between 1950 and next year" });
    });
  });
});
