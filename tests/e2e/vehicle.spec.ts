import { expect, test } from "./support/test";
import { demo } from "./support/demo";
import { rawRequest, siteRequest } from "./support/site-request";

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (slug: string, path: string) => `http://${slug}.localhost:${port}${path}`;

function carOf(slug: string, predicate: (car: (typeof demo.cars)[number]) => boolean) {
  const siteId = demo.sites.find((site) => site.slug === slug)?.id;
  const car = demo.cars.find(
    (candidate) => candidate.siteId === siteId && candidate.showOnDealerWebsite !== false && predicate(candidate),
  );
  if (!car) throw new Error(`no demo car on ${slug} for this case`);
  return car;
}

test("a result card opens the vehicle page with its title, price and breadcrumb", async ({ page }) => {
  await page.goto(siteUrl("harbourside", "/search/new-used-and-demo-cars"));
  const card = page.getByTestId("result-card").first();
  const title = (await card.getByRole("heading").innerText()).trim();
  await card.getByRole("link", { name: "View Details" }).click();
  await expect(page.getByTestId("vehicle-page")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").first()).toHaveText("Home");

  const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
  const parsed = JSON.parse(jsonLd ?? "{}") as { "@type": string; offers: { priceCurrency: string } };
  expect(parsed["@type"]).toBe("Car");
  expect(parsed.offers.priceCurrency).toBe("AUD");
});

test("a sold car says so and offers only 'Find Me Something Similar'", async ({ page }) => {
  const sold = await siteRequest("harbourside", "/api/search?status=sold");
  const hit = (sold.body as { hits: { slug: string }[] }).hits[0];
  expect(hit, "the demo keeps recently sold cars listed").toBeTruthy();
  await page.goto(siteUrl("harbourside", `/cars/${hit?.slug ?? ""}`));
  await expect(page.getByTestId("sold-message")).toBeVisible();
  const sidebar = page.getByTestId("vehicle-sidebar");
  await expect(sidebar.getByRole("button", { name: "Enquire Now", exact: true })).toHaveCount(0);
  await sidebar.getByRole("button", { name: "Find Me Something Similar" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: /message|comments/i })).toHaveValue(/similar/i);
});

test("a coming-soon car says so by its price, keeps enquiry and is offered for pre-order", async ({ page }) => {
  const comingSoon = await siteRequest("harbourside", "/api/search?status=coming_soon");
  const hit = (comingSoon.body as { hits: { slug: string; status: string }[] }).hits[0];
  expect(hit, "the demo lists coming-soon cars").toBeTruthy();
  expect(hit?.status).toBe("coming_soon");
  await page.goto(siteUrl("harbourside", `/cars/${hit?.slug ?? ""}`));
  await expect(page.getByTestId("vehicle-page")).toHaveAttribute("data-status", "coming_soon");
  const notice = page.getByTestId("coming-soon-message");
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(/coming soon/i);
  await expect(notice).toContainText("not at the dealership yet");
  await expect(page.getByTestId("sold-message")).toHaveCount(0);
  const sidebar = page.getByTestId("vehicle-sidebar");
  await expect(sidebar.getByRole("button", { name: "Enquire Now", exact: true })).toBeVisible();
  await expect(sidebar.getByRole("button", { name: "Find Me Something Similar" })).toHaveCount(0);

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as {
    offers?: { availability?: string };
  };
  expect(jsonLd.offers?.availability).toBe("https://schema.org/PreOrder");

  // Every coming-soon card in the results says so, whichever banner its picture carries.
  await page.goto(siteUrl("harbourside", "/search/new-used-and-demo-cars?status=coming_soon"));
  const cards = page.locator('[data-testid="result-card"][data-status="coming_soon"]');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText(/coming soon/i);
});

test("coming-soon cars show no finance figure, though their lenders quote for them", async ({ page }) => {
  // The product: finance for cars in stock only. As the audit's southern-cross Z900 and redgum
  // Sportage: coming-soon cars whose lender entries carry figures.
  for (const site of ["southern-cross", "redgum"]) {
    const car = carOf(
      site,
      (candidate) => candidate.status === "coming_soon" && Object.keys(candidate.financeLenders ?? {}).length > 0,
    );
    await page.goto(siteUrl(site, `/cars/${car.slug}`));
    await expect(page.getByTestId("vehicle-page")).toHaveAttribute("data-status", "coming_soon");
    await expect(page.getByTestId("finance-summary")).toHaveCount(0);
    await expect(page.getByTestId("finance-calculator")).toHaveCount(0);
    await expect(page.getByTestId("finance-estimate")).toHaveCount(0);
  }
  await page.goto(siteUrl("redgum", "/used-car/used-cars?status=coming_soon"));
  const cards = page.locator('[data-testid="result-card"][data-status="coming_soon"]');
  await expect(cards.first()).toBeVisible();
  await expect(cards.getByTestId("finance-estimate")).toHaveCount(0);
});

