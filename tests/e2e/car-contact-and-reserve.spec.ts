import { expect, test } from "./support/test";
import { demoConfig } from "@/finance/test-configs";
import { telHref } from "@/locations/masked-phone";
import { formatMoney } from "@/platform/format";
import { demo } from "./support/demo";

// What a car promises and whom to call about it: the card's Reserve Now, the deposit's terms and the
// money-back guarantee on the vehicle page, the breadcrumb of caravans and motorcycles, and the
// number shown for a car (issue 10 items 14, 17 and 22).

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (slug: string, path: string) => `http://${slug}.localhost:${port}${path}`;

function carsOf(slug: string) {
  const siteId = demo.sites.find((site) => site.slug === slug)?.id;
  return demo.cars.filter((car) => car.siteId === siteId && car.showOnDealerWebsite !== false);
}

function reservableCar(slug: string) {
  const car = carsOf(slug).find(
    (candidate) =>
      candidate.status === "in_stock" && candidate.reserved !== true && candidate.checkoutEnabled !== false,
  );
  if (!car) throw new Error(`${slug} has in-stock cars that can be reserved`);
  return car;
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the card's Reserve Now is one line across the card at ${viewport.width}px, its badge not repeating the word`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(siteUrl("harbourside", "/search/new-used-and-demo-cars"));
    const reserve = page.getByTestId("result-card").locator('[data-button="reserve"]').first();
    await expect(reserve).toBeVisible();
    const measured = await reserve.evaluate((element) => {
      const style = getComputedStyle(element);
      const px = (value: string) => Number.parseFloat(value) || 0;
      const oneLine =
        px(style.lineHeight) +
        px(style.paddingTop) +
        px(style.paddingBottom) +
        px(style.borderTopWidth) +
        px(style.borderBottomWidth);
      return {
        height: element.getBoundingClientRect().height,
        oneLine: Math.max(oneLine, px(style.minHeight)),
        width: element.getBoundingClientRect().width,
        rowWidth: element.parentElement?.getBoundingClientRect().width ?? 0,
        text: element.textContent ?? "",
      };
    });
    expect(measured.height).toBeCloseTo(measured.oneLine, 0);
    expect(measured.width).toBeCloseTo(measured.rowWidth, 0);
    expect(measured.text.toLowerCase().match(/reserve/g)).toHaveLength(1);
  });
}

for (const slug of ["harbourside", "redgum", "bayside"]) {
  test(`${slug}'s vehicle page states the reservation deposit's terms from its config`, async ({ page }) => {
    const { checkout } = demoConfig(slug);
    const car = reservableCar(slug);
    await page.goto(siteUrl(slug, `/cars/${car.slug}`));
    const section = page.getByRole("region", { name: "Reserve Online" });
    await expect(section.getByRole("listitem")).toHaveText([
      `${formatMoney(checkout.depositAmount)} deposit`,
      `Held for ${checkout.holdHours} hours`,
      checkout.refundableText,
    ]);
    await expect(section.getByRole("link", { name: demoConfig(slug).labels.reserveButton })).toHaveAttribute(
      "href",
      `/cars/${car.slug}/${demoConfig(slug).vehiclePage.checkoutPath}`,
    );
  });
}

test("redgum's used cars carry its 48-hour money-back guarantee in Buy With Confidence", async ({ page }) => {
  const guarantee = demoConfig("redgum").checkout.guaranteeText;
  const car = carsOf("redgum").find((candidate) => candidate.carType === "used");
  if (!guarantee || !car) throw new Error("redgum has a guarantee and used cars");
  await page.goto(siteUrl("redgum", `/cars/${car.slug}`));
  await expect(
    page.getByRole("region", { name: "Buy With Confidence" }).getByTestId("money-back-guarantee"),
  ).toHaveText(guarantee);
});

const itemCrumbs = [
  { slug: "coastal-rv", itemType: "caravan", carType: "used", label: "Used Caravans", cardText: "· caravan" },
  {
    slug: "southern-cross",
    itemType: "motorcycle",
    carType: "new",
    label: "New Motorcycles",
    cardText: "· motorcycle",
  },
] as const;

for (const { slug, itemType, carType, label, cardText } of itemCrumbs) {
  test(`a ${carType} ${itemType} on ${slug} is breadcrumbed '${label}', to a listing of them`, async ({ page }) => {
    const car = carsOf(slug).find((candidate) => candidate.itemType === itemType && candidate.carType === carType);
    if (!car) throw new Error(`${slug} has ${carType} ${itemType}s`);
    await page.goto(siteUrl(slug, `/cars/${car.slug}`));
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link").nth(1)).toHaveText(label);
    const typeCrumb = crumbs.getByRole("link", { name: label, exact: true });
    await expect(typeCrumb).toBeVisible();
    await expect(crumbs.getByRole("link", { name: /Cars$/ })).toHaveCount(0);

    const href = (await typeCrumb.getAttribute("href")) ?? "";
    const response = await page.goto(siteUrl(slug, href));
    expect(response?.status()).toBe(200);
    const cards = page.getByTestId("result-card");
    await expect(cards.first()).toBeVisible();
    const types = await cards.evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ""));
    expect(types.every((text) => text.includes(cardText))).toBe(true);
  });
}

test("harbourside shows a used car's used-sales line and a new car's new-sales line, on the page, the bar and the print", async ({
  page,
}) => {
  const { contact, labels } = demoConfig("harbourside");
  const lineFor = (type: "new" | "used") =>
    contact.phoneNumbers.find((line) => line.carTypes?.includes(type))?.number ?? "no line";
  const used = carsOf("harbourside").find((car) => car.carType === "used" && car.status === "in_stock");
  const fresh = carsOf("harbourside").find((car) => car.carType === "new" && car.status === "in_stock");
  if (!used || !fresh) throw new Error("harbourside has used and new cars in stock");
  expect(lineFor("used")).not.toBe(lineFor("new"));

  for (const [car, number] of [
    [used, lineFor("used")],
    [fresh, lineFor("new")],
  ] as const) {
    await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
    await expect(page.getByTestId("vehicle-sidebar").getByRole("link", { name: labels.callButton })).toHaveText(
      `${labels.callButton}: ${number}`,
    );
    await expect(page.getByTestId("vehicle-sidebar").getByRole("link", { name: labels.callButton })).toHaveAttribute(
      "href",
      telHref(number),
    );
    await expect(page.getByTestId("sticky-cta").locator('a[href^="tel:"]')).toHaveAttribute("href", telHref(number));

    await page.goto(siteUrl("harbourside", `/print?car_id=${car.slug}`));
    await expect(page.getByTestId("print-location")).toContainText(`Phone: ${number}`);
  }
});
