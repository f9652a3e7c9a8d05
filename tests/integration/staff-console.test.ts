import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { dealerGroups, staffAccounts, staffAudit } from "@/platform/db/schema";
import { demoStaff } from "@/console/demo-staff";
import { deleteDemoStaff, ensureDemoStaff } from "@/console/server/demo-staff-seed";
import {
  signInWithPassword,
  signInWithTotp,
  signOutStaff,
  staffSignInMessages,
  staffSignInRules,
} from "@/console/server/sign-in";
import {
  createStaffAccount,
  findStaffAccountByEmail,
  listGrantedSites,
  resolveStaffScope,
} from "@/console/server/staff-accounts";
import { findStaffSession, revokeAllStaffSessions, staffSessionLimits } from "@/console/server/staff-sessions";
import { openSecret } from "@/console/server/secret-box";
import { totpCode } from "@/console/totp";
import { seedLeadSites, testBackends, type TestDatabase } from "@/leads/testing/database";

// Staff sign-in against the database, as the console's pages call it: passwords, the second factor
// (and its enrolment), lock-out, session rotation, expiry and revocation, the audit log, and the sites
// each demo role reaches. PGlite always; the PostgreSQL server too with DATABASE_URL.

const member = (role: string) => {
  const found = demoStaff.find((candidate) => candidate.role === role);
  if (!found) throw new Error(`no demo ${role}`);
  return found;
};
const operator = member("operator");
const groupAdmin = member("group_admin");
const manager = member("manager");
const sales = member("salesperson");

let address = 0;
/** A fresh client address per test, so the per-address limit of one test never meets another's. */
const newIp = () => `198.51.100.${++address}`;

