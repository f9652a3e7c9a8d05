import { expect, test } from "./support/test";
import { demo } from "./support/demo";
import { siteRequest } from "./support/site-request";

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (slug: string, path: string) => `http://${slug}.localhost:${port}${path}`;

function siteLocations(siteSlug: string) {
  const site = demo.sites.find((item) => item.slug === siteSlug);
  if (!site) throw new Error(`no demo site ${siteSlug}`);
  return demo.locations.filter((location) => location.siteId === site.id);
}

function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(),
  );
}

test("each location page answers on its three addresses with map, address, phones, hours and directions", async ({
  page,
}) => {
  for (const location of siteLocations("harbourside")) {
    for (const prefix of ["/locations", "/contact-us", "/our-location"]) {
      const response = await page.goto(siteUrl("harbourside", `${prefix}/${location.slug}`));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(location.name);
    }
    const contact = page.getByTestId("location-contact");
    await expect(contact).toContainText(`${location.city} ${location.state} ${location.postcode}`);
    await expect(contact.getByRole("link", { name: location.phone })).toHaveAttribute("href", /^tel:/);
    if (location.landlinePhone) await expect(contact).toContainText(location.landlinePhone);
    await expect(page.getByTestId("todays-hours")).toContainText(/Today \(\w+day\):/);
    await expect(page.getByRole("img", { name: `Map of ${location.name}` })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get directions" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
    );
    await expect(page.getByRole("button", { name: "Send Enquiry" })).toBeVisible();
  }
  const missing = await page.goto(siteUrl("harbourside", "/locations/no-such-place"));
  expect(missing?.status()).toBe(404);
});

test("a masking site hides location numbers until clicked", async ({ page }) => {
  const [location] = siteLocations("redgum");
  if (!location) throw new Error("redgum has no location");
  await page.goto(siteUrl("redgum", `/our-location/${location.slug}`));
  const contact = page.getByTestId("location-contact");
  await expect(contact).not.toContainText(location.phone);
  await contact.getByRole("button", { name: "Show phone number" }).first().click();
  await expect(contact.getByRole("link", { name: location.phone })).toBeVisible();
});

test("the hours dropdown switches between the site's departments", async ({ page }) => {
  await page.goto(siteUrl("harbourside", "/locations/rozelle"));
  const hours = page.getByTestId("opening-hours");
  // Rozelle opens late on Thursdays, so its weekdays do not collapse.
  await expect(hours.getByRole("row", { name: "Thu 8:30 am – 7:00 pm" })).toBeVisible();
  await expect(hours.locator("caption")).toContainText("Sales hours at Harbourside Toyota & Mazda Rozelle");
  await hours.getByRole("combobox", { name: "Department" }).selectOption({ label: "Service" });
  await expect(hours.getByRole("row", { name: "Mon-Fri 7:30 am – 5:00 pm" })).toBeVisible();
  await expect(hours.locator("caption")).toContainText("Service hours at Harbourside Service Centre Drummoyne");

  // A site that takes appointments says so for its closed days.
  await page.goto(siteUrl("coastal-rv", "/locations/maroochydore"));
  await expect(page.getByTestId("opening-hours").getByRole("row", { name: "Sun By appointment only" })).toBeVisible();
});

