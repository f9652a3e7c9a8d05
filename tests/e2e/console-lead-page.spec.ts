import { randomUUID } from "node:crypto";
import pg from "pg";
import { demoStaff } from "@/console/demo-staff";
import { startHttpServer } from "@/leads/testing/servers";
import { expectNoSeriousAxeIssues } from "./support/axe";
import { siteRequest } from "./support/site-request";
import { expect, test, type Page } from "./support/test";

// A lead's page in the dealer console: the harbourside manager triages a lead the test
// sends through the site's lead API (contacted, assigned, a note typed and sent with the keyboard,
// lost with a reason), and resends a CRM delivery that failed against a stand-in CRM on this machine
// once the stand-in answers again.
//
// The stand-in CRM is set on the dealership in the end-to-end server's own database (as an operator
// would configure it) for as long as it takes to send the lead, so it needs the PostgreSQL server.

const port = Number(process.env.E2E_PORT ?? 3100);
const consoleUrl = (path: string) => `http://console.localhost:${port}${path}`;
const manager = demoStaff.find((member) => member.role === "manager");

/** The database tests/e2e/server.ts made for this port (scripts/lib/fresh-database.ts). */
function e2eDatabaseUrl(): string | null {
  if (!process.env.DATABASE_URL) return null;
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${url.pathname.slice(1) || "postgres"}_e2e_${port}`;
  return url.toString();
}

async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() ?? "" });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Harbourside Motors (the demo manager's dealership) and one of its cars in stock. */
async function harboursideMotors(client: pg.Client): Promise<{ dealershipId: string; carId: string }> {
  const { rows } = await client.query<{ dealership_id: string; car_id: string }>(
    `select d.id as dealership_id, c.id as car_id
       from dealerships d join sites s on s.id = d.site_id join cars c on c.dealership_id = d.id
      where s.slug = 'harbourside' and d.slug = 'harbourside-motors' and c.status = 'in_stock'
        and c.show_on_dealer_website order by c.stocknum limit 1`,
  );
  const row = rows[0];
  if (!row) throw new Error("no Harbourside Motors car in stock");
  return { dealershipId: row.dealership_id, carId: row.car_id };
}

async function sendLead(carId: string, name: string): Promise<string> {
  const response = await siteRequest("harbourside", "/api/leads", {
    method: "POST",
    json: {
      formType: "enquiry",
      idempotency_key: `e2e-console-${randomUUID()}`,
      car_id: carId,
      fields: {
        name,
        last_name: "Citizen",
        email: "jane.citizen@example.com",
        phone: "0412 555 321",
        category: "General Enquiry",
        message: "Is it still available this weekend?",
        opt_in: false,
      },
    },
  });
  expect(response.status).toBe(200);
  const leadId = (response.body as { lead_id?: string }).lead_id;
  if (!leadId) throw new Error(`no lead id in ${JSON.stringify(response.body)}`);
  return leadId;
}

async function signInAsManager(page: Page) {
  if (!manager) throw new Error("no demo manager");
  await page.goto(consoleUrl("/sign-in"));
  await page.getByLabel("E-mail address").fill(manager.email);
  await page.getByLabel("Password").fill(manager.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(consoleUrl("/"));
}

test.skip(!e2eDatabaseUrl(), "sets the stand-in CRM in the server's database: needs DATABASE_URL (PostgreSQL)");

test("the manager triages a lead: contacted, assigned, a note by keyboard, lost with a reason", async ({ page }) => {
  const { carId } = await withDatabase(harboursideMotors);
  const leadId = await sendLead(carId, "Janet");
  await signInAsManager(page);

  // Not a lead, or no lead at all: the console's 404, never a 500.
  expect((await page.goto(consoleUrl("/leads/not-a-lead")))?.status()).toBe(404);
  expect((await page.goto(consoleUrl(`/leads/${randomUUID()}`)))?.status()).toBe(404);

  await page.goto(consoleUrl(`/leads/${leadId}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("General Enquiry from Janet Citizen");
  await expect(page.getByTestId("lead-status")).toHaveText("New");
  await expect(page.getByTestId("car-state")).toHaveText("In stock");
  const answers = page.getByTestId("lead-answers");
  await expect(answers).toContainText("0412 555 321");
  await expect(answers).toContainText("Is it still available this weekend?");
  await expect(answers).toContainText("Subscribe to news and offers");
  await expectNoSeriousAxeIssues(page);

  await page.getByRole("button", { name: "Mark contacted" }).click();
  await expect(page.getByRole("status")).toHaveText("Status saved.");
  await expect(page.getByTestId("lead-status")).toHaveText("Contacted");

  await page.getByLabel("Assign to").selectOption({ label: "Grace Group-Admin (group-admin@demo.example)" });
  await page.getByRole("button", { name: "Save assignment" }).click();
  await expect(page.getByRole("status")).toHaveText("Assignment saved.");
  await expect(page.getByTestId("lead-assignee")).toHaveText("Grace Group-Admin");

  // An empty note gets a field message; then one typed and sent with the keyboard alone.
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByTestId("field-error").filter({ hasText: "Write the note first." })).toBeVisible();
  await page.getByLabel("Add a note").focus();
  await page.keyboard.type("Called Janet; she will come in on Saturday.");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Add note" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Note added.");
  const note = page.getByTestId("lead-notes").getByRole("listitem").first();
  await expect(note).toContainText("Called Janet; she will come in on Saturday.");
  await expect(note).toContainText("Max Manager");

  // Lost without a reason is refused with a field message.
  await page.getByRole("button", { name: "Mark lost" }).click();
  await expect(page.getByTestId("field-error").filter({ hasText: "Choose why the lead was lost." })).toBeVisible();
  await page.getByLabel("Why was it lost?").selectOption({ label: "Bought elsewhere" });
  await page.getByLabel("In a few words (optional)").fill("Went with the Mazda");
  await page.getByRole("button", { name: "Mark lost" }).click();
  await expect(page.getByTestId("lead-status")).toHaveText("Lost");
  await expect(page.getByTestId("lead-summary")).toContainText("Bought elsewhere: Went with the Mazda");
  // The manager may reopen it.
  await expect(page.getByRole("button", { name: "Reopen as contacted" })).toBeVisible();
  await expectNoSeriousAxeIssues(page);
});

