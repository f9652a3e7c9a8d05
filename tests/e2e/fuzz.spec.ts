import fc from "fast-check";
import { expect, test } from "@playwright/test";
import { describe, fuzz, listRoutes, requestsFor, segmentNames, segmentSamples, send } from "./support/fuzz";

// Issue 17: no input gets a 5xx. Every route under src/app (found on disk, so a new route is fuzzed
// the day it lands) gets generated bad requests against the production build: 1,000 per route
// handler under api/ and media/, 100 per page and per site file (feeds, sitemaps, history reports).
// Fixed seeds: a failure names its request and comes back on the next run.

const routes = listRoutes();
const perHandler = Number(process.env.FUZZ_PER_HANDLER ?? 1000);
const perPage = Number(process.env.FUZZ_PER_PAGE ?? 100);

test("every dynamic segment of every route has sample values", () => {
  const missing = routes.flatMap((route) =>
    segmentNames(route.template)
      .filter((name) => !segmentSamples[name]?.length)
      .map((name) => `${route.file}: [${name}] (add it to segmentSamples in tests/e2e/support/fuzz.ts)`),
  );
  expect(missing).toEqual([]);
  expect(routes.filter((route) => route.kind === "api").length).toBeGreaterThan(25);
  expect(routes.filter((route) => route.file === "api/leads/route.ts")).toHaveLength(1);
});

for (const kind of ["api", "page"] as const) {
  test(`${kind === "api" ? "route handlers" : "pages"}: no generated request gets a 5xx or goes unanswered`, async () => {
    test.setTimeout(600_000);
    const chosen = routes.filter((route) => route.kind === kind);
    const requests = chosen.flatMap((route, index) =>
      fc.sample(requestsFor(route), { numRuns: kind === "api" ? perHandler : perPage, seed: 1700 + index }),
    );
    const failures = await fuzz(requests);
    expect(failures.map(describe).slice(0, 30), `${failures.length} of ${requests.length} requests failed`).toEqual([]);
    const live = await send({ method: "GET", path: "/api/health/live", host: "localhost", headers: {} });
    expect("status" in live && live.status).toBe(200);
  });
}
