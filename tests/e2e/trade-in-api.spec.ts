import { expect, test } from "./support/test";
import { siteRequest } from "./support/site-request";

// The trade-in API as the flow's pages call it, through the real routes, site lookup and database.
// docs/trade-in.md lists the demo regos used here.

test("a documented demo rego is found, valued from comparables, and a bad plate gets its message", async () => {
  const found = await siteRequest("harbourside", "/api/trade-in/rego-lookup", {
    method: "POST",
    json: { rego: "cv21 ab", regoState: "nsw" },
  });
  expect(found).toMatchObject({
    status: 200,
    body: { found: true, vehicle: { make: "Ford", model: "Ranger", badge: "XLT" } },
  });
  const vehicle = (found.body as { vehicle: Record<string, unknown> }).vehicle;

  const valued = await siteRequest("harbourside", "/api/trade-in/valuation", {
    method: "POST",
    json: {
      vehicle: { ...vehicle, km: 45_000 },
      condition: {
        accidentDamage: false,
        serviceHistory: "full",
        tyres: "good",
        warningLights: false,
        modified: false,
        financeOwing: false,
      },
      regoState: "NSW",
    },
  });
  expect(valued.status).toBe(200);
  const estimate = (valued.body as { estimate: { low: number; offer: number; high: number; comparables: number } })
    .estimate;
  expect(estimate.comparables).toBeGreaterThanOrEqual(3);
  expect(estimate.low).toBeLessThanOrEqual(estimate.offer);
  expect(estimate.offer).toBeLessThanOrEqual(estimate.high);
  expect(estimate.offer).toBeGreaterThan(0);

  const missing = await siteRequest("harbourside", "/api/trade-in/rego-lookup", {
    method: "POST",
    json: { rego: "ZZZ999", regoState: "NSW" },
  });
  expect(missing).toEqual({ status: 200, body: { found: false } });

  const bad = await siteRequest("harbourside", "/api/trade-in/rego-lookup", {
    method: "POST",
    json: { rego: "", regoState: "NSW" },
  });
  expect(bad).toMatchObject({ status: 400, body: { error: "Please enter the registration number" } });
});

test("an old car gets no online estimate and the reason, and the picker lists a make's models", async () => {
  const old = await siteRequest("harbourside", "/api/trade-in/valuation", {
    method: "POST",
    json: {
      vehicle: { year: 2012, make: "Holden", model: "Commodore", km: 150_000 },
      condition: {
        accidentDamage: "No",
        serviceHistory: "partial",
        tyres: "fair",
        warningLights: "No",
        modified: "No",
        financeOwing: "Yes",
      },
    },
  });
  expect(old).toMatchObject({ status: 200, body: { estimate: null, reason: "too-old" } });

  const year = new Date().getUTCFullYear() - 2;
  const picker = await siteRequest("harbourside", `/api/trade-in/catalogue?year=${year}&make=Toyota&model=Corolla`);
  expect(picker.status).toBe(200);
  expect(picker.body).toMatchObject({
    years: expect.arrayContaining([year]),
    makes: expect.arrayContaining(["Toyota", "Ford"]),
    models: expect.arrayContaining(["Corolla", "RAV4"]),
    badges: expect.arrayContaining(["Ascent Sport"]),
  });
});
