import { readFileSync } from "node:fs";
import { z } from "zod";
import { expect, test } from "./support/test";
import { siteRequest } from "./support/site-request";

// The stock API as a dealer's system calls it (docs/stock-feed.md): a car PUT with the demo key is in
// the site's search and on its own page within seconds, a price drop shows in its price history; a
// CSV push lands the same way; a short full feed is held, and a dry run stores nothing.

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (slug: string, path: string) => `http://${slug}.localhost:${port}${path}`;
const demoKey = { authorization: "Bearer demo-harbourside-motors" };

const car = {
  stocknum: "E2E-API-1",
  make: "Lotus",
  model: "Emira",
  badge: "V6 First Edition",
  year: 2024,
  km: 3_200,
  price: 189_990,
  car_type: "demo",
  status: "in_stock",
  colour: "Hethel Yellow",
  simple_body: "Coupe",
  dealercomments: "<p>Launch Edition <script>alert(1)</script>demonstrator.</p>",
  images: ["/media/car/coupe/yellow/front.svg"],
};

test("a car PUT through the stock API appears in search and on its page within seconds, and its price drop there", async ({
  page,
}) => {
  const refused = await siteRequest("harbourside", "/api/stock/harbourside-motors/cars/E2E-API-1", {
    method: "PUT",
    json: car,
  });
  expect(refused.status).toBe(401);

  const put = await siteRequest("harbourside", "/api/stock/harbourside-motors/cars/E2E-API-1", {
    method: "PUT",
    json: car,
    headers: demoKey,
  });
  expect(put).toMatchObject({ status: 201, body: { stocknum: "E2E-API-1", created: true } });
  const path = (put.body as { path: string }).path;

  await expect(async () => {
    await page.goto(siteUrl("harbourside", "/cars/?query=Lotus%20Emira"));
    await expect(page.getByTestId("search-results").getByText("2024 Lotus Emira").first()).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 10_000 });

  await page.goto(siteUrl("harbourside", path));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("2024 Lotus Emira");
  await expect(page.getByTestId("dealer-comments")).toContainText("Launch Edition demonstrator.");
  await expect(page.getByTestId("dealer-comments")).not.toContainText("alert");

  // The dealer drops the price: the page shows the drop in the car's price history.
  const cheaper = await siteRequest("harbourside", "/api/stock/harbourside-motors/cars/E2E-API-1", {
    method: "PUT",
    json: { ...car, price: 179_990 },
    headers: demoKey,
  });
  expect(cheaper).toMatchObject({ status: 200, body: { created: false } });
  await page.goto(siteUrl("harbourside", path));
  const history = page.getByTestId("price-comparison").getByTestId("price-history");
  await expect(history).toContainText("Reduced $10,000 since listed at $189,990");
  await expect(history).toContainText("$189,990 → $179,990");

  const sold = await siteRequest("harbourside", "/api/stock/harbourside-motors/cars/E2E-API-1", {
    method: "DELETE",
    headers: demoKey,
  });
  expect(sold).toMatchObject({ status: 200, body: { status: "sold" } });
});

test("the documented sample CSV pushed with the demo key is applied row by row", async () => {
  const csv = readFileSync("docs/examples/stock-sample.csv", "utf8");
  const pushed = await siteRequest("harbourside", "/api/stock/harbourside-motors/cars", {
    method: "POST",
    raw: { body: csv, contentType: "text/csv" },
    headers: demoKey,
  });
  expect(pushed).toMatchObject({ status: 200, body: { received: 4, created: 4, failed: 0, errors: [] } });
  // Another site's dealership key is no key here.
  const wrongKey = await siteRequest("harbourside", "/api/stock/harbourside-motors/cars", {
    method: "POST",
    raw: { body: csv, contentType: "text/csv" },
    headers: { authorization: "Bearer demo-redgum-used-cars" },
  });
  expect(wrongKey.status).toBe(401);
});

test("a four-car file pushed as the whole stock is held with 409 and its counts; a dry run of it stores nothing", async () => {
  const csv = readFileSync("docs/examples/stock-sample.csv", "utf8");
  const push = (query: string) =>
    siteRequest("harbourside", `/api/stock/harbourside-motors/cars${query}`, {
      method: "POST",
      raw: { body: csv, contentType: "text/csv" },
      headers: demoKey,
    });
  const heldAnswer = z.object({
    error: z.string(),
    held: z.object({ reason: z.string(), would_mark_sold: z.number(), listed: z.number() }),
  });

  const held = await push("?mode=full");
  expect(held).toMatchObject({
    status: 409,
    body: {
      received: 4,
      created: 0,
      updated: 0,
      marked_sold: 0,
      applied: false,
      dry_run: false,
      held: { reason: "over_threshold", threshold_percent: 20, confirmed: null },
    },
  });
  const { error, held: counts } = heldAnswer.parse(held.body);
  // The demo yard is far more than four cars: nearly all of it would have been marked sold.
  expect(counts.would_mark_sold).toBeGreaterThan(counts.listed * 0.2);
  expect(error).toContain(`?mode=full&confirm_removals=${counts.would_mark_sold}`);

  // The confirmed feed, dry: what it would do, and nothing done.
  const dry = await push(`?mode=full&dry_run=true&confirm_removals=${counts.would_mark_sold}`);
  expect(dry).toMatchObject({
    status: 200,
    body: { received: 4, marked_sold: counts.would_mark_sold, applied: false, dry_run: true, held: null },
  });
  const again = await push("?mode=full&dry_run=true");
  expect(again).toMatchObject({ status: 409, body: { dry_run: true, held: counts } });
});