test("a CRM delivery that failed is shown with its error, and Resend sends it once the CRM answers", async ({
  page,
}) => {
  let crmUp = false;
  const crm = await startHttpServer(() => (crmUp ? 200 : 500));
  try {
    const { dealershipId, carId } = await withDatabase(harboursideMotors);
    let leadId = "";
    await withDatabase(async (client) => {
      await client.query("update dealerships set crm_endpoint = $1, crm_format = 'json' where id = $2", [
        crm.url,
        dealershipId,
      ]);
      try {
        leadId = await sendLead(carId, "Jordan");
      } finally {
        await client.query("update dealerships set crm_endpoint = null, crm_format = null where id = $1", [
          dealershipId,
        ]);
      }
      // The first attempt goes at once and the second 5 s later; the third would wait 5 minutes.
      await expect
        .poll(
          async () =>
            (
              await client.query<{ attempts: number; status: string }>(
                "select attempts, status from lead_outbox where lead_id = $1 and channel = 'crm'",
                [leadId],
              )
            ).rows[0],
          { timeout: 30_000 },
        )
        .toEqual({ attempts: 2, status: "pending" });
    });
    expect(crm.received).toHaveLength(2);

    await signInAsManager(page);
    await page.goto(consoleUrl(`/leads/${leadId}`));
    const row = page.getByTestId("lead-deliveries").getByRole("row").filter({ hasText: "CRM" });
    await expect(row.getByTestId("delivery-status")).toHaveText("Failed, retrying");
    await expect(row.getByTestId("delivery-error")).toHaveText("the CRM answered HTTP 500");

    // The CRM is back; Resend, by keyboard.
    crmUp = true;
    await row.getByRole("button", { name: "Resend the CRM" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status")).toHaveText("Delivery queued again: it is sent within a few seconds.");
    await expect(async () => {
      await page.reload();
      await expect(row.getByTestId("delivery-status")).toHaveText("Sent", { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(row.getByRole("button", { name: "Resend the CRM" })).toHaveCount(0);
    expect(crm.received).toHaveLength(3);
    expect(JSON.parse(crm.received[2]?.body ?? "{}")).toMatchObject({ lead_id: leadId });
    await expectNoSeriousAxeIssues(page);
  } finally {
    await crm.close();
  }
});
