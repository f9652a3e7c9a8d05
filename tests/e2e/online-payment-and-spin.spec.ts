import { expect, test } from "./support/test";
import { expectNoSeriousAxeIssues } from "./support/axe";
import { freshPhone, signInOnPage } from "./support/sign-in";
import { siteRequest } from "./support/site-request";

// Harbourside's online payment and spin-to-win as a shopper meets them: from the footer link through
// sign-in to a prize or a receipt. The other demo sites have neither: no link, and 404.

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (slug: string, path: string) => `http://${slug}.localhost:${port}${path}`;

test("spin to win: footer link, sign in, spin, the prize shown; a second spin refused with a message", async ({
  page,
}) => {
  await page.goto(siteUrl("harbourside", "/finance"));
  await page.getByTestId("site-footer").getByRole("link", { name: "Spin to Win" }).click();
  // Back returns to the page the shopper came from, not to the gated page (which would sign-in again).
  await expect(page).toHaveURL(
    siteUrl(
      "harbourside",
      `/sign-in?type=spinToWin&redirect=${encodeURIComponent("/spin-to-win")}&back=${encodeURIComponent("/finance")}`,
    ),
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to spin the wheel");
  await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute("href", "/finance");
  await signInOnPage(page, "harbourside", freshPhone());
  await expect(page).toHaveURL(siteUrl("harbourside", "/spin-to-win"));

  const prizes = await page.getByTestId("spin-prizes").getByRole("listitem").allTextContents();
  expect(prizes.length).toBeGreaterThanOrEqual(2);
  // The terms name the promoter, the dates and the permits that SA and ACT trade promotions need.
  const terms = page.getByTestId("spin-terms");
  await expect(terms.getByTestId("spin-promoter")).toContainText("Promoter: Harbourside Motors Pty Ltd");
  await expect(terms.getByTestId("spin-dates")).toHaveText(
    "The promotion runs from 1 January 2026 to 31 December 2027.",
  );
  await expect(terms.getByTestId("spin-permits")).toContainText("SA permit T26/0555");
  await expect(terms.getByTestId("spin-permits")).toContainText("ACT permit TP 26/05551");
  await expectNoSeriousAxeIssues(page);

  // The wheel turns, with the button disabled, and the prize shows once it stops.
  const button = page.getByRole("button", { name: /Spin the wheel|Spinning/ });
  await button.click();
  const wheel = page.getByTestId("spin-wheel");
  await expect(wheel).toHaveAttribute("data-spinning", "true");
  await expect(button).toBeDisabled();
  await expect(button).toBeFocused();
  await expect.poll(() => wheel.evaluate((element) => getComputedStyle(element).transitionDuration)).not.toBe("0s");
  const result = page.getByTestId("spin-result");
  await expect(result).toHaveAttribute("data-kind", "won");
  await expect(wheel).toHaveAttribute("data-spinning", "false");
  await expect(button).toBeEnabled();
  const prize = (await result.getByTestId("spin-prize").textContent()) ?? "";
  expect(prizes).toContain(prize);

  // With reduced motion the wheel does not turn: the answer shows at once.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.getByRole("button", { name: "Spin the wheel" }).click();
  await expect(result).toHaveAttribute("data-kind", "already");
  expect(await wheel.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe("0s");
  await expect(result.getByRole("alert")).toContainText(
    "You have already spun the wheel: it is one spin per mobile number.",
  );
  await expect(result.getByTestId("spin-prize")).toHaveText(prize);

  await page.reload();
  await expect(page.getByTestId("spin-earlier")).toContainText(prize);
});

test("online payment: footer link, sign in, pay with the 4242 card, the receipt", async ({ page }) => {
  await page.goto(siteUrl("harbourside", "/finance"));
  await page.getByTestId("site-footer").getByRole("link", { name: "Online Payment" }).click();
  await expect(page).toHaveURL(
    siteUrl(
      "harbourside",
      `/sign-in?type=onlinePayment&redirect=${encodeURIComponent("/online-payment")}&back=${encodeURIComponent("/finance")}`,
    ),
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to make a payment");
  await page.getByRole("link", { name: "Back", exact: true }).click();
  await expect(page).toHaveURL(siteUrl("harbourside", "/finance"));
  await page.getByTestId("site-footer").getByRole("link", { name: "Online Payment" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to make a payment");
  await signInOnPage(page, "harbourside", freshPhone());
  await expect(page).toHaveURL(siteUrl("harbourside", "/online-payment"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Online Payment");

  const form = page.getByTestId("online-payment-form");
  await form.getByLabel("Your name").fill("Jane Citizen");
  await form.getByLabel("Email for your receipt").fill("jane@example.com");
  // Harbourside's invoices are numbered INV- and five or six digits: the number alone is refused
  // with a message that shows the shape, before any charge.
  await form.getByLabel("Invoice or quote reference").fill("10234");
  await form.getByLabel("Amount ($)").fill("1,234.50");
  await form.getByRole("button", { name: "Pay now" }).click();
  await expect(
    form.getByText("Please enter the reference as it appears on your invoice, like INV-10234"),
  ).toBeVisible();
  await form.getByLabel("Invoice or quote reference").fill("INV-10234");
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
  // A readable receipt number (OP- and the payment's first eight hex digits), the dealer's legal name
  // and ABN, and the demo processor's payment marked as a sample.
  const paymentId = new URL(page.url()).searchParams.get("payment") ?? "missing";
  await expect(receipt.getByTestId("receipt-number")).toHaveText(`OP-${paymentId.slice(0, 8).toUpperCase()}`);
  await expect(receipt.getByTestId("receipt-seller")).toHaveText("Harbourside Motors Pty Ltd (ABN 94 555 000 001)");
  await expect(receipt).toContainText("This is a receipt, not a tax invoice.");
  await expect(receipt.getByTestId("sample-receipt")).toContainText("No money was taken");
  await expect(page.getByTestId("dealer-abn")).toHaveText("Harbourside Motors Pty Ltd ABN 94 555 000 001");
  await expectNoSeriousAxeIssues(page);
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
