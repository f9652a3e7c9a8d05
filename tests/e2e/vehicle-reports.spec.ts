import { readFileSync } from "node:fs";
import { z } from "zod";
import { carTitle } from "@/cars/car-title";
import { readPdf } from "@/platform/pdf/testing/read-pdf";
import { demo } from "./support/demo";
import { siteRequest } from "./support/site-request";
import { expect, test, type Page } from "./support/test";

// The report files a vehicle page links to: the Car History Report (a file the demo marks some used
// cars as having) and the plugin reports. Harbourside switches on Autogauge, Car Analysis and PPSR;
// Redgum (the used-car template) Autogauge and PPSR.

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (slug: string, path: string) => `http://${slug}.localhost:${port}${path}`;

type DemoCar = (typeof demo.cars)[number];

function listedCars(slug: string): DemoCar[] {
  const siteId = demo.sites.find((site) => site.slug === slug)?.id;
  return demo.cars.filter(
    (car) => car.siteId === siteId && car.showOnDealerWebsite !== false && car.status === "in_stock",
  );
}

function pick(slug: string, rule: (car: DemoCar) => boolean, what: string): DemoCar {
  const car = listedCars(slug).find(rule);
  if (!car) throw new Error(`${slug} has ${what}`);
  return car;
}

const titleOf = (car: DemoCar) => carTitle(car);

/** The file at a site address as the shopper's browser gets it: status, type and bytes. */
async function download(page: Page, path: string) {
  const reply = await page.evaluate(async (address) => {
    const response = await fetch(address);
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      disposition: response.headers.get("content-disposition"),
      bytes: Array.from(new Uint8Array(await response.arrayBuffer())),
    };
  }, path);
  return { ...reply, bytes: Uint8Array.from(reply.bytes) };
}

const dataLayer = z
  .array(z.object({ event_id: z.number(), car_id: z.string().optional() }))
  .optional()
  .transform((entries) => entries ?? []);

function windowValue(name: string): unknown {
  const host: object = window;
  return name in host ? Reflect.get(host, name) : undefined;
}

test.describe("Car History Report", () => {
  test("the button opens the car's report, a PDF of its history, and reports event 60", async ({ page }) => {
    const car = pick("harbourside", (candidate) => Boolean(candidate.historyReportUrl), "a car with a history report");
    await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
    const link = page.getByTestId("vehicle-sidebar").getByRole("link", { name: "Car History Report" });
    await expect(link).toHaveAttribute("href", `/files/history/${car.stocknum}.pdf`);

    const opened = page.waitForEvent("popup");
    await link.click();
    await opened;
    const events = async () =>
      dataLayer
        .parse(await page.evaluate(windowValue, "dataLayer"))
        .map((entry) => `${entry.event_id}:${entry.car_id ?? ""}`);
    await expect.poll(events).toContain(`60:${car.id}`);

    const file = await download(page, `/files/history/${car.stocknum}.pdf`);
    expect([file.status, file.type]).toEqual([200, "application/pdf"]);
    const pdf = await readPdf(file.bytes);
    // Demo mode's stand-in: the report says it is a sample with invented data, in its title and first lines.
    expect(pdf.title).toBe(`Sample Car History Report: ${titleOf(car)}`);
    expect(pdf.text.replace(/\s+/g, " ")).toContain("SAMPLE WITH INVENTED DATA");
    expect(pdf.text).toContain(`Stock number: ${car.stocknum}`);
    expect(pdf.text).toContain("Odometer readings");
  });

  test("every history report the demo sites link to answers with a PDF; other addresses do not", async () => {
    const linked = ["harbourside", "redgum"].flatMap((slug) =>
      listedCars(slug)
        .filter((car) => car.historyReportUrl)
        .slice(0, 3)
        .map((car) => ({ slug, path: car.historyReportUrl ?? "" })),
    );
    expect(linked.length).toBe(6);
    for (const { slug, path } of linked) {
      const reply = await siteRequest(slug, path);
      expect({ path, status: reply.status }).toEqual({ path, status: 200 });
      expect(String(reply.body).startsWith("%PDF-")).toBe(true);
    }
    expect((await siteRequest("harbourside", "/files/history/NO-SUCH-CAR.pdf")).status).toBe(404);
    // Another site's car is not this site's file.
    expect((await siteRequest("redgum", linked[0]?.path ?? "")).status).toBe(404);
  });
});

test.describe("plugin reports", () => {
  const reportButtons = (page: Page) =>
    page.getByTestId("vehicle-sidebar").getByRole("link", { name: /^(Autogauge|Car Analysis|PPSR) Report$/ });

  test("a used car on a site with every plugin offers all three; the Autogauge download is its PDF", async ({
    page,
  }) => {
    const car = pick("harbourside", (candidate) => candidate.carType === "used", "an in-stock used car");
    await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
    await expect(reportButtons(page)).toHaveText(["Autogauge Report", "Car Analysis Report", "PPSR Report"]);

    const saved = page.waitForEvent("download");
    await reportButtons(page).filter({ hasText: "Autogauge" }).click();
    const file = await saved;
    expect(file.suggestedFilename()).toBe(`${car.slug}-autogauge.pdf`);
    const pdf = await readPdf(readFileSync(await file.path()));
    expect(pdf.title).toBe(`Sample Autogauge Report: ${titleOf(car)}`);
    expect(pdf.text.replace(/\s+/g, " ")).toContain("SAMPLE WITH INVENTED DATA");
    expect(pdf.text).toContain("Market position");

    for (const [report, heading] of [
      ["car-analysis", "Age and use"],
      ["ppsr", "Vehicle on the register"],
    ] as const) {
      const reply = await download(page, `/api/cars/${car.slug}/reports/${report}`);
      expect([reply.status, reply.type, reply.disposition]).toEqual([
        200,
        "application/pdf",
        `attachment; filename="${car.slug}-${report}.pdf"`,
      ]);
      const text = (await readPdf(reply.bytes)).text;
      expect(text).toContain(titleOf(car));
      expect(text).toContain(heading);
      expect(text.replace(/\s+/g, " ")).toContain("SAMPLE WITH INVENTED DATA");
    }
  });

  test("Autogauge is for used cars only", async ({ page }) => {
    const car = pick("harbourside", (candidate) => candidate.carType === "new", "an in-stock new car");
    await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
    await expect(reportButtons(page)).toHaveText(["Car Analysis Report", "PPSR Report"]);
    expect((await siteRequest("harbourside", `/api/cars/${car.slug}/reports/autogauge`)).status).toBe(404);
  });

  test("a site offers only the plugins it switches on", async ({ page }) => {
    const car = pick("redgum", (candidate) => candidate.carType === "used", "an in-stock used car");
    await page.goto(siteUrl("redgum", `/cars/${car.slug}`));
    await expect(reportButtons(page)).toHaveText(["Autogauge Report", "PPSR Report"]);
    expect((await siteRequest("redgum", `/api/cars/${car.slug}/reports/car-analysis`)).status).toBe(404);
    const other = pick("southern-cross", (candidate) => candidate.carType === "used", "an in-stock used car");
    await page.goto(siteUrl("southern-cross", `/cars/${other.slug}`));
    await expect(page.getByTestId("vehicle-sidebar").getByRole("link", { name: /print/i })).toBeVisible();
    await expect(reportButtons(page)).toHaveCount(0);
  });
});
