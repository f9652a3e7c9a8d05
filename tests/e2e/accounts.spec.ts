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

test("one list: saved signed out in this browser, kept through sign-in as the account's, and still in the browser after sign-out", async ({
  page,
}) => {
  const car = inStockCars("harbourside")[0];
  if (!car) throw new Error("no in-stock car on harbourside");
  const carPath = `/cars/${car.slug}`;
  await page.goto(siteUrl("harbourside", carPath));
  // One save control on the car's page: no second list beside it.
  await expect(page.getByTestId("vehicle-page").getByTestId("save-button")).toHaveCount(1);
  const save = page.getByTestId("vehicle-page").getByRole("button", { name: "Save to watchlist" });
  await expect(save).toBeEnabled();
  await save.click();

  // Saved at once, signed out: no detour to sign-in.
  await expect(page).toHaveURL(siteUrl("harbourside", carPath));
  const toast = page.locator("[data-sonner-toast]");
  await expect(toast).toContainText("Car Saved In Watchlist");
  await expect(toast).toContainText(`${car.name} is now available in your watchlist.`);
  await expect(page.getByTestId("vehicle-page").getByRole("button", { name: "Remove from watchlist" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("link", { name: "Watchlist (1)" })).toBeVisible();

  // View List: the garage, signed out, lists this browser's car and offers sign-in.
  await toast.getByRole("button", { name: "View List" }).click();
  await expect(page).toHaveURL(siteUrl("harbourside", "/my-garage"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Garage");
  await expect(page.getByTestId("favourite")).toHaveCount(1);
  await expect(page.getByTestId("favourite")).toContainText(car.name);
  await page.getByTestId("garage-sign-in").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to see your garage");
  await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute("href", "/my-garage");
  await signInOnPage(page, "harbourside", freshPhone());

  // Signed in, the car is in the account's watchlist: merged at sign-in.
  await expect(page).toHaveURL(siteUrl("harbourside", "/my-garage"));
  const saved = page.getByTestId("garage-car");
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole("link", { name: car.name }).first()).toHaveAttribute("href", carPath);
  await expect(saved.getByTestId("garage-price")).toContainText("$");
  await expect(page.getByRole("link", { name: "Watchlist (1)" })).toBeVisible();

  // Sign out: the browser keeps its own list.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(siteUrl("harbourside", "/"));
  await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);
  await page.goto(siteUrl("harbourside", "/my-garage"));
  await expect(page.getByTestId("favourite")).toContainText(car.name);
  await page
    .getByTestId("favourite")
    .getByRole("button", { name: /^Remove / })
    .click();
  await expect(page.getByText("Your watchlist is empty")).toBeVisible();
});

test("signed in, removing a car from the garage takes it out of the account's list", async ({ page }) => {
  const car = inStockCars("harbourside")[1];
  if (!car) throw new Error("no second in-stock car on harbourside");
  await page.goto(siteUrl("harbourside", `/sign-in?redirect=${encodeURIComponent(`/cars/${car.slug}`)}`));
  await signInOnPage(page, "harbourside", freshPhone());
  await page.getByTestId("vehicle-page").getByRole("button", { name: "Save to watchlist" }).click();
  const toast = page.locator("[data-sonner-toast]");
  await expect(toast).toContainText("Car Saved In Watchlist");
  await toast.getByRole("button", { name: "View List" }).click();
  await expect(page).toHaveURL(siteUrl("harbourside", "/my-garage"));
  const saved = page.getByTestId("garage-car");
  await expect(saved).toHaveCount(1);
  await saved.getByRole("button", { name: "Remove from watchlist" }).click();
  await expect(page.locator("[data-sonner-toast]")).toContainText("Car Removed");
  await expect(page.getByTestId("garage-car")).toHaveCount(0);
  await page.reload();
  await expect(page.getByText("Your watchlist is empty.")).toBeVisible();
});

test("southern-cross keeps its garage at /mymotorama: signed out it lists this browser's cars, signed in the account's; the other garage paths are not found", async ({
  page,
}) => {
  await page.goto(siteUrl("southern-cross", "/mymotorama"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Garage");
  await expect(page.getByText("Your watchlist is empty")).toBeVisible();
  await page.getByTestId("garage-sign-in").click();
  await expect(page).toHaveURL(
    siteUrl(
      "southern-cross",
      `/sign-in?type=mymotorama&redirect=${encodeURIComponent("/mymotorama")}&back=${encodeURIComponent("/mymotorama")}`,
    ),
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to see your garage");
  await signInOnPage(page, "southern-cross", freshPhone());
  await expect(page).toHaveURL(siteUrl("southern-cross", "/mymotorama"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Garage");
  await expect(page.getByText("Your watchlist is empty.")).toBeVisible();

  for (const path of ["/my-garage", "/mybigboxcars", "/myblinkr", "/myservco"]) {
    expect((await siteRequest("southern-cross", path)).status, path).toBe(404);
  }
  for (const slug of ["harbourside", "redgum"]) {
    expect((await siteRequest(slug, "/mymotorama")).status, slug).toBe(404);
  }
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
  const button = page.locator(`[data-testid="result-card"][data-stocknum="${stocknum}"]`).getByTestId("save-button");
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
    siteUrl("coastal-rv", `/sign-in?type=finance&redirect=${encodeURIComponent("/finance?car_type=used")}&back=%2F`),
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

  // Back goes to the car the shopper came from, not to the checkout (which would only sign-in again).
  const signInUrl = siteUrl(
    "redgum",
    `/sign-in?type=checkout&redirect=${encodeURIComponent(checkoutPath)}&back=${encodeURIComponent(carPath)}`,
  );
  await expect(page).toHaveURL(signInUrl);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to reserve your car");
  await page.getByRole("link", { name: "Back", exact: true }).click();
  await expect(page).toHaveURL(siteUrl("redgum", carPath));
  await reserve.click();
  await expect(page).toHaveURL(signInUrl);

  const phone = freshPhone();
  await signInOnPage(page, "redgum", phone);
  await expect(page).toHaveURL(siteUrl("redgum", checkoutPath));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Reserve ${car.year} ${car.make} ${car.model}`);
  await expect(page.getByTestId("reserve-form")).toBeVisible();
  // The mobile just verified is the form's phone.
  await expect(page.getByTestId("reserve-form").getByLabel("Phone")).toHaveValue(phone);

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
