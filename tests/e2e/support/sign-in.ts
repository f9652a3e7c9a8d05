import { expect, waitForHydration, type Page } from "./test";

// Phone sign-in as a shopper does it, with the demo's SMS outbox (/dev/sms, demo mode only) standing
// in for the phone.

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (slug: string, path: string) => `http://${slug}.localhost:${port}${path}`;

let phoneSeed = Date.now() % 1000;
/** A mobile no other test (or earlier run on this server) has used. */
export const freshPhone = () =>
  `0412 ${String(++phoneSeed % 1000).padStart(3, "0")} ${String(Date.now() % 1000).padStart(3, "0")}`;

/** Reads the latest code texted to the phone from the demo's SMS outbox, in a tab of its own. */
export async function codeFromOutbox(page: Page, slug: string, phone: string): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto(siteUrl(slug, "/dev/sms"));
  await expect(outbox.getByText("Development page (demo mode only)")).toBeVisible();
  const e164 = `+61${phone.replace(/\s/g, "").slice(1)}`;
  const message = outbox.getByTestId("dev-sms").filter({ hasText: e164 }).first();
  const body = (await message.getByTestId("dev-sms-body").textContent()) ?? "";
  await outbox.close();
  const code = /^(\d{6}) is your /.exec(body)?.[1];
  if (!code) throw new Error(`no code in "${body}"`);
  return code;
}

/** Fills the /sign-in form the page is on: phone, the texted code, Sign in. */
export async function signInOnPage(page: Page, slug: string, phone: string): Promise<void> {
  // Reached by the app's own navigation, not page.goto: wait for the form to come alive.
  await waitForHydration(page);
  await page.getByLabel("Mobile number").fill(phone);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText("We've sent a 6-digit code by SMS.")).toBeVisible();
  await page.getByLabel("6-digit code").fill(await codeFromOutbox(page, slug, phone));
  await page.getByRole("button", { name: "Sign in" }).click();
}
