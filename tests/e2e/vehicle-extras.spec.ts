import { readFileSync } from "node:fs";
import { expect, test } from "./support/test";
import { z } from "zod";
import { readPdf } from "@/platform/pdf/testing/read-pdf";
import { deliveryMessages } from "@/vehicle/delivery";
import { comparisonWindow, computePriceComparison, emptyPriceData } from "@/vehicle/price-comparison";
import { showsPriceComparison } from "@/vehicle/vehicle-rules";
import { demo } from "./support/demo";
import { siteRequest } from "./support/site-request";

// The vehicle page's extras: market price comparison (autogauge), delivery estimate, print page and
// PDF. Harbourside has priceComparison and deliveryCalculator switched on; every site has printPdf.

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (slug: string, path: string) => `http://${slug}.localhost:${port}${path}`;

type DemoCar = (typeof demo.cars)[number];

/** Exactly the six fields of the spec's price-comparison result, no more. */
const comparisonReply = z.strictObject({
  fill: z.number(),
  listing_price: z.number(),
  market_range_min: z.number(),
  market_range_max: z.number(),
  confidence: z.number(),
  description: z.string(),
});

const harbourside = demo.sites.find((site) => site.slug === "harbourside")?.id;
const listed = demo.cars.filter(
  (car) =>
    car.siteId === harbourside &&
    car.showOnDealerWebsite !== false &&
    car.status === "in_stock" &&
    (car.price ?? 0) > 10,
);

function subjectOf(car: DemoCar) {
  return {
    id: car.id ?? car.slug,
    year: car.year,
    make: car.make,
    model: car.model,
    km: car.km ?? 0,
    price: car.price ?? 0,
  };
}

/**
 * A harbourside car with many comparables across every site's stock, counting only cars in stock
 * (so the pick does not hang on how long ago a sold car sold), whose comparison the page shows.
 */
function carWithComparables(): DemoCar {
  const inStock = demo.cars
    .filter((car) => car.status === "in_stock" || car.status === "coming_soon")
    .map((car) => ({ ...subjectOf(car), status: car.status, soldAt: null }));
  const ranked = listed
    .map((car) => ({ car, comparison: computePriceComparison(subjectOf(car), inStock, new Date()) }))
    .filter((entry) => entry.comparison !== null && showsPriceComparison(entry.comparison))
    .sort((a, b) => (b.comparison?.comparables ?? 0) - (a.comparison?.comparables ?? 0));
  const best = ranked[0];
  if (!best) throw new Error("no harbourside car has comparables in the demo data");
  return best.car;
}

/** A harbourside car with no other listing of its make and model within two years, anywhere. */
function carWithoutComparables(): DemoCar {
  const car = listed.find((candidate) => {
    const window = comparisonWindow(subjectOf(candidate));
    return !demo.cars.some(
      (other) =>
        other !== candidate &&
        other.make.toLowerCase() === candidate.make.toLowerCase() &&
        other.model.toLowerCase() === candidate.model.toLowerCase() &&
        other.year >= window.yearMin &&
        other.year <= window.yearMax,
    );
  });
  if (!car) throw new Error("every harbourside car has some comparable in the demo data");
  return car;
}

test.describe("market price comparison", () => {
  test("the autogauge endpoint answers the comparison fields for a common model", async () => {
    const car = carWithComparables();
    const response = await siteRequest("harbourside", `/api/cars/${car.slug}/autogauge`);
    expect(response.status).toBe(200);
    const body = comparisonReply.parse(response.body);
    expect(body.listing_price).toBe(car.price);
    expect(body.fill).toBeGreaterThanOrEqual(0);
    expect(body.fill).toBeLessThanOrEqual(1);
    expect(body.market_range_min).toBeLessThanOrEqual(body.market_range_max);
    expect(body.confidence).toBeGreaterThan(0.2);
    expect(body.confidence).toBeLessThanOrEqual(1);
    expect(body.description.endsWith(`similar ${car.year} ${car.make} ${car.model}.`)).toBe(true);
  });

  test("the autogauge endpoint answers empty price data for a car without comparables, 404 only for no car", async () => {
    const car = carWithoutComparables();
    const response = await siteRequest("harbourside", `/api/cars/${car.slug}/autogauge`);
    expect(response).toEqual({ status: 200, body: emptyPriceData });
    const unknown = await siteRequest("harbourside", "/api/cars/no-such-car/autogauge");
    expect(unknown.status).toBe(404);
  });

  test("the vehicle page shows the range bar with where the price sits", async ({ page }) => {
    const car = carWithComparables();
    await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
    const block = page.getByTestId("price-comparison");
    await expect(block.getByTestId("price-comparison-result")).toBeVisible();
    await expect(block).toContainText(/Priced .* the market average|Priced in line with the market average/);
    await expect(block.getByRole("meter")).toBeVisible();
  });

  test("the vehicle page hides the comparison when there is no data", async ({ page }) => {
    const car = carWithoutComparables();
    const reply = page.waitForResponse((response) => response.url().endsWith(`/api/cars/${car.slug}/autogauge`));
    await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
    // No failed request in the browser's console: too few comparables is an answer, not an error.
    expect((await reply).status()).toBe(200);
    await expect(page.getByTestId("price-comparison-skeleton")).toHaveCount(0);
    await expect(page.getByTestId("price-comparison-result")).toHaveCount(0);
  });
});

