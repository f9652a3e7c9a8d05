import { demoStaff } from "@/console/demo-staff";
import { totpCode } from "@/console/totp";
import { expectNoSeriousAxeIssues } from "./support/axe";
import { demo } from "./support/demo";
import { expect, test, type Page } from "./support/test";

// The console's dashboard as staff read it: the group admin (with a code) switches the period and
// the site and opens a chart's figures, by keyboard; a salesperson's dashboard holds Redgum only;
// a bad filter in the address gets a message, not an error page.

const port = Number(process.env.E2E_PORT ?? 3100);
const consoleUrl = (path: string) => `http://console.localhost:${port}${path}`;
const member = (role: string) => {
  const found = demoStaff.find((candidate) => candidate.role === role);
  if (!found) throw new Error(`no demo ${role}`);
  return found;
};
const siteName = (slug: string) => demo.sites.find((site) => site.slug === slug)?.name ?? slug;

async function signIn(page: Page, role: string) {
  const staff = member(role);
  await page.goto(consoleUrl("/sign-in"));
  await page.getByLabel("E-mail address").fill(staff.email);
  await page.getByLabel("Password").fill(staff.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  if (staff.totpSecret) {
    const secret = staff.totpSecret;
    const codeField = page.getByLabel("Code from your authenticator app");
    await codeField.fill(totpCode(secret));
    await page.getByRole("button", { name: "Continue" }).click();
    // A code is good once: when another test signed this member in within the same 30 seconds, the
    // next step's code is the one to give.
    const replayed = page.getByText("That code is not right.");
    await expect(page.getByRole("heading", { level: 1, name: `Hello, ${staff.name}` }).or(replayed)).toBeVisible();
    if (await replayed.isVisible()) {
      await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
      await codeField.fill(totpCode(secret));
      await page.getByRole("button", { name: "Continue" }).click();
    }
  }
  await expect(page).toHaveURL(consoleUrl("/"));
}

test("the group admin reads the dashboard, switches period and site, and opens a chart's figures by keyboard", async ({
  page,
}) => {
  // Many pages in one walk, on a machine shared with other work.
  test.setTimeout(180_000);
  await signIn(page, "group_admin");
  // The header's section, by keyboard.
  const section = page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Dashboard" });
  await section.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(consoleUrl("/dashboard"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  await expect(section).toHaveAttribute("aria-current", "page");

  // The group's sites only, the first by name chosen; 30 days unless asked.
  const groupSlugs = ["harbourside", "coastal-rv", "bayside"];
  const siteSelect = page.getByLabel("Site");
  await expect(siteSelect.getByRole("option")).toHaveText(groupSlugs.map(siteName).sort());
  const scopeLine = page.getByTestId("dashboard-scope");
  await expect(scopeLine).toContainText("the last 30 days");
  const period = page.getByRole("navigation", { name: "Period" });
  await expect(period.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");
  for (const id of [
    "leads-by-type",
    "leads-by-source",
    "leads-by-car",
    "reservations",
    "most-viewed",
    "views-and-enquiries",
    "stock-age",
    "price-changes",
  ]) {
    await expect(page.getByTestId(id)).toBeVisible();
  }
  await expectNoSeriousAxeIssues(page);

  // 7 days, by keyboard.
  await period.getByRole("link", { name: "Last 7 days" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]days=7/);
  await expect(scopeLine).toContainText("the last 7 days");
  await expect(period.getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "page");

  // Another site of the group, keeping the period.
  await siteSelect.selectOption({ label: siteName("bayside") });
  await page.getByRole("button", { name: "Show" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]site=bayside/);
  await expect(page).toHaveURL(/[?&]days=7/);
  await expect(scopeLine).toContainText(siteName("bayside"));

  // 90 days at Harbourside; the stock age chart (cars are in stock) has its figures in a table.
  await page.goto(consoleUrl("/dashboard?site=harbourside&days=90"));
  await expect(scopeLine).toContainText("the last 90 days");
  const stockAge = page.getByTestId("stock-age");
  await expect(stockAge.getByRole("img")).toBeVisible();
  const figures = stockAge.getByRole("table", { name: "Cars in stock by days in stock" });
  await expect(figures).toBeHidden();
  await stockAge.getByText("Show the figures as a table").focus();
  await page.keyboard.press("Enter");
  await expect(figures).toBeVisible();
  await expect(figures.getByRole("columnheader")).toHaveText(["Days in stock", "Cars"]);
  await expect(figures.getByRole("row")).toHaveCount(5);
  await expect(stockAge.getByRole("table", { name: "The oldest cars in stock" }).getByRole("row").nth(1)).toBeVisible();
  await expectNoSeriousAxeIssues(page);

  // A filter nobody offered: a message and the defaults, not an error page.
  await page.goto(consoleUrl("/dashboard?days=12&site=southern-cross"));
  const problems = page.getByTestId("filter-problems");
  await expect(problems).toContainText("Period: Choose 7, 30 or 90 days.");
  await expect(problems).toContainText("Site: that is not one of your sites");
  await expect(scopeLine).toContainText("the last 30 days");
  await expect(scopeLine).not.toContainText(siteName("southern-cross"));
  await expectNoSeriousAxeIssues(page);
});

test("a salesperson's dashboard holds Redgum only", async ({ page }) => {
  await signIn(page, "salesperson");
  await page.goto(consoleUrl("/dashboard"));
  await expect(page.getByLabel("Site").getByRole("option")).toHaveText([siteName("redgum")]);
  await expect(page.getByLabel("Dealership").getByRole("option")).toHaveCount(2);
  await expect(page.getByTestId("dashboard-scope")).toContainText(siteName("redgum"));
  // Another site by its address: refused with a message, Redgum shown.
  await page.goto(consoleUrl("/dashboard?site=harbourside"));
  await expect(page.getByTestId("filter-problems")).toContainText("Site: that is not one of your sites");
  await expect(page.getByTestId("dashboard-scope")).toContainText(siteName("redgum"));
  await expect(page.getByTestId("dashboard-scope")).not.toContainText(siteName("harbourside"));
  await expectNoSeriousAxeIssues(page);
});
