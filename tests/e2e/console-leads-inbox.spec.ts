import { readFile } from "node:fs/promises";
import { demoStaff } from "@/console/demo-staff";
import { expectNoSeriousAxeIssues } from "./support/axe";
import { demo } from "./support/demo";
import { rawRequest } from "./support/site-request";
import { expect, test, type Page } from "./support/test";

// The leads inbox (decision 044) over the demo's leads: the manager filters by status from the
// keyboard, searches a name, pages on and back, exports the list as CSV and sees the count of new
// leads; the salesperson sees only redgum's; the export answers 401 without a session.

const port = Number(process.env.E2E_PORT ?? 3100);
const consoleUrl = (path: string) => `http://console.localhost:${port}${path}`;
const member = (role: string) => {
  const found = demoStaff.find((candidate) => candidate.role === role);
  if (!found) throw new Error(`no demo ${role}`);
  return found;
};

async function signIn(page: Page, role: "manager" | "salesperson") {
  const staff = member(role);
  await page.goto(consoleUrl("/sign-in"));
  await page.getByLabel("E-mail address").fill(staff.email);
  await page.getByLabel("Password").fill(staff.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(consoleUrl("/"));
}

const table = (page: Page) => page.getByTestId("leads-table");
const bodyRows = (page: Page) => table(page).locator("tbody tr");
/** The text of one column (1-based) in every row. */
const column = (page: Page, index: number) => table(page).locator(`tbody tr td:nth-child(${index})`).allInnerTexts();

test("the manager filters, searches, pages and exports the leads, and sees how many are new", async ({ page }) => {
  // One member's whole round of the inbox: several pages, two axe runs and a download.
  test.setTimeout(180_000);
  await signIn(page, "manager");
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Leads" }).click();
  await expect(page).toHaveURL(consoleUrl("/leads"));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Leads");
  await expect(page.getByTestId("new-leads-count")).toHaveText(/^[1-9][\d,]* new$/);
  await expect(bodyRows(page)).toHaveCount(50);
  await expectNoSeriousAxeIssues(page);
  // Every row is the manager's dealership's.
  const harbourside = demo.sites.find((site) => site.slug === "harbourside");
  for (const text of await column(page, 7)) expect(text).toContain(harbourside?.name ?? "Harbourside");
  // Each row opens the lead's page.
  await expect(table(page).locator("tbody tr").first().getByRole("link")).toHaveAttribute(
    "href",
    /^\/leads\/[0-9a-f-]{36}$/,
  );

  // Pages: Next, then Previous gives the first page back.
  const firstPage = await column(page, 1);
  const firstOldest =
    (await table(page).locator("tbody tr td:nth-child(1) time").last().getAttribute("datetime")) ?? "";
  await page.getByRole("link", { name: "Next →" }).click();
  await expect(page).toHaveURL(/after=/);
  await expect.poll(() => column(page, 1)).not.toEqual(firstPage);
  const secondPage = await column(page, 1);
  expect(secondPage.length).toBeGreaterThan(0);
  // Every lead on it came in no later than the first page's last.
  const times = table(page).locator("tbody tr td:nth-child(1) time");
  const secondNewest = (await times.first().getAttribute("datetime")) ?? "";
  expect(secondNewest <= firstOldest).toBe(true);
  await page.getByRole("link", { name: "← Previous" }).click();
  await expect(page).toHaveURL(/before=/);
  await expect.poll(() => column(page, 1)).toEqual(firstPage);

  // Filter by status with the keyboard alone: choose it, then Enter in the search box submits.
  await page.goto(consoleUrl("/leads"));
  const status = page.getByLabel("Status");
  await status.focus();
  await status.selectOption("contacted");
  await page.getByLabel("Name, phone or e-mail").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/status=contacted/);
  const statuses = await column(page, 8);
  expect(statuses.length).toBeGreaterThan(0);
  for (const text of statuses) expect(text).toBe("Contacted");
  await expectNoSeriousAxeIssues(page);

  // Search a name seen in the list: every row found carries it.
  await page.goto(consoleUrl("/leads"));
  const name = (await column(page, 3)).find((text) => /^[A-Z][a-z]+ [A-Z][a-z]+$/.test(text)) ?? "";
  expect(name).not.toBe("");
  await page.getByLabel("Name, phone or e-mail").fill(name);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/q=/);
  const names = await column(page, 3);
  expect(names.length).toBeGreaterThan(0);
  for (const text of names) expect(text.toLowerCase()).toContain(name.toLowerCase());

  // A bad filter value: a message for its field, not an error page.
  await page.goto(consoleUrl("/leads?status=won&from=2026-02-31x"));
  await expect(page.getByTestId("filter-errors")).toBeVisible();
  await expect(page.getByText("Choose a status from the list")).toBeVisible();

  // Export the filtered list.
  await page.goto(consoleUrl("/leads?status=contacted"));
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await file.path()) ?? "", "utf8")).replace(/^\uFEFF/, "");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toMatch(/^Received \(UTC\),Site,Dealership,Type,Category,Name,Phone,E-mail/);
  expect(lines.length).toBe(statuses.length + 1);
  for (const line of lines.slice(1)) expect(line).toContain(",Contacted,");
});

test("the salesperson sees only redgum's leads; the export needs a session", async ({ page }) => {
  await signIn(page, "salesperson");
  await page.goto(consoleUrl("/leads"));
  const redgum = demo.sites.find((site) => site.slug === "redgum");
  const dealerships = await column(page, 7);
  expect(dealerships.length).toBeGreaterThan(0);
  for (const text of dealerships) expect(text).toContain(redgum?.name ?? "Redgum");
  // Unassigned or theirs.
  for (const text of await column(page, 9)) expect(["Unassigned", member("salesperson").name]).toContain(text);
  await expectNoSeriousAxeIssues(page);

  const anonymous = await rawRequest(`console.localhost:${port}`, "/leads/export.csv");
  expect(anonymous.status).toBe(401);
});