test.describe("delivery calculator", () => {
  test("the delivery endpoint asks for a postcode, quotes a deliverable one and apologises for a remote one", async () => {
    const car = carWithComparables();
    const path = `/api/cars/${car.slug}/delivery`;
    expect(await siteRequest("harbourside", `${path}?postcode=`)).toEqual({
      status: 400,
      body: { error: "Please enter a postcode." },
    });
    expect(await siteRequest("harbourside", path)).toEqual({ status: 400, body: { error: deliveryMessages.empty } });
    expect(await siteRequest("harbourside", `${path}?postcode=20a0`)).toEqual({
      status: 400,
      body: { error: "Invalid postcode" },
    });
    // Harbourside's yards are in inner Sydney: the CBD is elsewhere in the same metro area.
    expect(await siteRequest("harbourside", `${path}?postcode=2000`)).toEqual({
      status: 200,
      body: { name: "Sydney Metro", price: 250 },
    });
    const interstate = await siteRequest("harbourside", `${path}?postcode=3000`);
    expect(interstate.status).toBe(200);
    expect(interstate.body).toMatchObject({ name: "Melbourne Metro" });
    // 0872: the central desert communities of the Northern Territory.
    expect(await siteRequest("harbourside", `${path}?postcode=0872`)).toEqual({
      status: 404,
      body: {
        error:
          "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
      },
    });
  });

  test("the calculator on the vehicle page gives each answer", async ({ page }) => {
    const car = carWithComparables();
    await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
    const calculator = page.getByTestId("delivery-calculator");
    const postcode = calculator.getByRole("textbox", { name: "Your postcode" });
    const submit = calculator.getByRole("button", { name: "Get estimate" });
    const result = calculator.getByTestId("delivery-result");
    await submit.click();
    await expect(result).toHaveText("Please enter a postcode.");
    await postcode.fill("2000");
    await submit.click();
    await expect(result).toHaveText("Delivery to Sydney Metro: $250");
    await postcode.fill("0872");
    await submit.click();
    await expect(result).toHaveText(deliveryMessages.unavailable);
  });
});

test.describe("print and PDF", () => {
  test("the print page shows the car with a print button and prints without the site chrome", async ({ page }) => {
    const car = carWithComparables();
    await page.goto(siteUrl("harbourside", `/print?car_id=${car.slug}`));
    const sheet = page.getByTestId("print-page");
    await expect(sheet.getByRole("heading", { level: 1 })).toContainText(`${car.year} ${car.make} ${car.model}`);
    await expect(sheet.getByTestId("print-price")).toContainText("$");
    await expect(sheet).toContainText(`Stock number: ${car.stocknum}`);
    await expect(sheet.getByRole("heading", { name: "Key details" })).toBeVisible();
    await expect(sheet.getByTestId("print-location")).toContainText("Phone:");
    await expect(sheet.getByRole("button", { name: "Print this page" })).toBeVisible();
    await expect(page.getByTestId("site-header")).toBeVisible();

    await page.emulateMedia({ media: "print" });
    await expect(page.getByTestId("site-header")).toBeHidden();
    await expect(page.getByTestId("site-footer")).toBeHidden();
    await expect(page.getByTestId("print-actions")).toBeHidden();
    await expect(sheet.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("an unknown car has no print page", async ({ page }) => {
    const response = await page.goto(siteUrl("harbourside", "/print?car_id=no-such-car"));
    expect(response?.status()).toBe(404);
  });

  test("the PDF endpoint sends a PDF attachment named after the car", async ({ page }) => {
    const car = carWithComparables();
    await page.goto(siteUrl("harbourside", `/print?car_id=${car.slug}`));
    const reply = await page.evaluate(async (slug) => {
      const response = await fetch(`/api/cars/${slug}/pdf`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      return {
        status: response.status,
        type: response.headers.get("content-type"),
        disposition: response.headers.get("content-disposition"),
        head: String.fromCharCode(...bytes.slice(0, 5)),
      };
    }, car.slug);
    expect(reply).toEqual({
      status: 200,
      type: "application/pdf",
      disposition: `attachment; filename="${car.slug}.pdf"`,
      head: "%PDF-",
    });
    const missing = await siteRequest("harbourside", "/api/cars/no-such-car/pdf");
    expect(missing.status).toBe(404);
  });

  test("'Download PDF' on the vehicle page saves the car's PDF", async ({ page }) => {
    const car = carWithComparables();
    await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
    const button = page.getByTestId("vehicle-sidebar").getByRole("button", { name: "Download PDF" });
    const download = page.waitForEvent("download");
    await button.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${car.slug}.pdf`);
    const pdf = await readPdf(readFileSync(await file.path()));
    expect(pdf.header).toMatch(/^%PDF-1\.\d/);
    expect(pdf.text).toContain(`${car.year} ${car.make} ${car.model}`);
    expect(pdf.text).toContain(`Stock number: ${car.stocknum}`);
    // The car's main photo and the dealer's logo.
    expect(pdf.images).toBe(2);
    await expect(button).toHaveText("Download PDF");
  });

  test("a failed PDF download is reported in an alert", async ({ page }) => {
    const car = carWithComparables();
    await page.route(`**/api/cars/${car.slug}/pdf`, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "PDF broke" }) }),
    );
    await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
    // The alert blocks the page until handled, and the click waits on the page: answer it from a
    // listener, or the click and the alert would wait on each other.
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    const button = page.getByTestId("vehicle-sidebar").getByRole("button", { name: "Download PDF" });
    await button.click();
    await expect.poll(() => alerts).toEqual(["alert: PDF broke"]);
    await expect(button).toHaveText("Download PDF");
  });
});