test("the used-car dealer's breadcrumb runs under /used-car and its phone is masked", async ({ page }) => {
  const car = carOf("redgum", (candidate) => candidate.status === "in_stock" && candidate.certified === true);
  await page.goto(siteUrl("redgum", `/cars/${car.slug}`));
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link");
  await expect(crumbs.nth(1)).toHaveAttribute("href", "/used-car/used-cars");
  const call = page.getByTestId("vehicle-sidebar").getByRole("button", { name: /Show phone number/ });
  await expect(call).toContainText("X");
  const reveal = page.waitForResponse((response) => response.url().endsWith("/api/phone-reveals"));
  await call.click();
  const revealed = await reveal;
  expect(revealed.status()).toBe(200);
  // The log names the car, its dealership and the website, as the product's reveal log does.
  expect(revealed.request().postDataJSON()).toEqual({
    car_id: car.id,
    dealership_id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
    website_id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
  });
  await expect(page.getByTestId("vehicle-sidebar").locator('a[href^="tel:"]')).toBeVisible();
});

test("the 360° spin turns with drag and arrow keys", async ({ page }) => {
  const car = carOf(
    "harbourside",
    (candidate) => candidate.status === "in_stock" && (candidate.spinImages?.length ?? 0) > 0,
  );
  await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
  await page.getByRole("button", { name: "360° Spin" }).click();
  const spin = page.getByTestId("spin-viewer");
  await expect(spin).toHaveAttribute("data-frame", "0");
  await expect(page.getByTestId("swipe-hint")).toBeVisible();
  await spin.focus();
  await spin.press("ArrowLeft");
  await expect(spin).toHaveAttribute("data-frame", "1");
  await expect(page.getByTestId("swipe-hint")).toHaveCount(0);
  // Hovering scrolls the viewer into view and waits until nothing covers it; then drag from there.
  await spin.hover();
  const box = await spin.boundingBox();
  if (!box) throw new Error("spin viewer has no box");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2, { steps: 6 });
  await page.mouse.up();
  await expect(spin).toHaveAttribute("data-frame", "4");
});

test("coastal-rv's 360° view turns once by itself, then rests on its first angle", async ({ page }) => {
  const car = carOf(
    "coastal-rv",
    (candidate) => candidate.status === "in_stock" && (candidate.spinImages?.length ?? 0) > 1,
  );
  const frames = car.spinImages!.length;
  await page.goto(siteUrl("coastal-rv", `/cars/${car.slug}`));
  const spin = page.getByTestId("spin-viewer");
  await expect(spin).toHaveAttribute("data-ready", "true");
  // It moves (a frame other than the first shows), then comes back to the first and stays there.
  await expect(spin).not.toHaveAttribute("data-frame", "0");
  await expect(spin).toHaveAttribute("data-frame", "0");
  // A turn is the frames at the site's interval (coastal-rv keeps the default 100 ms): wait as long
  // again, and it has not moved on.
  await page.waitForTimeout(frames * 100 + 500);
  await expect(spin).toHaveAttribute("data-frame", "0");

  // A shopper who asked for reduced motion sees it still.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.reload();
  await expect(spin).toHaveAttribute("data-ready", "true");
  await page.waitForTimeout(1_000);
  await expect(spin).toHaveAttribute("data-frame", "0");
});

test("the finance calculator recomputes when the rate changes", async ({ page }) => {
  const car = carOf(
    "harbourside",
    (candidate) =>
      candidate.status === "in_stock" &&
      candidate.price !== undefined &&
      candidate.price > 10_000 &&
      Object.keys(candidate.financeLenders ?? {}).length > 0,
  );
  await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
  const calculator = page.locator("#finance-calculator");
  await expect(calculator).toBeVisible();
  const repayment = calculator.getByTestId("calculator-repayment");
  const before = await repayment.innerText();
  const interest = calculator.getByTestId("calculator-interest");
  await interest.focus();
  for (let step = 0; step < 4; step += 1) await interest.press("ArrowRight");
  await expect(repayment).not.toHaveText(before);
});

test("a caravan lists its measurements in metres", async ({ page }) => {
  const caravan = carOf(
    "coastal-rv",
    (candidate) => candidate.itemType === "caravan" && candidate.status === "in_stock",
  );
  await page.goto(siteUrl("coastal-rv", `/cars/${caravan.slug}`));
  await expect(page.getByTestId("all-specifications")).toContainText(/Body length\s*[\d.]+ m/);
});

test("another site's car is not found", async ({ page }) => {
  const car = carOf("redgum", (candidate) => candidate.status === "in_stock");
  const response = await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
  expect(response?.status()).toBe(404);
});

