import { expect, test } from "./support/test";
import { freshPhone, signInOnPage } from "./support/sign-in";
import { demo } from "./support/demo";
import { siteRequest } from "./support/site-request";
import { demoConfig } from "@/finance/test-configs";

// Phone sign-in, the watchlist and the sign-in gate as a shopper meets them: the demo's SMS outbox
// (/dev/sms, demo mode only) stands in for the phone.

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (slug: string, path: string) => `http://${slug}.localhost:${port}${path}`;

function inStockCars(slug: string) {
  const siteId = demo.sites.find((site) => site.slug === slug)?.id;
  return demo.cars.filter(
    (candidate) =>
      candidate.siteId === siteId && candidate.showOnDealerWebsite !== false && candidate.status === "in_stock",
  );
}

test("save to the watchlist signed out: sign in with the texted code, back on the car saved, View List shows it, remove", async ({
  page,
}) => {
  const car = inStockCars("harbourside")[0];
  if (!car) throw new Error("no in-stock car on harbourside");
  const carPath = `/cars/${car.slug}`;
  await page.goto(siteUrl("harbourside", carPath));
  const save = page.getByTestId("vehicle-page").getByRole("button", { name: "Save to watchlist" });
  await expect(save).toBeEnabled();
  await save.click();

  await expect(page).toHaveURL(
    siteUrl(
      "harbourside",
      `/sign-in?type=watchlist&redirect=${encodeURIComponent(carPath)}&back=${encodeURIComponent(carPath)}`,
    ),
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to save cars to your watchlist");
  await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute("href", carPath);
  const phone = freshPhone();
  await signInOnPage(page, "harbourside", phone);

  await expect(page).toHaveURL(siteUrl("harbourside", carPath));
  const toast = page.locator("[data-sonner-toast]");
  await expect(toast).toContainText("Car Saved In Watchlist");
  await expect(toast).toContainText(`${car.name} is now available in your watchlist.`);
  await expect(page.getByTestId("vehicle-page").getByRole("button", { name: "Remove from watchlist" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await toast.getByRole("button", { name: "View List" }).click();
  await expect(page).toHaveURL(siteUrl("harbourside", "/my-garage"));
  const saved = page.getByTestId("garage-car");
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole("link", { name: car.name }).first()).toHaveAttribute("href", carPath);
  await expect(saved.getByTestId("garage-price")).toContainText("$");

  await saved.getByRole("button", { name: "Remove from watchlist" }).click();
  await expect(page.locator("[data-sonner-toast]")).toContainText("Car Removed");
  await expect(page.getByTestId("garage-car")).toHaveCount(0);
  await page.reload();
  await expect(page.getByText("Your watchlist is empty.")).toBeVisible();

  // Sign out from the header: the garage asks for sign-in again.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in\?type=my-garage&redirect=%2Fmy-garage/);
});

test("a result card's save control works from the search page once signed in, and a failure is undone with an alert", async ({
  page,
}) => {
  await page.goto(siteUrl("harbourside", "/sign-in?redirect=/search/new-used-and-demo-cars"));
  const phone = freshPhone();
  await signInOnPage(page, "harbourside", phone);
  await expect(page).toHaveURL(siteUrl("harbourside", "/search/new-used-and-demo-cars"));
  // Pin the card by its stock number: once saved, its button's name changes.
  const first = page
    .getByTestId("result-card")
    .filter({ has: page.getByRole("button", { name: "Save to watchlist" }) })
    .first();
  const stocknum = await first.getAttribute("data-stocknum");
  const button = page
    .locator(`[data-testid="result-card"][data-stocknum="${stocknum}"]`)
    .getByTestId("watchlist-button");
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("[data-sonner-toast]")).toContainText("Car Saved In Watchlist");

  // The server refuses the removal (the session ended elsewhere): the control goes back and says why.
  await page.context().clearCookies();
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await button.click();
  await expect.poll(() => alerts).toEqual(["Please sign in to use your watchlist."]);
  await expect(button).toHaveAttribute("aria-pressed", "true");
});

test("the gate: a site's gated finance page sends a signed-out visitor to sign-in and back", async ({ page }) => {
  await page.goto(siteUrl("coastal-rv", "/finance?car_type=used"));
  await expect(page).toHaveURL(
    siteUrl(
      "coastal-rv",
      `/sign-in?type=finance&redirect=${encodeURIComponent("/finance?car_type=used")}&back=${encodeURIComponent("/finance?car_type=used")}`,
    ),
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to apply for finance");
  await signInOnPage(page, "coastal-rv", freshPhone());
  await expect(page).toHaveURL(siteUrl("coastal-rv", "/finance?car_type=used"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Finance");

  // A site that does not gate finance opens it to everyone.
  const open = await page.context().newPage();
  await open.goto(siteUrl("harbourside", "/finance"));
  await expect(open).toHaveURL(siteUrl("harbourside", "/finance"));
});

test("the gate on checkout: a signed-out shopper's Reserve on redgum goes to sign-in, then on to the car's checkout", async ({
  page,
}) => {
  const { labels } = demoConfig("redgum");
  // Not the first reservable car: other specs may reserve that one.
  const car = inStockCars("redgum").filter(
    (candidate) => candidate.reserved !== true && candidate.checkoutEnabled !== false,
  )[1];
  if (!car) throw new Error("redgum has reservable cars");
  const carPath = `/cars/${car.slug}`;
  const checkoutPath = `${carPath}/checkout`;
  await page.goto(siteUrl("redgum", carPath));
  const reserve = page
    .getByRole("region", { name: "Reserve Online" })
    .getByRole("link", { name: labels.reserveButton });
  await expect(reserve).toHaveAttribute("href", checkoutPath);
  await reserve.click();

  await expect(page).toHaveURL(
    siteUrl(
      "redgum",
      `/sign-in?type=checkout&redirect=${encodeURIComponent(checkoutPath)}&back=${encodeURIComponent(checkoutPath)}`,
    ),
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to reserve your car");
  await signInOnPage(page, "redgum", freshPhone());
  await expect(page).toHaveURL(siteUrl("redgum", checkoutPath));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Reserve ${car.year} ${car.make} ${car.model}`);
  await expect(page.getByTestId("reserve-form")).toBeVisible();

  // A car that does not exist gets the clear page, not the gate.
  await page.context().clearCookies();
  await page.goto(siteUrl("redgum", "/cars/no-such-car/checkout"));
  await expect(page).toHaveURL(siteUrl("redgum", "/cars/no-such-car/checkout"));
  await expect(page.getByTestId("checkout-unavailable")).toHaveAttribute("data-reason", "unknown-car");
});

test("sign-in keeps redirect and back on the site, and the watchlist API refuses a signed-out call", async ({
  page,
}) => {
  await page.goto(siteUrl("harbourside", "/sign-in?type=watchlist&redirect=//evil.example/&back=/%2F%2Fevil.example"));
  await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute("href", "/");

  const car = inStockCars("harbourside")[0];
  const reply = await siteRequest("harbourside", "/api/watchlist/save-car", {
    method: "POST",
    json: { phone_number: "0412345678", car_id: car?.id },
  });
  expect(reply.status).toBe(401);
  expect(reply.body).toEqual({ success: false, error: "Please sign in to use your watchlist." });
  // A site without the watchlist has no such call.
  expect((await siteRequest("redgum", "/api/watchlist/save-car", { method: "POST", json: {} })).status).toBe(404);
});
