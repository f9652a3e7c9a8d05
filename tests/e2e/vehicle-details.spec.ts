import { z } from "zod";
import { expect, test } from "./support/test";
import { dealerCommentsText } from "@/vehicle/dealer-comments";
import { demo } from "./support/demo";
import { siteRequest } from "./support/site-request";

// The vehicle page's reserved variant, its finance disclaimer (by car id, shortened with Show More /
// Show Less) and its view count.

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (slug: string, path: string) => `http://${slug}.localhost:${port}${path}`;

/** A global the page set (or undefined), read without assuming its shape: the test parses it. */
function windowValue(name: string): unknown {
  const host: object = window;
  return name in host ? Reflect.get(host, name) : undefined;
}

const dataLayer = z
  .array(z.object({ event_id: z.number(), car_id: z.string().optional() }))
  .optional()
  .transform((entries) => entries ?? []);

function carsOf(slug: string) {
  const siteId = demo.sites.find((site) => site.slug === slug)?.id;
  return demo.cars.filter((car) => car.siteId === siteId && car.showOnDealerWebsite !== false);
}

test("a reserved car says so and cannot be reserved again; an unreserved one can", async ({ page }) => {
  const reserved = carsOf("harbourside").find((car) => car.status === "in_stock" && car.reserved === true);
  const open = carsOf("harbourside").find(
    (car) => car.status === "in_stock" && car.reserved !== true && car.checkoutEnabled !== false,
  );
  if (!reserved || !open) throw new Error("the demo has reserved and unreserved in-stock harbourside cars");

  await page.goto(siteUrl("harbourside", `/cars/${reserved.slug}`));
  await expect(page.getByTestId("reserved-message")).toContainText("RESERVED");
  const sidebar = page.getByTestId("vehicle-sidebar");
  await expect(sidebar.getByRole("link", { name: "Reserve Car Now" })).toHaveCount(0);
  await expect(sidebar.getByRole("button", { name: "Enquire Now", exact: true })).toBeVisible();

  await page.goto(siteUrl("harbourside", `/cars/${open.slug}`));
  await expect(page.getByTestId("reserved-message")).toHaveCount(0);
  await expect(sidebar.getByRole("link", { name: "Reserve Car Now" })).toHaveAttribute(
    "href",
    `/cars/${open.slug}/checkout`,
  );
});

test("the finance disclaimer is the car's own, shortened at 197 characters with Show More and Show Less", async ({
  page,
}) => {
  const car = carsOf("redgum").find((candidate) => candidate.status === "in_stock");
  if (!car?.id) throw new Error("redgum has in-stock cars");
  const reply = await siteRequest("redgum", `/api/finance/disclaimer?car_id=${car.id}`);
  expect(reply.status).toBe(200);
  const full = (reply.body as { disclaimer: string }).disclaimer;
  expect(full.length).toBeGreaterThan(197);

  await page.goto(siteUrl("redgum", `/cars/${car.slug}`));
  const block = page.getByTestId("finance-disclaimer");
  const shortText = (await block.locator("p").innerText()).trim();
  expect(shortText.endsWith("…")).toBe(true);
  expect(shortText.length).toBeLessThanOrEqual(198);
  expect(full.startsWith(shortText.slice(0, -1).trimEnd())).toBe(true);
  await block.getByRole("button", { name: "Show More" }).click();
  await expect(block.locator("p")).toHaveText(full);
  await block.getByRole("button", { name: "Show Less" }).click();
  await expect(block.locator("p")).toHaveText(shortText);
});

test("the disclaimer endpoint asks for a car id and keeps to the site's own cars", async () => {
  expect((await siteRequest("redgum", "/api/finance/disclaimer")).status).toBe(400);
  expect((await siteRequest("redgum", "/api/finance/disclaimer?car_id=not-a-car")).status).toBe(404);
  const harbourside = carsOf("harbourside")[0];
  expect((await siteRequest("redgum", `/api/finance/disclaimer?car_id=${harbourside?.id ?? ""}`)).status).toBe(404);
});