test("the holiday hours dialog lists the holidays still to come", async ({ page }) => {
  const location = siteLocations("harbourside").find((item) => item.slug === "rozelle");
  if (!location) throw new Error("no rozelle");
  const today = todayIn("Australia/Sydney");
  const next = demo.specialHours
    .filter((entry) => entry.locationId === location.id && entry.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))[0];
  if (!next) throw new Error("no upcoming holiday in the demo data");
  await page.goto(siteUrl("harbourside", "/locations/rozelle"));
  await page.getByRole("button", { name: "View Holiday Hours" }).click();
  const dialog = page.getByRole("dialog", { name: `Holiday Hours – ${location.name}` });
  await expect(dialog).toBeVisible();
  const first = dialog.getByRole("row").nth(1);
  await expect(first).toContainText(next.label);
  await expect(first).toContainText(next.status);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("the contact page links every location card to its page and shows the reviews", async ({ page }) => {
  await page.goto(siteUrl("southern-cross", "/contact-us"));
  const cards = page.getByTestId("contact-locations").getByTestId("location-card");
  const visible = siteLocations("southern-cross").filter((location) => location.visible !== false);
  await expect(cards).toHaveCount(visible.length);
  const [first] = visible;
  if (!first) throw new Error("southern-cross has no location");
  await expect(page.getByRole("link", { name: first.name, exact: true })).toHaveAttribute(
    "href",
    `/locations/${first.slug}`,
  );
  await expect(page.getByTestId("reviews-badge")).toContainText(/\d\.\d/);
  const reviews = page.getByTestId("reviews-list").getByTestId("review");
  expect(await reviews.count()).toBeGreaterThan(0);
  expect(await reviews.count()).toBeLessThanOrEqual(12);
});

test("the dealer locator lists the nearest location first for a postcode and rejects 0000", async ({ page }) => {
  const locations = siteLocations("southern-cross").filter((location) => location.visible !== false);
  const [target] = locations;
  if (!target) throw new Error("southern-cross has no location");
  await page.goto(siteUrl("southern-cross", "/dealer-locator"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dealer Locator");
  const results = page.getByTestId("dealer-locator-results").getByTestId("location-card");
  await expect(results).toHaveCount(locations.length);

  // The postcode of a location finds that location first, a few km away at most.
  await page.getByRole("textbox", { name: "Your postcode" }).fill(target.postcode);
  await page.getByRole("button", { name: "Find nearest" }).click();
  await expect(page).toHaveURL(new RegExp(`/dealer-locator\\?postcode=${target.postcode}$`));
  await expect(page.getByTestId("postcode-place")).toContainText(target.postcode);
  const sameSuburb = locations.filter((location) => location.postcode === target.postcode).map((l) => l.name);
  await expect(results.first().getByRole("heading")).toHaveText(new RegExp(sameSuburb.join("|")));
  await expect(results.first().getByTestId("location-distance")).toHaveText(/^\d+\.\d km away$/);
  await expect(page.getByRole("img", { name: "Map of our locations" })).toBeVisible();

  await page.getByRole("textbox", { name: "Your postcode" }).fill("0000");
  await page.getByRole("button", { name: "Find nearest" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid postcode" })).toBeVisible();
  await expect(page.getByTestId("postcode-place")).toHaveCount(0);
});

test("the delivery endpoint calls four digits that are no postcode invalid", async () => {
  const site = demo.sites.find((item) => item.slug === "harbourside");
  const car = demo.cars.find((item) => item.siteId === site?.id && item.status === "in_stock");
  if (!car) throw new Error("no harbourside car");
  expect(await siteRequest("harbourside", `/api/cars/${car.slug}/delivery?postcode=0000`)).toEqual({
    status: 400,
    body: { error: "Invalid postcode" },
  });
});

test("the home page's Our Locations carousel lists visible locations by name, with a Swipe hint and arrows disabled at the ends", async ({
  page,
}) => {
  const visible = siteLocations("southern-cross")
    .filter((location) => location.visible !== false)
    .map((location) => location.name)
    .sort((a, b) => a.localeCompare(b));
  const hidden = siteLocations("southern-cross").filter((location) => location.visible === false);
  expect(hidden.length).toBeGreaterThan(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(siteUrl("southern-cross", "/"));
  const carousel = page.getByTestId("home-locations");
  await expect(carousel.getByRole("heading", { level: 2 })).toHaveText("Our Locations");
  await expect(carousel.getByTestId("location-card").getByRole("heading")).toHaveText(visible);
  await expect(carousel.getByTestId("swipe-hint")).toHaveText(/Swipe/);

  const previous = carousel.getByRole("button", { name: "Previous locations" });
  const next = carousel.getByRole("button", { name: "Next locations" });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  await next.click();
  await expect(previous).toBeEnabled();
  // The arrow keys move it too; at the far end Next is disabled.
  await next.focus();
  for (let step = 0; step < visible.length; step += 1) await page.keyboard.press("ArrowRight");
  await expect(next).toBeDisabled();
  await previous.focus();
  for (let step = 0; step < visible.length; step += 1) await page.keyboard.press("ArrowLeft");
  await expect(previous).toBeDisabled();
});

test("the contact page follows the site's layout: map on the left, or the single location's section", async ({
  page,
}) => {
  await page.goto(siteUrl("redgum", "/contact-us"));
  await expect(page.getByRole("img", { name: "Map of our locations" })).toBeVisible();
  const mapBox = await page.getByRole("img", { name: "Map of our locations" }).boundingBox();
  const formBox = await page.getByRole("heading", { name: "Send us an enquiry" }).boundingBox();
  expect(mapBox && formBox && mapBox.x < formBox.x).toBe(true);

  const [only] = siteLocations("driveflex");
  if (!only) throw new Error("driveflex has no location");
  await page.goto(siteUrl("driveflex", "/contact-us"));
  const single = page.getByTestId("primary-location");
  await expect(single.getByRole("heading", { level: 2 })).toHaveText(only.name);
  await expect(single.getByRole("img", { name: `Map of ${only.name}` })).toBeVisible();
  await expect(single.getByRole("link", { name: "Get directions" })).toBeVisible();
  // One reviews badge on the page: the location section's, not a second one beside the form.
  await expect(single.getByTestId("reviews-badge")).toBeVisible();
  await expect(page.getByTestId("reviews-badge")).toHaveCount(1);
});

test("the dealer locator's map labels its locations legibly: sized like text, none over another, all inside the map", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(siteUrl("southern-cross", "/dealer-locator"));
  const map = page.getByRole("img", { name: "Map of our locations" });
  const mapBox = await map.boundingBox();
  if (!mapBox) throw new Error("no map");
  const labels = map.getByTestId("map-labels").locator("text");
  expect(await labels.count()).toBeGreaterThanOrEqual(5);
  const boxes = await labels.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { text: element.textContent ?? "", x: box.x, y: box.y, width: box.width, height: box.height };
    }),
  );
  for (const [index, box] of boxes.entries()) {
    // Sized like body text, not headline text.
    expect(box.height, box.text).toBeGreaterThanOrEqual(10);
    expect(box.height, box.text).toBeLessThanOrEqual(24);
    expect(box.x, box.text).toBeGreaterThanOrEqual(mapBox.x);
    expect(box.y, box.text).toBeGreaterThanOrEqual(mapBox.y);
    expect(box.x + box.width, box.text).toBeLessThanOrEqual(mapBox.x + mapBox.width);
    expect(box.y + box.height, box.text).toBeLessThanOrEqual(mapBox.y + mapBox.height);
    for (const other of boxes.slice(index + 1)) {
      const apart =
        box.x + box.width <= other.x ||
        other.x + other.width <= box.x ||
        box.y + box.height <= other.y ||
        other.y + other.height <= box.y;
      expect(apart, `${box.text} / ${other.text}`).toBe(true);
    }
  }
});
