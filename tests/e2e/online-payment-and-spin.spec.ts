import { expect, test } from "./support/test";
import { freshPhone, signInOnPage } from "./support/sign-in";
import { siteRequest } from "./support/site-request";

// Harbourside's online payment and spin-to-win as a shopper meets them: from the footer link through
// sign-in to a prize or a receipt. The other demo sites have neither: no link, and 404.

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (slug: string, path: string) => `http://${slug}.localhost:${port}${path}`;

test("spin to win: footer link, sign in, spin, the prize shown; a second spin refused with a message", async ({
  page,
}) => {
  await page.goto(siteUrl("harbourside", "/"));
  await page.getByTestId("site-footer").getByRole("link", { name: "Spin to Win" }).click();
  await expect(page).toHaveURL(
    siteUrl(
      "harbourside",
      `/sign-in?type=spinToWin&redirect=${encodeURIComponent("/spin-to-win")}&back=${encodeURIComponent("/spin-to-win")}`,
    ),
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to spin the wheel");
  await signInOnPage(page, "harbourside", freshPhone());
  await expect(page).toHaveURL(siteUrl("harbourside", "/spin-to-win"));

  const prizes = await page.getByTestId("spin-prizes").getByRole("listitem").allTextContents();
  expect(prizes.length).toBeGreaterThanOrEqual(2);
  await page.getByRole("button", { name: "Spin the wheel" }).click();
  const result = page.getByTestId("spin-result");
  await expect(result).toHaveAttribute("data-kind", "won");
  const prize = (await result.getByTestId("spin-prize").textContent()) ?? "";
  expect(prizes).toContain(prize);

  await page.getByRole("button", { name: "Spin the wheel" }).click();
  await expect(result).toHaveAttribute("data-kind", "already");
  await expect(result.getByRole("alert")).toContainText(
    "You have already spun the wheel: it is one spin per mobile number.",
  );
  await expect(result.getByTestId("spin-prize")).toHaveText(prize);

  await page.reload();
  await expect(page.getByTestId("spin-earlier")).toContainText(prize);
});

test("online payment: footer link, sign in, pay with the 4242 card, the receipt", async ({ page }) => {
  await page.goto(siteUrl("harbourside", "/"));
  await page.getByTestId("site-footer").getByRole("link", { name: "Online Payment" }).click();
  await expect(page).toHaveURL(
    siteUrl(
      "harbourside",
      `/sign-in?type=onlinePayment&redirect=${encodeURIComponent("/online-payment")}&back=${encodeURIComponent("/online-payment")}`,
    ),
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to make a payment");
  await signInOnPage(page, "harbourside", freshPhone());
  await expect(page).toHaveURL(siteUrl("harbourside", "/online-payment"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Online Payment");

  const form = page.getByTestId("online-payment-form");
  await form.getByLabel("Your name").fill("Jane Citizen");
  await form.getByLabel("Email for your receipt").fill("jane@example.com");
  await form.getByLabel("Invoice or quote reference").fill("INV-10234");
  await form.getByLabel("Amount ($)").fill("1,234.50");
  await form.getByLabel("Card number").fill("4000 0000 0000 0002");
  await form.getByLabel("Expiry (MM/YY)").fill("12/40");
  await form.getByLabel("Security code (CVC)").fill("123");
  await form.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByTestId("payment-alert")).toHaveText("Your card was declined.");

  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveURL(/\/online-payment\/receipt\?payment=/);
  const receipt = page.getByTestId("payment-receipt");
  await expect(receipt.getByRole("heading", { level: 1 })).toHaveText(
    "Thank you, Jane Citizen: your payment is received",
  );
  await expect(receipt.getByTestId("receipt-reference")).toHaveText("INV-10234");
  await expect(receipt.getByTestId("receipt-amount")).toHaveText("$1,234.50");
  await expect(receipt).toContainText("Visa ending 4242");
});

test("the other demo sites have neither page: no footer link, and 404", async ({ page }) => {
  for (const slug of ["redgum", "bayside"]) {
    await page.goto(siteUrl(slug, "/"));
    const footer = page.getByTestId("site-footer");
    await expect(footer).toBeVisible();
    await expect(footer.getByRole("link", { name: "Spin to Win" })).toHaveCount(0);
    await expect(footer.getByRole("link", { name: "Online Payment" })).toHaveCount(0);
    expect((await siteRequest(slug, "/spin-to-win")).status).toBe(404);
    expect((await siteRequest(slug, "/online-payment")).status).toBe(404);
  }
});