test("a visit to a car's page shows its view count, and the same shopper reloading does not inflate it", async ({
  page,
}) => {
  const car = carsOf("southern-cross").find((candidate) => candidate.status === "in_stock");
  if (!car) throw new Error("southern-cross has in-stock cars");
  await page.goto(siteUrl("southern-cross", `/cars/${car.slug}`));
  const count = page.getByTestId("view-count");
  await expect(count).toHaveText(/^Viewed [\d,]+ times?$/);
  const first = Number((await count.innerText()).replace(/\D/g, ""));
  expect(first).toBeGreaterThan(0);
  // One client counts once per hour (decision 028): a reload shows the same count.
  await page.reload();
  await expect(count).toHaveText(/^Viewed [\d,]+ times?$/);
  expect(Number((await count.innerText()).replace(/\D/g, ""))).toBe(first);
});

test("the page reports the used-car detail view, a favourite and a print to the tag manager", async ({ page }) => {
  const car = carsOf("harbourside").find(
    (candidate) => candidate.status === "in_stock" && candidate.carType === "used",
  );
  if (!car?.id) throw new Error("harbourside has in-stock used cars");
  await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
  const events = async () =>
    dataLayer
      .parse(await page.evaluate(windowValue, "dataLayer"))
      .map((entry) => `${entry.event_id}:${entry.car_id ?? ""}`);
  await expect.poll(events).toContain(`4:${car.id}`);

  const favourite = page.getByTestId("vehicle-page").getByRole("button", { name: "Save to watchlist" }).first();
  await favourite.click();
  await expect(page.getByRole("button", { name: "Remove from watchlist" }).first()).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect.poll(events).toContain(`39:${car.id}`);

  const popup = page.waitForEvent("popup");
  await page.getByTestId("vehicle-sidebar").getByRole("link", { name: /print/i }).click();
  await (await popup).close();
  await expect.poll(events).toContain(`61:${car.id}`);
});

test("the one-dealer site lays its vehicle page out in its own sections, reserving through /buy-online", async ({
  page,
}) => {
  const car = carsOf("bayside").find(
    (candidate) =>
      candidate.status === "in_stock" && candidate.reserved !== true && candidate.checkoutEnabled !== false,
  );
  if (!car) throw new Error("bayside has in-stock cars that can be reserved");
  await page.goto(siteUrl("bayside", `/cars/${car.slug}`));
  await expect(page.getByTestId("vehicle-page")).toHaveAttribute("data-layout", "one-dealer");
  const headings = await page
    .getByTestId("vehicle-page")
    .getByRole("heading", { level: 2 })
    .evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim() ?? ""));
  const wanted = [
    "Key information",
    "Our Comments",
    "Reserve Online",
    "Why Buy From Us?",
    "Protect Your Car",
    "Car Summary",
    "All Specifications",
  ];
  const positions = wanted.map((heading) => headings.indexOf(heading));
  expect(
    positions.every((position) => position >= 0),
    `headings were ${headings.join(" | ")}`,
  ).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  await expect(page.getByTestId("reserve-online")).toContainText("$200 deposit");
  await expect(page.getByTestId("reserve-online").getByRole("link", { name: "Reserve Car Now" })).toHaveAttribute(
    "href",
    `/cars/${car.slug}/buy-online`,
  );

  await page.goto(siteUrl("harbourside", `/cars/${carsOf("harbourside")[0]?.slug ?? ""}`));
  await expect(page.getByTestId("vehicle-page")).toHaveAttribute("data-layout", "standard");
  await expect(page.getByRole("heading", { name: "Why Buy From Us?" })).toHaveCount(0);
});

