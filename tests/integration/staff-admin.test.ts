import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import {
  leadOutbox,
  staffAccounts,
  staffAudit,
  staffRateLimits,
  staffSessions,
  staffTokens,
} from "@/platform/db/schema";
import { demoStaff } from "@/console/demo-staff";
import { ensureDemoStaff } from "@/console/server/demo-staff-seed";
import { isSealed, openSecret, sealSecret } from "@/console/server/secret-box";
import { signInWithPassword, signInWithTotp, staffSignInMessages, staffSignInRules } from "@/console/server/sign-in";
import { findStaffAccountByEmail, resolveStaffScope, sealPlaintextTotpSecrets } from "@/console/server/staff-accounts";
import { findStaffSession } from "@/console/server/staff-sessions";
import { takeStaffRateLimit } from "@/console/server/staff-rate-limit";
import { purgeStaffRecords, staffRetention } from "@/console/server/staff-retention";
import { checkStaffToken } from "@/console/server/staff-tokens";
import { readAuditLog } from "@/console/staff/audit-log";
import {
  acceptInvitation,
  actOnMember,
  invitationPlaces,
  inviteStaff,
  listManageableStaff,
  requestPasswordReset,
  resetPasswordWithLink,
  type MemberAction,
} from "@/console/staff/staff-admin";
import { totpCode } from "@/console/totp";
import { seedLeadSites, testBackends, type TestDatabase } from "@/leads/testing/database";

// Staff administration against the database (decision 048): invitations and their links, password
// resets, the actions on a member with each role's reach (and refusals across roles and groups), the
// audit log as a manager reads it, TOTP secrets sealed at rest, the shared sign-in limit, retention.

const member = (role: string) => {
  const found = demoStaff.find((candidate) => candidate.role === role);
  if (!found) throw new Error(`no demo ${role}`);
  return found;
};
const groupAdmin = member("group_admin");
const manager = member("manager");
const sales = member("salesperson");

let address = 0;
const newIp = () => `203.0.113.${++address}`;
const strongPassword = "kettle harbour lantern 42";

