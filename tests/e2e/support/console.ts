import pg from "pg";
import { demoStaff } from "@/console/demo-staff";
import { totpCode } from "@/console/totp";
import { expect, type Page } from "./test";

// Signing in to the dealer console as a demo member (TOTP where the role needs it), and reading the
// e-mails the console queued: the end-to-end server's own database (tests/e2e/server.ts) holds the
// outbox rows, read here as the stand-in for a mailbox.

const port = Number(process.env.E2E_PORT ?? 3100);
export const consoleUrl = (path: string) => `http://console.localhost:${port}${path}`;

export function demoMember(role: string) {
  const found = demoStaff.find((candidate) => candidate.role === role);
  if (!found) throw new Error(`no demo ${role}`);
  return found;
}

const totpStepMs = 30_000;
/** The authenticator step each secret last signed in with: the server takes a code once (replay guard). */
const lastStepUsed = new Map<string, number>();

/** A code for `secret` from a step not used yet, waiting for the next step when this one's code is spent. */
export async function freshTotpCode(secret: string): Promise<string> {
  const step = Math.floor(Date.now() / totpStepMs);
  if ((lastStepUsed.get(secret) ?? -1) >= step) {
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * totpStepMs - Date.now() + 200));
  }
  const at = Date.now();
  lastStepUsed.set(secret, Math.floor(at / totpStepMs));
  return totpCode(secret, at);
}

export async function signInToConsole(page: Page, email: string, password: string, secret: string | null) {
  await page.goto(consoleUrl("/sign-in"));
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  if (secret) {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check it's you");
    await page.getByLabel("Code from your authenticator app").fill(await freshTotpCode(secret));
    await page.getByRole("button", { name: "Continue" }).click();
  }
  await expect(page).toHaveURL(consoleUrl("/"));
}

/** Runs `fn` with a client of the e2e server's own database (tests/e2e/server.ts), closed after. */
export async function withE2eDatabase<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error("reading the e2e database needs DATABASE_URL (the e2e server's PostgreSQL)");
  const url = new URL(base);
  url.pathname = `/${url.pathname.slice(1) || "postgres"}_e2e_${port}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The newest console e-mail queued to `to` (its text), from the e2e server's database. */
export async function lastEmailTo(to: string): Promise<string | null> {
  return withE2eDatabase(async (client) => {
    const result = await client.query<{ message: { text: string } }>(
      "select message from lead_outbox where channel = 'message' and target = $1 order by created_at desc limit 1",
      [to],
    );
    return result.rows[0]?.message.text ?? null;
  });
}