test("the Finance button goes to personalised finance for a car with an NVIC, else to the finance form", async ({
  page,
}) => {
  const inStock = carsOf("redgum").filter((candidate) => candidate.status === "in_stock");
  const withNvic = inStock.find((candidate) => candidate.nvic);
  const withoutNvic = inStock.find((candidate) => !candidate.nvic);
  if (!withNvic?.id || !withoutNvic?.id) throw new Error("redgum has in-stock cars with and without an NVIC");
  const financeLink = page
    .getByTestId("vehicle-sidebar")
    .getByRole("link", { name: /finance/i })
    .first();

  await page.goto(siteUrl("redgum", `/cars/${withNvic.slug}`));
  await expect(financeLink).toHaveAttribute("href", `/personalised/finance?car_id=${withNvic.id}`);
  await financeLink.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Personalised Finance");

  await page.goto(siteUrl("redgum", `/cars/${withoutNvic.slug}`));
  const href = (await financeLink.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/finance\?.*#finance-form$/);
  const query = new URLSearchParams(href.slice(href.indexOf("?") + 1, href.indexOf("#")));
  expect(query.get("car_id")).toBe(withoutNvic.id);
  expect(query.get("vehiclePriceBudget")).toBe(String(withoutNvic.price));
  expect(query.get("car_type")).toBe(withoutNvic.carType);
  expect(query.get("preferredDealership")).toBeTruthy();
});

test("gallery photos and thumbnails display, the first photo loading eagerly", async ({ page }) => {
  const car = carsOf("harbourside").find(
    (candidate) => candidate.status === "in_stock" && (candidate.images?.length ?? 0) > 3,
  );
  if (!car) throw new Error("harbourside has in-stock cars with more than three photos");
  await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
  const viewer = page.getByTestId("media-viewer");
  const galleryButton = viewer.getByRole("button", { name: "Gallery" });
  if ((await viewer.getAttribute("data-mode")) !== "gallery") await galleryButton.click();
  const main = page.getByTestId("gallery").getByRole("img").first();
  await expect(main).toHaveAttribute("alt", /photo 1 of/);
  await expect.poll(() => main.evaluate((node) => (node as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  const thumbnails = page.getByRole("list", { name: "Photos" }).getByRole("button");
  expect(await thumbnails.count()).toBeGreaterThan(3);
  await thumbnails.nth(2).click();
  await expect(page.getByTestId("gallery").getByRole("img").first()).toHaveAttribute("alt", /photo 3 of/);
});

test("Share opens networks in a 550x400 window, links e-mail, SMS and WhatsApp, and copies the link", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // Nothing may reach the internet: window.open is recorded instead of opening the network's page.
  await page.addInitScript(() => {
    const opened: string[][] = [];
    Object.assign(window, { opened });
    window.open = (url?: string | URL, target?: string, features?: string) => {
      opened.push([String(url), target ?? "", features ?? ""]);
      return null;
    };
  });
  const car = carsOf("harbourside").find((candidate) => candidate.status === "in_stock");
  if (!car) throw new Error("harbourside has in-stock cars");
  await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
  const share = page.getByTestId("share");
  await share.getByText("Share", { exact: true }).click();
  await share.getByRole("button", { name: "Facebook" }).click();
  const opened = z.array(z.array(z.string())).parse(await page.evaluate(windowValue, "opened"));
  expect(opened).toHaveLength(1);
  expect(opened[0]?.[0]).toContain(encodeURIComponent(`/cars/${car.slug}`));
  expect(opened[0]?.[2]).toBe("width=550,height=400");
  await expect(share.getByRole("link", { name: "E-mail" })).toHaveAttribute("href", /^mailto:/);
  await expect(share.getByRole("link", { name: "SMS" })).toHaveAttribute("href", /^sms:/);
  await expect(share.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\//);

  await share.getByRole("button", { name: "Copy link" }).click();
  await expect(share.getByRole("status")).toHaveText("Copied");
  // The site-wide notification names the car as well (spec: 'Copied {name} to your clipboard!').
  await expect(page.getByText(/^Copied .+ to your clipboard!$/)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/cars/${car.slug}`);
  await expect(share.getByRole("status")).toHaveCount(0, { timeout: 5_000 });
});

/** The first list items of a car's comments, as text. */
function commentItems(html: string): string[] {
  return [...html.matchAll(/<li>(.*?)<\/li>/g)].map((match) => dealerCommentsText(match[1] ?? ""));
}

test("dealer comments collapse at 400 characters with Show More and Show Less, keeping their list lines; none says they are pending", async ({
  page,
}) => {
  const cars = carsOf("harbourside");
  const long = cars.find(
    (candidate) =>
      dealerCommentsText(candidate.dealerComments ?? "").length > 450 &&
      commentItems(candidate.dealerComments ?? "").length >= 3,
  );
  const none = cars.find((candidate) => !candidate.dealerComments);
  if (!long || !none) throw new Error("harbourside has cars with long listed comments and with none");

  await page.goto(siteUrl("harbourside", `/cars/${long.slug}`));
  const comments = page.getByTestId("dealer-comments");
  const text = comments.getByTestId("dealer-comments-text");
  const collapsed = ((await text.textContent()) ?? "").trim();
  expect(collapsed.endsWith("…")).toBe(true);
  expect(collapsed.length).toBeLessThanOrEqual(401);
  // The list stays a list when collapsed: its items are on lines of their own.
  const [first, second] = commentItems(long.dealerComments ?? "");
  const firstItem = text.getByRole("listitem").filter({ hasText: first ?? "" });
  const secondItem = text.getByRole("listitem").filter({ hasText: second ?? "" });
  await expect(firstItem).toBeVisible();
  await expect(secondItem).toBeVisible();
  const firstBox = await firstItem.boundingBox();
  const secondBox = await secondItem.boundingBox();
  expect(secondBox?.y ?? 0).toBeGreaterThan((firstBox?.y ?? 0) + (firstBox?.height ?? 0) - 1);

  await comments.getByRole("button", { name: "Show More" }).click();
  await expect(comments.getByRole("button", { name: "Show Less" })).toHaveAttribute("aria-expanded", "true");
  expect(((await text.textContent()) ?? "").length).toBeGreaterThan(collapsed.length);
  await comments.getByRole("button", { name: "Show Less" }).click();
  await expect(comments.getByRole("button", { name: "Show More" })).toBeVisible();
  expect(((await text.textContent()) ?? "").trim()).toBe(collapsed);

  await page.goto(siteUrl("harbourside", `/cars/${none.slug}`));
  await expect(page.getByText("Dealer comments are pending. Please check back here later.")).toBeVisible();
});

test("the print page keeps the dealer comments' lines and list items apart", async ({ page }) => {
  const car = carsOf("harbourside").find((candidate) => commentItems(candidate.dealerComments ?? "").length >= 3);
  if (!car) throw new Error("harbourside has a car whose comments list its highlights");
  await page.goto(siteUrl("harbourside", `/print?car_id=${car.slug}`));
  const section = page.getByRole("region", { name: "Dealer comments" });
  const lines = (await section.getByTestId("print-comments").innerText()).split("\n").map((line) => line.trim());
  for (const item of commentItems(car.dealerComments ?? "")) expect(lines).toContain(`• ${item}`);
  expect(lines).toContain("Highlights include:");
});

test("a redgum certified used car lists its 5-year warranty, certified benefits and 14-day return terms", async ({
  page,
}) => {
  const car = carsOf("redgum").find((candidate) => candidate.carType === "used" && candidate.certified === true);
  if (!car) throw new Error("redgum has certified used cars");

  await page.goto(siteUrl("redgum", `/cars/${car.slug}`));
  const assurances = page.getByRole("region", { name: "Buy With Confidence" });
  await expect(assurances.getByTestId("certified-benefits").getByRole("listitem")).toHaveText([
    "5-year warranty",
    "Full service history",
    "90 point inspection",
    "1 year roadside assist",
  ]);
  const returns = assurances.getByTestId("return-terms");
  await expect(returns.getByRole("heading")).toHaveText("14-day money back or exchange");
  await expect(returns.getByRole("listitem")).toHaveText([
    "Driven no more than 500 km",
    "Returned with at least a quarter tank of fuel",
    "All keys and accessories returned",
    "No lien or finance registered against the car",
  ]);
});