test("Enquire opens the enquiry form in a dialog that sends a lead for this car", async ({ page }) => {
  const car = carOf("harbourside", (candidate) => candidate.status === "in_stock");
  await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
  await page.getByTestId("vehicle-sidebar").getByRole("button", { name: "Enquire Now", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("textbox", { name: /first name/i }).fill("Alex");
  await dialog.getByRole("textbox", { name: /last name/i }).fill("Nguyen");
  await dialog.getByRole("textbox", { name: /e-?mail/i }).fill("alex@example.com");
  await dialog.getByRole("textbox", { name: /phone/i }).fill("0412 345 678");
  const message = dialog.getByRole("textbox", { name: /message|comments/i });
  if ((await message.inputValue()) === "") await message.fill("Is this car still available?");
  await dialog.getByRole("button", { name: /send enquiry/i }).click();
  await expect(page).toHaveURL(/\/success/);
  await page.keyboard.press("Escape");
});

test("on a phone the call-to-action bar shows once the page's buttons have scrolled by, solid after 900 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const car = carOf("harbourside", (candidate) => candidate.status === "in_stock");
  await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
  const bar = page.getByTestId("sticky-cta");
  await expect(bar).toBeHidden();
  await expect(bar).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo(0, 1000));
  await expect(bar).toHaveAttribute("data-scrolled", "true");
  await page.evaluate(() => {
    const sidebar = document.getElementById("vehicle-sidebar");
    window.scrollTo(0, (sidebar?.getBoundingClientRect().bottom ?? 0) + window.scrollY + 10);
  });
  await expect(bar).toBeVisible();
});

test("a hotspot on the spin shows its description", async ({ page }) => {
  const car = carOf(
    "harbourside",
    (candidate) =>
      candidate.status === "in_stock" &&
      (candidate.hotspots ?? []).some(
        (hotspot) => hotspot.placement === "exterior" && hotspot.anchors.some((anchor) => anchor.frame === 0),
      ),
  );
  await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
  await page.getByRole("button", { name: "360° Spin" }).click();
  const hotspot = page.getByTestId("hotspot").first();
  await hotspot.click();
  await expect(page.getByRole("note")).toBeVisible();
});

test("an electric car has no fuel calculator; a petrol car has one", async ({ page }) => {
  const electric = carOf(
    "driveflex",
    (candidate) => candidate.status === "in_stock" && candidate.simpleFuel === "Electric",
  );
  // The calculators arrive after hydration; the server's HTML already says which will (their places).
  const fuelSlot = async (slug: string, path: string) =>
    (await rawRequest(`${slug}.localhost:${port}`, path)).body.includes('data-calculator-slot="fuel"');
  expect(await fuelSlot("driveflex", `/cars/${electric.slug}`)).toBe(false);
  await page.goto(siteUrl("driveflex", `/cars/${electric.slug}`));
  await expect(page.getByTestId("vehicle-page")).toBeVisible();
  await expect(page.getByTestId("fuel-calculator")).toHaveCount(0);
  const petrol = carOf(
    "harbourside",
    (candidate) => candidate.status === "in_stock" && candidate.simpleFuel === "Petrol",
  );
  expect(await fuelSlot("harbourside", `/cars/${petrol.slug}`)).toBe(true);
  await page.goto(siteUrl("harbourside", `/cars/${petrol.slug}`));
  await expect(page.getByTestId("fuel-calculator")).toBeVisible();
});

test("a subscription car shows its weekly subscription price", async ({ page }) => {
  const car = carOf(
    "driveflex",
    (candidate) => candidate.status === "in_stock" && (candidate.subscriptionPrice ?? 0) > 0,
  );
  await page.goto(siteUrl("driveflex", `/cars/${car.slug}`));
  await expect(page.getByTestId("vehicle-page").getByTestId("card-price").first()).toContainText("/week");
});

test("the test drive and request-photos dialogs keep focus inside, close on Escape and return focus", async ({
  page,
}) => {
  const car = carOf("harbourside", (candidate) => candidate.status === "in_stock");
  await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
  const sidebar = page.getByTestId("vehicle-sidebar");
  for (const [trigger, field] of [
    ["Book a Test Drive", /first name/i],
    ["Request More Photos", /first name/i],
  ] as const) {
    const button = sidebar.getByRole("button", { name: trigger });
    await button.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: field })).toBeVisible();
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => document.activeElement?.closest("dialog") !== null);
      expect(inside, `focus left the dialog after ${step + 1} tabs`).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  }
});

test("'Where to see it' shows the yard on a map, with directions and the location's own page", async ({ page }) => {
  const car = carOf("harbourside", (candidate) => candidate.status === "in_stock");
  await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
  const section = page.getByRole("region", { name: "Where to see it" });
  await expect(section.getByRole("img", { name: /^Map of / })).toBeVisible();
  await expect(section.getByRole("link", { name: "Get directions" })).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
  );
  const hours = section.getByRole("link", { name: "Opening hours and contact" });
  await expect(hours).toHaveAttribute("href", /^\/locations\/[a-z0-9-]+$/);
  await hours.click();
  await expect(page.getByTestId("todays-hours")).toBeVisible();
});
