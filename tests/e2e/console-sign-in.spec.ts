import { demoStaff } from "@/console/demo-staff";
import { expectNoSeriousAxeIssues } from "./support/axe";
import { freshTotpCode } from "./support/console";
import { demo } from "./support/demo";
import { rawRequest } from "./support/site-request";
import { expect, test, type Page } from "./support/test";

// The dealer console's host (decision 042) as staff meet it: the demo operator signs in with a code
// computed from the demo's TOTP secret and sees every site; a salesperson sees only their own; a
// dealer's host never serves the console's pages, nor the console a dealer's.

const port = Number(process.env.E2E_PORT ?? 3100);
const consoleUrl = (path: string) => `http://console.localhost:${port}${path}`;
const member = (role: string) => {
  const found = demoStaff.find((candidate) => candidate.role === role);
  if (!found) throw new Error(`no demo ${role}`);
  return found;
};

async function givePassword(page: Page, email: string, password: string) {
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("the operator signs in with password and code, sees every site, and signs out", async ({ page }) => {
  const operator = member("operator");
  await page.goto(consoleUrl("/"));
  await expect(page).toHaveURL(consoleUrl("/sign-in"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the dealer console");
  await expectNoSeriousAxeIssues(page);

  // A wrong password: a message for the form, and the address stays filled in.
  await givePassword(page, operator.email, "not the right password");
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText(
    "The e-mail address or password is not right.",
  );
  await expect(page.getByLabel("E-mail address")).toHaveValue(operator.email);

  await givePassword(page, operator.email, operator.password);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check it's you");
  await expectNoSeriousAxeIssues(page);
  await page.getByLabel("Code from your authenticator app").fill(await freshTotpCode(operator.totpSecret ?? ""));
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(consoleUrl("/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hello, ${operator.name}`);
  await expect(page.getByTestId("staff-roles")).toHaveText("Platform operator");
  // Every demo site (and any an earlier spec onboarded: the operator's grant is every site).
  const sites = page.getByTestId("granted-sites").getByRole("listitem");
  for (const site of demo.sites) await expect(sites.filter({ hasText: site.name })).toHaveCount(1);
  await expectNoSeriousAxeIssues(page);

  // The cookie is the console's own, kept from scripts.
  const cookie = (await page.context().cookies(consoleUrl("/"))).find((c) => c.name === "__Host-console");
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(consoleUrl("/sign-in"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the dealer console");
  await page.goto(consoleUrl("/"));
  await expect(page).toHaveURL(consoleUrl("/sign-in"));
});

test("a salesperson signs in with a password alone and sees only their dealership's site", async ({ page }) => {
  const sales = member("salesperson");
  await page.goto(consoleUrl("/sign-in"));
  await givePassword(page, sales.email, sales.password);
  await expect(page).toHaveURL(consoleUrl("/"));
  await expect(page.getByTestId("staff-roles")).toHaveText("Salesperson");
  const redgum = demo.sites.find((site) => site.slug === "redgum");
  const sites = page.getByTestId("granted-sites").getByRole("listitem");
  await expect(sites).toHaveCount(1);
  await expect(sites).toContainText(redgum?.name ?? "Redgum");

  await page.goto(consoleUrl("/sign-out"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign out of the dealer console");
  await expectNoSeriousAxeIssues(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(consoleUrl("/sign-in"));
  await expect(page.getByLabel("E-mail address")).toBeVisible();
});

test("a dealer's host never serves the console, and the console never serves a dealer's pages", async ({ page }) => {
  // /sign-in on a dealer's host is the shoppers' phone sign-in, not the console's.
  await page.goto(`http://harbourside.localhost:${port}/sign-in`);
  await expect(page.getByLabel("E-mail address")).toHaveCount(0);
  await expect(page.getByText("dealer console")).toHaveCount(0);
  // The console's route path on a dealer's host is that dealer's 404.
  const underSite = await rawRequest(`harbourside.localhost:${port}`, "/console/sign-in");
  expect(underSite.status).toBe(404);
  expect(underSite.body).not.toMatch(/dealer console/i);
  // A dealer's pages on the console's host: 404.
  const consoleHost = `console.localhost:${port}`;
  const car = demo.cars[0];
  for (const path of ["/search", `/cars/${car?.slug ?? "x"}`, "/harbourside", "/sitemap.xml"]) {
    expect((await rawRequest(consoleHost, path)).status, path).toBe(404);
  }
  // Its own pages: never cached, never indexed, never framed.
  const signIn = await rawRequest(consoleHost, "/sign-in");
  expect(signIn.status).toBe(200);
  expect(signIn.headers["cache-control"]).toContain("no-store");
  expect(signIn.headers["x-robots-tag"]).toContain("noindex");
  expect(signIn.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
});