describe.each(testBackends())("staff administration on $name", (backend) => {
  let test: TestDatabase;
  let sites: Awaited<ReturnType<typeof seedLeadSites>>;
  const db = (): Db => test.database.db;
  let now = new Date("2026-11-29T01:00:00Z");
  const nextHour = () => {
    now = new Date(now.getTime() + 60 * 60_000);
    return now;
  };

  async function actorOf(email: string) {
    const account = await findStaffAccountByEmail(db(), email);
    if (!account) throw new Error(`no account ${email}`);
    return { staffAccountId: account.id, name: account.name, scope: await resolveStaffScope(db(), db(), account.id) };
  }

  async function lastMessageTo(email: string) {
    const [row] = await db()
      .select()
      .from(leadOutbox)
      .where(and(eq(leadOutbox.channel, "message"), eq(leadOutbox.target, email)))
      .orderBy(desc(leadOutbox.createdAt))
      .limit(1);
    return row ?? null;
  }

  async function linkIn(email: string, path: "invite" | "reset-password") {
    const text = (await lastMessageTo(email))?.message?.text ?? "";
    const token = new RegExp(`/${path}/([A-Za-z0-9_-]+)`).exec(text)?.[1];
    if (!token) throw new Error(`no ${path} link to ${email}: ${text}`);
    return token;
  }

  async function harboursideDealership() {
    const actor = await actorOf(manager.email);
    const grant = actor.scope.grants[0];
    if (!grant || grant.role !== "manager") throw new Error("the demo manager has no dealership");
    return grant.dealershipId;
  }

  beforeAll(async () => {
    test = await backend.open();
    sites = await seedLeadSites(test.database);
    await ensureDemoStaff(db());
  }, 120_000);

  afterAll(async () => {
    await test.dispose();
  });

  it("a manager invites a salesperson, who accepts once and signs in with the new password", async () => {
    const at = nextHour();
    const dealershipId = await harboursideDealership();
    const result = await inviteStaff(
      db(),
      db(),
      await actorOf(manager.email),
      { email: "new.sales@example.com", name: "Nell New", role: "salesperson", place: `dealership:${dealershipId}` },
      at,
    );
    expect(result.ok).toBe(true);
    const message = await lastMessageTo("new.sales@example.com");
    expect(message?.siteId).toBe(sites.harbourside?.id);
    expect(message?.message?.subject).toBe("You are invited to the dealer console");
    const token = await linkIn("new.sales@example.com", "invite");
    // Only the hash is stored.
    expect(await db().select().from(staffTokens).where(eq(staffTokens.tokenHash, token))).toEqual([]);
    const state = await checkStaffToken(db(), "invite", token, at);
    if (state.kind !== "valid") throw new Error(state.kind);
    // The account cannot sign in before the link is used.
    expect(
      (
        await signInWithPassword(
          db(),
          { email: "new.sales@example.com", password: strongPassword },
          { ip: newIp(), now: at },
        )
      ).kind,
    ).toBe("refused");

    const weak = await acceptInvitation(
      db(),
      token,
      { name: "Nell", password: "password123", confirm: "password123", staffAccountId: state.staffAccountId },
      at,
    );
    expect(weak).toEqual({ ok: false, errors: { password: "Use at least 12 characters." } });
    const accepted = await acceptInvitation(
      db(),
      token,
      { name: "Nell Newton", password: strongPassword, confirm: strongPassword, staffAccountId: state.staffAccountId },
      at,
    );
    expect(accepted.ok).toBe(true);
    const again = await acceptInvitation(
      db(),
      token,
      {
        name: "Someone Else",
        password: "another long passphrase",
        confirm: "another long passphrase",
        staffAccountId: state.staffAccountId,
      },
      at,
    );
    expect(again).toEqual({
      ok: false,
      errors: { form: "This link has already been used or has expired. Ask for a new one." },
    });
    expect((await checkStaffToken(db(), "invite", token, at)).kind).toBe("used");

    const signedIn = await signInWithPassword(
      db(),
      { email: "new.sales@example.com", password: strongPassword },
      { ip: newIp(), now: at },
    );
    expect(signedIn.kind).toBe("signed-in");
    const account = await findStaffAccountByEmail(db(), "new.sales@example.com");
    expect(account?.name).toBe("Nell Newton");
    // The manager now sees them among their staff, signed in once.
    const list = await listManageableStaff(db(), db(), await actorOf(manager.email));
    const listed = list.find((row) => row.email === "new.sales@example.com");
    expect(listed).toMatchObject({ name: "Nell Newton", invited: false, disabledAt: null });
    expect(listed?.lastSignInAt).not.toBeNull();
  });

  it("an invitation expires after 7 days, and a resent one replaces the first", async () => {
    const at = nextHour();
    const dealershipId = await harboursideDealership();
    const actor = await actorOf(manager.email);
    const invited = await inviteStaff(
      db(),
      db(),
      actor,
      { email: "late.sales@example.com", name: "Lee Late", role: "salesperson", place: `dealership:${dealershipId}` },
      at,
    );
    if (!invited.ok) throw new Error(JSON.stringify(invited));
    const first = await linkIn("late.sales@example.com", "invite");
    const eightDays = new Date(at.getTime() + 8 * 24 * 60 * 60_000);
    expect((await checkStaffToken(db(), "invite", first, eightDays)).kind).toBe("expired");
    expect(
      await acceptInvitation(
        db(),
        first,
        { name: "Lee", password: strongPassword, confirm: strongPassword, staffAccountId: invited.memberId },
        eightDays,
      ),
    ).toMatchObject({ ok: false });
    expect(await actOnMember(db(), db(), actor, invited.memberId, "resend-invitation", at)).toMatchObject({ ok: true });
    const second = await linkIn("late.sales@example.com", "invite");
    expect(second).not.toBe(first);
    expect((await checkStaffToken(db(), "invite", first, at)).kind).toBe("used");
    expect((await checkStaffToken(db(), "invite", second, at)).kind).toBe("valid");
  });

  it("a manager cannot invite a group admin, an operator, or anyone at another dealership", async () => {
    const at = nextHour();
    const actor = await actorOf(manager.email);
    const places = await invitationPlaces(db(), actor);
    expect(places.groups).toEqual([]);
    expect(places.dealerships).toHaveLength(1);
    const groupId = (await actorOf(groupAdmin.email)).scope.grants.find((grant) => grant.role === "group_admin");
    if (!groupId || groupId.role !== "group_admin") throw new Error("no group");
    expect(
      await inviteStaff(
        db(),
        db(),
        actor,
        { email: "ga@example.com", name: "G", role: "group_admin", place: `group:${groupId.groupId}` },
        at,
      ),
    ).toEqual({ ok: false, errors: { role: "You cannot give this role." } });
    expect(await inviteStaff(db(), db(), actor, { email: "op@example.com", name: "O", role: "operator" }, at)).toEqual({
      ok: false,
      errors: { role: "You cannot give this role." },
    });
    const salesGrant = (await actorOf(sales.email)).scope.grants[0];
    if (!salesGrant || salesGrant.role !== "salesperson") throw new Error("no grant");
    expect(
      await inviteStaff(
        db(),
        db(),
        actor,
        { email: "x@example.com", name: "X", role: "salesperson", place: `dealership:${salesGrant.dealershipId}` },
        at,
      ),
    ).toEqual({ ok: false, errors: { place: "That is outside your dealerships." } });
    expect(
      await inviteStaff(db(), db(), actor, { email: "not an address", name: "", role: "salesperson" }, at),
    ).toMatchObject({
      ok: false,
      errors: { email: "Enter an e-mail address like name@example.com.", name: "Enter their name." },
    });
    expect(await lastMessageTo("ga@example.com")).toBeNull();
  });

  it("a group admin invites a manager with the site's settings, and withdraws and grants them again; a manager cannot (decision 054)", async () => {
    const at = nextHour();
    const dealershipId = await harboursideDealership();
    const admin = await actorOf(groupAdmin.email);
    const siteId = sites.harbourside?.id ?? "";
    const places = await invitationPlaces(db(), admin);
    expect(places.dealerships.find((d) => d.id === dealershipId)?.settingsGrantable).toBe(true);
    // A manager is offered no such grant, and the server refuses it if sent.
    const managerActor = await actorOf(manager.email);
    expect((await invitationPlaces(db(), managerActor)).dealerships.every((d) => !d.settingsGrantable)).toBe(true);
    expect(
      await inviteStaff(
        db(),
        db(),
        managerActor,
        {
          email: "self.made@example.com",
          name: "S",
          role: "manager",
          place: `dealership:${dealershipId}`,
          siteSettings: "on",
        },
        at,
      ),
    ).toEqual({ ok: false, errors: { siteSettings: "Only the site's administrators can grant its settings." } });
    expect(
      await inviteStaff(
        db(),
        db(),
        admin,
        {
          email: "s2@example.com",
          name: "S",
          role: "salesperson",
          place: `dealership:${dealershipId}`,
          siteSettings: "on",
        },
        at,
      ),
    ).toEqual({ ok: false, errors: { siteSettings: "Only a dealership manager is granted the settings." } });

    const invited = await inviteStaff(
      db(),
      db(),
      admin,
      {
        email: "marketing@example.com",
        name: "Mia Marketing",
        role: "manager",
        place: `dealership:${dealershipId}`,
        siteSettings: "on",
      },
      at,
    );
    if (!invited.ok) throw new Error(JSON.stringify(invited.errors));
    const { canEditSiteSettings } = await import("@/console/roles");
    const scopeOf = async () => resolveStaffScope(db(), db(), invited.memberId);
    expect(canEditSiteSettings(await scopeOf(), siteId)).toBe(true);
    expect(canEditSiteSettings(managerActor.scope, siteId)).toBe(false);

    expect(await actOnMember(db(), db(), managerActor, invited.memberId, "withdraw-settings", at)).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(await actOnMember(db(), db(), admin, invited.memberId, "withdraw-settings", at)).toEqual({
      ok: true,
      message: "Mia Marketing no longer edits the site's settings.",
    });
    expect(canEditSiteSettings(await scopeOf(), siteId)).toBe(false);
    expect(await actOnMember(db(), db(), admin, invited.memberId, "grant-settings", at)).toMatchObject({ ok: true });
    expect(canEditSiteSettings(await scopeOf(), siteId)).toBe(true);
    const lines = await db()
      .select({ action: staffAudit.action, before: staffAudit.before, after: staffAudit.after })
      .from(staffAudit)
      .where(eq(staffAudit.staffAccountId, admin.staffAccountId))
      .orderBy(desc(staffAudit.at), desc(staffAudit.id));
    expect(lines.map((line) => line.action)).toEqual(
      expect.arrayContaining(["staff-invited", "settings-withdrawn", "settings-granted"]),
    );
    expect(lines.find((line) => line.action === "settings-withdrawn")).toMatchObject({
      before: { siteSettings: true },
      after: { siteSettings: false },
    });
    expect(
      lines.find(
        (line) =>
          line.action === "staff-invited" && (line.after as { email?: string }).email === "marketing@example.com",
      )?.after,
    ).toMatchObject({ siteSettings: true });
  });

  it("a salesperson is refused everything here, and a group admin everything outside the group", async () => {
    const at = nextHour();
    const salesActor = await actorOf(sales.email);
    const managerAccount = await actorOf(manager.email);
    expect(await listManageableStaff(db(), db(), salesActor)).toEqual([]);
    expect(
      await inviteStaff(
        db(),
        db(),
        salesActor,
        { email: "y@example.com", name: "Y", role: "salesperson", place: "" },
        at,
      ),
    ).toEqual({ ok: false, errors: { role: "You cannot give this role." } });
    const actions: MemberAction[] = ["revoke-sessions", "disable", "reset-second-factor", "resend-invitation"];
    for (const action of actions) {
      expect(await actOnMember(db(), db(), salesActor, managerAccount.staffAccountId, action, at)).toMatchObject({
        ok: false,
        status: 404,
      });
    }
    // The group admin (Harbour & Coast) reaches harbourside's manager, not redgum's salesperson.
    const admin = await actorOf(groupAdmin.email);
    const seen = (await listManageableStaff(db(), db(), admin)).map((row) => row.email);
    expect(seen).toContain(manager.email);
    expect(seen).not.toContain(sales.email);
    for (const action of actions) {
      expect(await actOnMember(db(), db(), admin, salesActor.staffAccountId, action, at)).toMatchObject({
        ok: false,
        status: 404,
      });
    }
    // A manager may not reset a second factor (administrators only).
    const nell = await findStaffAccountByEmail(db(), "new.sales@example.com");
    expect(await actOnMember(db(), db(), managerAccount, nell?.id ?? "", "reset-second-factor", at)).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(await actOnMember(db(), db(), managerAccount, "not-a-uuid", "disable", at)).toMatchObject({ status: 404 });
    expect((await findStaffAccountByEmail(db(), manager.email))?.disabledAt).toBeNull();
  });

  it("a manager signs a member out everywhere and disables them; the audit log shows it to the manager only", async () => {
    const at = nextHour();
    const actor = await actorOf(manager.email);
    const nell = await findStaffAccountByEmail(db(), "new.sales@example.com");
    if (!nell) throw new Error("no Nell");
    const signedIn = await signInWithPassword(
      db(),
      { email: nell.email, password: strongPassword },
      { ip: newIp(), now: at },
    );
    if (signedIn.kind !== "signed-in") throw new Error(signedIn.kind);
    expect(await actOnMember(db(), db(), actor, nell.id, "revoke-sessions", at)).toMatchObject({ ok: true });
    expect(await findStaffSession(db(), signedIn.token, at)).toBeNull();
    // A second later, so the log orders the two lines.
    const later = new Date(at.getTime() + 1_000);
    expect(await actOnMember(db(), db(), actor, nell.id, "disable", later)).toMatchObject({ ok: true });
    expect(
      (await signInWithPassword(db(), { email: nell.email, password: strongPassword }, { ip: newIp(), now: at })).kind,
    ).toBe("refused");
    expect(await actOnMember(db(), db(), actor, actor.staffAccountId, "disable", at)).toMatchObject({ ok: false });

    const harbourside = sites.harbourside;
    const redgum = sites.redgum;
    if (!harbourside || !redgum) throw new Error("no sites");
    const log = await readAuditLog(db(), [{ id: harbourside.id, name: "Harbourside" }], {});
    const actions = log.lines.map((line) => line.action);
    expect(actions.slice(0, 2)).toEqual(["account-disabled", "sessions-revoked"]);
    expect(actions).toContain("staff-invited");
    expect(log.lines[0]).toMatchObject({
      memberName: "Max Manager",
      after: expect.objectContaining({ email: nell.email }) as unknown,
    });
    const filtered = await readAuditLog(db(), [{ id: harbourside.id, name: "Harbourside" }], {
      action: "staff-invited",
    });
    expect(filtered.lines.every((line) => line.action === "staff-invited")).toBe(true);
    expect(filtered.lines.length).toBeGreaterThanOrEqual(2);
    // Another site's log holds none of it.
    const other = await readAuditLog(db(), [{ id: redgum.id, name: "Redgum" }], {});
    expect(other.lines.map((line) => line.action)).not.toContain("account-disabled");
  });

  it("forgot-password answers the same whatever the address, and a reset link works once, for an hour, ending sessions", async () => {
    const at = nextHour();
    const ip = newIp();
    expect(await requestPasswordReset(db(), db(), { email: "nobody@example.com", ip }, at)).toEqual({
      limited: false,
      sent: false,
    });
    expect(await lastMessageTo("nobody@example.com")).toBeNull();
    const before = await signInWithPassword(
      db(),
      { email: manager.email, password: manager.password },
      { ip, now: at },
    );
    if (before.kind !== "signed-in") throw new Error(before.kind);
    expect(await requestPasswordReset(db(), db(), { email: manager.email.toUpperCase(), ip }, at)).toEqual({
      limited: false,
      sent: true,
    });
    const token = await linkIn(manager.email, "reset-password");
    const state = await checkStaffToken(db(), "reset", token, at);
    if (state.kind !== "valid") throw new Error(state.kind);
    expect((await checkStaffToken(db(), "reset", token, new Date(at.getTime() + 61 * 60_000))).kind).toBe("expired");
    const mismatch = await resetPasswordWithLink(
      db(),
      token,
      { password: strongPassword, confirm: "something else entirely", staffAccountId: state.staffAccountId },
      at,
    );
    expect(mismatch).toEqual({ ok: false, errors: { confirm: "The two passwords are not the same." } });
    const reset = await resetPasswordWithLink(
      db(),
      token,
      { password: strongPassword, confirm: strongPassword, staffAccountId: state.staffAccountId },
      at,
    );
    expect(reset.ok).toBe(true);
    expect(await findStaffSession(db(), before.token, at)).toBeNull();
    expect(
      (await signInWithPassword(db(), { email: manager.email, password: manager.password }, { ip: newIp(), now: at }))
        .kind,
    ).toBe("refused");
    expect(
      (await signInWithPassword(db(), { email: manager.email, password: strongPassword }, { ip: newIp(), now: at }))
        .kind,
    ).toBe("signed-in");
    expect(
      (
        await resetPasswordWithLink(
          db(),
          token,
          { password: manager.password, confirm: manager.password, staffAccountId: state.staffAccountId },
          at,
        )
      ).ok,
    ).toBe(false);
    // The same address asking over and over gets the same answer, but no more than 3 e-mails an hour.
    for (let i = 0; i < 4; i += 1) await requestPasswordReset(db(), db(), { email: manager.email, ip: newIp() }, at);
    const sent = await db()
      .select({ id: leadOutbox.id })
      .from(leadOutbox)
      .where(and(eq(leadOutbox.channel, "message"), eq(leadOutbox.target, manager.email)));
    expect(sent).toHaveLength(3);
  });

  it("keeps TOTP secrets sealed at rest, opens them to sign in, and seals old plaintext ones", async () => {
    const at = nextHour();
    const account = await findStaffAccountByEmail(db(), groupAdmin.email);
    expect(account?.totpSecret && isSealed(account.totpSecret)).toBe(true);
    expect(account?.totpSecret).not.toContain(groupAdmin.totpSecret ?? "");
    expect(openSecret(account?.totpSecret ?? "")).toBe(groupAdmin.totpSecret);
    const sealed = sealSecret("JBSWY3DPEHPK3PXP");
    expect(sealed).not.toBe(sealSecret("JBSWY3DPEHPK3PXP"));
    expect(openSecret(sealed)).toBe("JBSWY3DPEHPK3PXP");
    expect(() => openSecret(`${sealed.slice(0, -2)}AA`)).toThrow();

    // A secret saved before encryption: sealed at start, and signing in still works.
    await db()
      .update(staffAccounts)
      .set({ totpSecret: groupAdmin.totpSecret })
      .where(eq(staffAccounts.email, groupAdmin.email));
    expect(await sealPlaintextTotpSecrets(db())).toBe(1);
    const resealed = await findStaffAccountByEmail(db(), groupAdmin.email);
    expect(isSealed(resealed?.totpSecret ?? "")).toBe(true);
    const ip = newIp();
    const first = await signInWithPassword(
      db(),
      { email: groupAdmin.email, password: groupAdmin.password },
      { ip, now: at },
    );
    if (first.kind !== "second-factor") throw new Error(first.kind);
    const second = await signInWithTotp(
      db(),
      { token: first.token, code: totpCode(groupAdmin.totpSecret ?? "", at.getTime()) },
      { ip, now: at },
    );
    expect(second.kind).toBe("signed-in");
    // The enrolment offer in a half-way session is sealed too.
    const enrolling = await signInWithPassword(
      db(),
      { email: "operator@demo.example", password: member("operator").password },
      { ip, now: at },
    );
    expect(enrolling.kind).toBe("second-factor");
    const rows = await db().select({ secret: staffSessions.enrolmentSecret }).from(staffSessions);
    expect(rows.every((row) => row.secret === null || isSealed(row.secret))).toBe(true);
  });

  it("counts sign-in attempts per address in the database, so every process shares the limit", async () => {
    const at = nextHour();
    const ip = newIp();
    const other = test.reopen ? await test.reopen() : test.database;
    for (let i = 0; i < staffSignInRules.perAddress.max; i += 1) {
      const handle = i % 2 === 0 ? db() : other.db;
      const result = await signInWithPassword(
        handle,
        { email: "nobody@example.com", password: "wrong" },
        { ip, now: at },
      );
      expect(result).toMatchObject({ kind: "refused", message: staffSignInMessages.wrong });
    }
    expect(
      await signInWithPassword(other.db, { email: manager.email, password: strongPassword }, { ip, now: at }),
    ).toMatchObject({
      kind: "refused",
      message: staffSignInRules.perAddress.message,
    });
    // Another address is not held back, and the window ends.
    expect(
      (await signInWithPassword(db(), { email: manager.email, password: strongPassword }, { ip: newIp(), now: at }))
        .kind,
    ).toBe("signed-in");
    const later = new Date(at.getTime() + staffSignInRules.perAddress.windowMs + 1);
    expect((await takeStaffRateLimit(db(), staffSignInRules.perAddress, ip, later)).ok).toBe(true);
  });

  it("purges audit lines past two years, old sessions and links, and finished counters", async () => {
    const at = nextHour();
    const old = new Date(at.getTime() - (staffRetention.auditDays + 1) * 24 * 60 * 60_000);
    await db().insert(staffAudit).values({ action: "sign-in", at: old });
    const far = new Date(at.getTime() + 400 * 24 * 60 * 60_000);
    const report = await purgeStaffRecords(db(), far);
    expect(report.audit).toBeGreaterThanOrEqual(1);
    expect(report.sessions).toBeGreaterThan(0);
    expect(report.tokens).toBeGreaterThan(0);
    expect(report.rateLimits).toBeGreaterThan(0);
    expect(await db().select().from(staffRateLimits)).toEqual([]);
    const remaining = await db().select({ at: staffAudit.at }).from(staffAudit);
    expect(
      remaining.every((row) => row.at.getTime() >= far.getTime() - staffRetention.auditDays * 24 * 60 * 60_000),
    ).toBe(true);
  });
});