describe.each(testBackends())("the dealer console's sign-in on $name", (backend) => {
  let test: TestDatabase;
  const db = (): Db => test.database.db;
  let now = new Date("2026-11-29T01:00:00Z");
  /** Each test starts an hour after the last, so no code or lock carries over. */
  const nextHour = () => {
    now = new Date(now.getTime() + 60 * 60_000);
    return now;
  };

  async function auditOf(email: string) {
    const account = await findStaffAccountByEmail(db(), email);
    return db()
      .select({ action: staffAudit.action, siteId: staffAudit.siteId, after: staffAudit.after })
      .from(staffAudit)
      .where(eq(staffAudit.staffAccountId, account?.id ?? ""))
      .orderBy(asc(staffAudit.at));
  }

  async function signedIn(email: string, password: string, secret: string | null, at: Date) {
    const ip = newIp();
    const first = await signInWithPassword(db(), { email, password }, { ip, now: at });
    if (first.kind === "signed-in") return first.token;
    if (first.kind !== "second-factor" || !secret) throw new Error(`password step: ${JSON.stringify(first)}`);
    const second = await signInWithTotp(
      db(),
      { token: first.token, code: totpCode(secret, at.getTime()) },
      { ip, now: at },
    );
    if (second.kind !== "signed-in") throw new Error(`code step: ${JSON.stringify(second)}`);
    return second.token;
  }

  beforeAll(async () => {
    test = await backend.open();
    await seedLeadSites(test.database);
    expect(await ensureDemoStaff(db())).toBe(demoStaff.length);
  }, 120_000);

  afterAll(async () => {
    await test.dispose();
  });

  it("makes the demo staff once, and deletes them all when demo mode is off", async () => {
    expect(await ensureDemoStaff(db())).toBe(0);
    expect(await deleteDemoStaff(db())).toBe(demoStaff.length);
    expect(await findStaffAccountByEmail(db(), operator.email)).toBeNull();
    expect(await ensureDemoStaff(db())).toBe(demoStaff.length);
  });

  it("the operator gives the password, then a code; a wrong code is refused and written down", async () => {
    const at = nextHour();
    const ip = newIp();
    // The address's case does not matter.
    const first = await signInWithPassword(
      db(),
      { email: operator.email.toUpperCase(), password: operator.password },
      { ip, now: at },
    );
    expect(first).toMatchObject({ kind: "second-factor", enrolling: false });
    if (first.kind !== "second-factor") return;
    // Half-way, the session opens nothing but the code step.
    expect(await findStaffSession(db(), first.token, at)).toMatchObject({ awaitingTotp: true });
    const code = totpCode(operator.totpSecret ?? "", at.getTime());
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const wrong = await signInWithTotp(db(), { token: first.token, code: wrongCode }, { ip, now: at });
    expect(wrong).toEqual({ kind: "refused", message: staffSignInMessages.wrongCode, restart: false });
    const right = await signInWithTotp(db(), { token: first.token, code }, { ip, now: at });
    expect(right.kind).toBe("signed-in");
    if (right.kind !== "signed-in") return;
    // The half-way session is gone; the new one is a full one.
    expect(await findStaffSession(db(), first.token, at)).toBeNull();
    expect(await findStaffSession(db(), right.token, at)).toMatchObject({ email: operator.email, awaitingTotp: false });
    const actions = (await auditOf(operator.email)).map((row) => row.action);
    expect(actions.slice(-2)).toEqual(["second-factor-failed", "sign-in"]);
  });

  it("a code is good once: the same code cannot sign in again", async () => {
    const at = nextHour();
    await signedIn(groupAdmin.email, groupAdmin.password, groupAdmin.totpSecret, at);
    const ip = newIp();
    const again = await signInWithPassword(
      db(),
      { email: groupAdmin.email, password: groupAdmin.password },
      { ip, now: at },
    );
    if (again.kind !== "second-factor") throw new Error("expected the code step");
    const replay = await signInWithTotp(
      db(),
      { token: again.token, code: totpCode(groupAdmin.totpSecret ?? "", at.getTime()) },
      { ip, now: at },
    );
    expect(replay.kind).toBe("refused");
  });

  it("each role's home lists the sites it reaches: every site, the group's, the dealership's", async () => {
    const at = nextHour();
    const sitesOf = async (email: string, password: string, secret: string | null) => {
      const session = await findStaffSession(db(), await signedIn(email, password, secret, at), at);
      if (!session) throw new Error("no session");
      const scope = await resolveStaffScope(db(), db(), session.staffAccountId);
      return (await listGrantedSites(db(), scope)).map((site) => site.slug);
    };
    expect((await sitesOf(operator.email, operator.password, operator.totpSecret)).sort()).toEqual([
      "harbourside",
      "redgum",
      "southern-cross",
    ]);
    // The demo's first group holds harbourside (coastal-rv and bayside are not seeded here); southern-cross is another group's.
    expect(await sitesOf(groupAdmin.email, groupAdmin.password, groupAdmin.totpSecret)).toEqual(["harbourside"]);
    expect(await sitesOf(manager.email, manager.password, null)).toEqual(["harbourside"]);
    expect(await sitesOf(sales.email, sales.password, null)).toEqual(["redgum"]);
  });

  it("a wrong password and an unknown address get the same answer, and both are written down", async () => {
    const at = nextHour();
    const wrong = await signInWithPassword(
      db(),
      { email: sales.email, password: "not the password at all" },
      { ip: newIp(), now: at },
    );
    const unknown = await signInWithPassword(
      db(),
      { email: "nobody@dealer.example", password: sales.password },
      { ip: newIp(), now: at },
    );
    expect(wrong).toEqual({ kind: "refused", message: staffSignInMessages.wrong });
    expect(unknown).toEqual(wrong);
    expect((await auditOf(sales.email)).at(-1)).toMatchObject({ action: "sign-in-failed", siteId: null });
    const [row] = await db().select().from(staffAudit).where(eq(staffAudit.email, "nobody@dealer.example"));
    expect(row).toMatchObject({ action: "sign-in-failed", staffAccountId: null });
  });

  it("locks the account after repeated failures, even to the right password, until the lock ends", async () => {
    const at = nextHour();
    const email = `locked-${backend.name.length}@dealer.example`;
    await createStaffAccount(db(), { email, name: "Lou Locked", password: "a right password here", grants: [] });
    for (let attempt = 1; attempt <= staffSignInRules.maxFailures; attempt += 1) {
      const result = await signInWithPassword(
        db(),
        { email, password: `wrong guess ${attempt}` },
        { ip: newIp(), now: at },
      );
      expect(result).toMatchObject({
        kind: "refused",
        message: attempt === staffSignInRules.maxFailures ? staffSignInMessages.locked : staffSignInMessages.wrong,
      });
    }
    const locked = await signInWithPassword(
      db(),
      { email, password: "a right password here" },
      { ip: newIp(), now: at },
    );
    expect(locked).toEqual({ kind: "refused", message: staffSignInMessages.locked });
    const later = new Date(at.getTime() + staffSignInRules.lockMs + 1000);
    const open = await signInWithPassword(
      db(),
      { email, password: "a right password here" },
      { ip: newIp(), now: later },
    );
    expect(open.kind).toBe("signed-in");
    const actions = (await auditOf(email)).map((row) => row.action);
    expect(actions.filter((action) => action === "sign-in-locked")).toHaveLength(2);
    expect(actions.at(-1)).toBe("sign-in");
  });

  it("limits attempts from one address", async () => {
    const at = nextHour();
    const ip = newIp();
    let last;
    for (let attempt = 0; attempt <= staffSignInRules.perAddress.max; attempt += 1) {
      last = await signInWithPassword(
        db(),
        { email: `guess${attempt}@dealer.example`, password: "whatever it is" },
        { ip, now: at },
      );
    }
    expect(last).toMatchObject({ kind: "refused", message: staffSignInRules.perAddress.message });
  });

  it("rotates the session at sign-in, ends it at sign-out, and an admin ends them all", async () => {
    const at = nextHour();
    const first = await signedIn(manager.email, manager.password, null, at);
    const rotated = await signInWithPassword(
      db(),
      { email: manager.email, password: manager.password },
      { ip: newIp(), now: at, previousToken: first },
    );
    if (rotated.kind !== "signed-in") throw new Error("expected a session");
    expect(await findStaffSession(db(), first, at)).toBeNull();
    expect(await findStaffSession(db(), rotated.token, at)).not.toBeNull();
    await signOutStaff(db(), rotated.token, { ip: newIp(), now: at });
    expect(await findStaffSession(db(), rotated.token, at)).toBeNull();
    expect((await auditOf(manager.email)).at(-1)?.action).toBe("sign-out");

    const a = await signedIn(manager.email, manager.password, null, at);
    const b = await signedIn(manager.email, manager.password, null, at);
    const account = await findStaffAccountByEmail(db(), manager.email);
    expect(await revokeAllStaffSessions(db(), account?.id ?? "", at)).toBe(2);
    expect(await findStaffSession(db(), a, at)).toBeNull();
    expect(await findStaffSession(db(), b, at)).toBeNull();
  });

  it("ends a session after 30 idle minutes, and 12 hours after sign-in however busy", async () => {
    const at = nextHour();
    const idle = await signedIn(sales.email, sales.password, null, at);
    expect(await findStaffSession(db(), idle, new Date(at.getTime() + staffSessionLimits.idleMs + 1000))).toBeNull();

    const busy = await signedIn(sales.email, sales.password, null, at);
    let clock = at.getTime();
    while (clock + 20 * 60_000 < at.getTime() + staffSessionLimits.absoluteMs) {
      clock += 20 * 60_000;
      expect(await findStaffSession(db(), busy, new Date(clock))).not.toBeNull();
    }
    expect(
      await findStaffSession(db(), busy, new Date(at.getTime() + staffSessionLimits.absoluteMs + 1000)),
    ).toBeNull();
    now = new Date(at.getTime() + staffSessionLimits.absoluteMs);
  });

  it("a first sign-in of a role that needs a second factor sets it up with the offered secret", async () => {
    const at = nextHour();
    const email = `new-admin-${backend.name.length}@dealer.example`;
    const password = "first sign in pass phrase";
    const [group] = await db().select({ id: dealerGroups.id }).from(dealerGroups).limit(1);
    await createStaffAccount(db(), {
      email,
      name: "Nina New",
      password,
      grants: [{ role: "group_admin", groupId: group?.id ?? "" }],
    });
    const ip = newIp();
    const first = await signInWithPassword(db(), { email, password }, { ip, now: at });
    expect(first).toMatchObject({ kind: "second-factor", enrolling: true });
    if (first.kind !== "second-factor") return;
    const pending = await findStaffSession(db(), first.token, at);
    const secret = pending?.enrolmentSecret ?? "";
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const done = await signInWithTotp(
      db(),
      { token: first.token, code: totpCode(secret, at.getTime()) },
      { ip, now: at },
    );
    expect(done.kind).toBe("signed-in");
    const [account] = await db().select().from(staffAccounts).where(eq(staffAccounts.email, email));
    // Saved sealed (decision 048): the stored value opens to the secret the app was given.
    expect(openSecret(account?.totpSecret ?? "")).toBe(secret);
    expect((await auditOf(email)).map((row) => row.action).slice(-2)).toEqual(["second-factor-enrolled", "sign-in"]);
  });

  it("a disabled account cannot sign in", async () => {
    const at = nextHour();
    const email = `gone-${backend.name.length}@dealer.example`;
    await createStaffAccount(db(), { email, name: "Gus Gone", password: "a password for now", grants: [] });
    await db().update(staffAccounts).set({ disabledAt: at }).where(eq(staffAccounts.email, email));
    const result = await signInWithPassword(db(), { email, password: "a password for now" }, { ip: newIp(), now: at });
    expect(result).toEqual({ kind: "refused", message: staffSignInMessages.wrong });
  });
});
