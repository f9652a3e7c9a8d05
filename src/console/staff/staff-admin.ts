import { and, asc, desc, eq, inArray, isNull, max } from "drizzle-orm";
import { z } from "@/platform/zod";
import { withTenant } from "@/platform/db/tenant";
import type { Db } from "@/platform/db/connect";
import { env } from "@/platform/env";
import { queueMessage } from "@/leads/delivery/outbox";
import {
  dealerGroups,
  dealerships,
  sites,
  staffAccounts,
  staffGrants,
  staffSessions,
  staffTokens,
} from "@/platform/db/schema";
import { passwordProblem, maxPasswordLength } from "../password-rules";
import { canGrantSiteSettings, roleNames, type StaffRole, type StaffScope } from "../roles";
import { maxEmailLength } from "../sign-in-form-schema";
import { recordStaffAudit, type StaffAuditAction } from "../server/audit";
import { generatePassword, hashPassword } from "../server/passwords";
import { takeStaffRateLimit } from "../server/staff-rate-limit";
import { findStaffAccountByEmail, normaliseEmail } from "../server/staff-accounts";
import { revokeAllStaffSessions } from "../server/staff-sessions";
import { issueStaffToken, staffTokenLifetimes, useStaffToken } from "../server/staff-tokens";
import { canManageMember, canResetSecondFactor, invitableRoles, reachesGrant, type ResolvedGrant } from "./staff-rules";

// Staff administration in the console (decision 048): the members a manager may see and manage,
// invitations, session revocation, disabling, second-factor resets, and the e-mailed links
// (invitation, password reset) with what they lead to. Every function re-checks the acting member's
// scope against the member acted on before it reads or changes anything; every change is written
// to the audit log in its transaction, naming the member's home site (see homeSiteOf).
//
// Two handles: `db` (the app's, held by row-level security) for staff tables, the outbox and the
// audit log, acting for a site through withTenant; `platformDb` for directory reads past it (which
// site a dealership belongs to), as resolveStaffScope does.

export type Actor = { staffAccountId: string; scope: StaffScope };

export type GrantView = ResolvedGrant & { where: string };

export type StaffMemberView = {
  id: string;
  name: string;
  email: string;
  grants: GrantView[];
  lastSignInAt: Date | null;
  secondFactor: boolean;
  disabledAt: Date | null;
  invited: boolean;
};

type Directory = {
  dealerships: Map<string, { siteId: string; name: string; siteName: string }>;
  groups: Map<string, { name: string; firstSiteId: string | null }>;
  firstSiteId: string | null;
};

async function loadDirectory(platformDb: Db): Promise<Directory> {
  const dealershipRows = await platformDb
    .select({ id: dealerships.id, siteId: dealerships.siteId, name: dealerships.name, siteName: sites.name })
    .from(dealerships)
    .innerJoin(sites, eq(sites.id, dealerships.siteId));
  const siteRows = await platformDb
    .select({ id: sites.id, groupId: sites.groupId })
    .from(sites)
    .orderBy(asc(sites.name));
  const groupRows = await platformDb.select().from(dealerGroups);
  return {
    dealerships: new Map(dealershipRows.map((row) => [row.id, row])),
    groups: new Map(
      groupRows.map((group) => [
        group.id,
        { name: group.name, firstSiteId: siteRows.find((site) => site.groupId === group.id)?.id ?? null },
      ]),
    ),
    firstSiteId: siteRows[0]?.id ?? null,
  };
}

function resolveGrant(
  row: { role: StaffRole; groupId: string | null; dealershipId: string | null; siteSettings?: boolean },
  directory: Directory,
): GrantView {
  if (row.role === "operator") return { ...row, siteId: null, where: "Every site" };
  if (row.role === "group_admin") {
    const group = row.groupId ? directory.groups.get(row.groupId) : undefined;
    return { ...row, siteId: null, where: group?.name ?? "A group" };
  }
  const dealership = row.dealershipId ? directory.dealerships.get(row.dealershipId) : undefined;
  return {
    ...row,
    siteId: dealership?.siteId ?? null,
    where: dealership ? `${dealership.name} (${dealership.siteName})` : "A dealership",
  };
}

/**
 * The site a member's rows are written under: their first dealership's site, their group's first
 * site, or none for the operator. An e-mail to a member with none goes out on the directory's first
 * site's outbox (the outbox belongs to a site; the e-mail speaks for the console, not that dealer).
 */
function homeSiteOf(grants: readonly ResolvedGrant[], directory: Directory): string | null {
  for (const grant of grants) {
    if (grant.siteId) return grant.siteId;
    if (grant.role === "group_admin" && grant.groupId) {
      const first = directory.groups.get(grant.groupId)?.firstSiteId;
      if (first) return first;
    }
  }
  return null;
}

async function grantsOf(
  db: Db,
  directory: Directory,
  accountIds: readonly string[],
): Promise<Map<string, GrantView[]>> {
  const byAccount = new Map<string, GrantView[]>();
  if (accountIds.length === 0) return byAccount;
  const rows = await db
    .select({
      staffAccountId: staffGrants.staffAccountId,
      role: staffGrants.role,
      groupId: staffGrants.groupId,
      dealershipId: staffGrants.dealershipId,
      siteSettings: staffGrants.siteSettings,
    })
    .from(staffGrants)
    .where(inArray(staffGrants.staffAccountId, [...accountIds]))
    .orderBy(asc(staffGrants.createdAt));
  for (const { staffAccountId, ...grant } of rows) {
    const list = byAccount.get(staffAccountId) ?? [];
    list.push(resolveGrant(grant, directory));
    byAccount.set(staffAccountId, list);
  }
  return byAccount;
}

/** The members `actor` may manage (themselves included when in reach), by name. */
export async function listManageableStaff(db: Db, platformDb: Db, actor: Actor): Promise<StaffMemberView[]> {
  if (invitableRoles(actor.scope).length === 0) return [];
  const directory = await loadDirectory(platformDb);
  const accounts = await db.select().from(staffAccounts).orderBy(asc(staffAccounts.name));
  const grants = await grantsOf(
    db,
    directory,
    accounts.map((account) => account.id),
  );
  const manageable = accounts.filter((account) => canManageMember(actor.scope, grants.get(account.id) ?? []));
  if (manageable.length === 0) return [];
  const ids = manageable.map((account) => account.id);
  const lastSignIns = await db
    .select({ id: staffSessions.staffAccountId, at: max(staffSessions.createdAt) })
    .from(staffSessions)
    .where(and(inArray(staffSessions.staffAccountId, ids), eq(staffSessions.awaitingTotp, false)))
    .groupBy(staffSessions.staffAccountId);
  const openInvites = await db
    .select({ id: staffTokens.staffAccountId })
    .from(staffTokens)
    .where(
      and(inArray(staffTokens.staffAccountId, ids), eq(staffTokens.purpose, "invite"), isNull(staffTokens.usedAt)),
    );
  const invited = new Set(openInvites.map((row) => row.id));
  return manageable.map((account) => ({
    id: account.id,
    name: account.name,
    email: account.email,
    grants: grants.get(account.id) ?? [],
    lastSignInAt: lastSignIns.find((row) => row.id === account.id)?.at ?? null,
    secondFactor: account.totpSecret !== null,
    disabledAt: account.disabledAt,
    invited: invited.has(account.id),
  }));
}

/** One member, if `actor` may manage them; null otherwise (the page answers 404 either way). */
export async function findManageableMember(
  db: Db,
  platformDb: Db,
  actor: Actor,
  memberId: string,
): Promise<StaffMemberView | null> {
  if (!z.uuid().safeParse(memberId).success) return null;
  const list = await listManageableStaff(db, platformDb, actor);
  return list.find((member) => member.id === memberId) ?? null;
}

/** The console's address for links in its e-mails: never the Host a request claimed. */
export function consoleOrigin(): string {
  const config = env();
  return config.ROOT_DOMAIN === "localhost"
    ? `http://console.localhost:${config.PORT}`
    : `https://console.${config.ROOT_DOMAIN}`;
}

const consoleSender = "Dealer console";

function invitationText(input: { name: string; inviter: string; role: StaffRole; where: string; link: string }) {
  return [
    `Hello ${input.name},`,
    "",
    `${input.inviter} has invited you to the dealer console as ${roleNames[input.role].toLowerCase()} (${input.where}).`,
    "",
    "Open this link to choose your password and sign in:",
    input.link,
    "",
    `The link works once, for ${staffTokenLifetimes.invite / (24 * 60 * 60_000)} days. If you did not expect it, you can ignore this e-mail.`,
    "",
  ].join("\n");
}

// --- Invitations -----------------------------------------------------------------------------------

export const inviteSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Enter their e-mail address.")
    .max(maxEmailLength, "That e-mail address is too long.")
    .email("Enter an e-mail address like name@example.com."),
  name: z.string().trim().min(1, "Enter their name.").max(200, "Use at most 200 characters."),
  role: z.enum(["operator", "group_admin", "manager", "salesperson"], { error: "Choose a role." }),
  /** "dealership:{id}" or "group:{id}"; none for the operator. */
  place: z.string().max(100).optional(),
  /** A manager who may also edit the site's settings (decision 054): the form's checkbox. */
  siteSettings: z
    .union([z.literal("on"), z.boolean()])
    .optional()
    .transform((value) => value === "on" || value === true),
});

export type InviteFields = "email" | "name" | "role" | "place" | "siteSettings";
export type InviteResult =
  { ok: true; memberId: string } | { ok: false; errors: Partial<Record<InviteFields | "form", string>> };

/** The places `actor` may invite to: their dealerships and groups, by name. */
export async function invitationPlaces(
  platformDb: Db,
  actor: Actor,
): Promise<{
  groups: { id: string; name: string }[];
  dealerships: { id: string; name: string; settingsGrantable: boolean }[];
}> {
  const directory = await loadDirectory(platformDb);
  const groups = [...directory.groups.entries()]
    .filter(([id]) => reachesGrant(actor.scope, { role: "group_admin", groupId: id, dealershipId: null, siteId: null }))
    .map(([id, group]) => ({ id, name: group.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const dealershipList = [...directory.dealerships.entries()]
    .filter(([id, d]) =>
      reachesGrant(actor.scope, { role: "salesperson", groupId: null, dealershipId: id, siteId: d.siteId }),
    )
    .map(([id, d]) => ({
      id,
      name: `${d.name} (${d.siteName})`,
      settingsGrantable: canGrantSiteSettings(actor.scope, d.siteId),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { groups, dealerships: dealershipList };
}

async function queueStaffEmail(db: Db, siteId: string, to: string, subject: string, text: string) {
  await queueMessage(db, { siteId, to, fromName: consoleSender, subject, text });
}

/** Invites a new member: the account (no usable password), its grant, the link by e-mail, the audit line. */
export async function inviteStaff(
  db: Db,
  platformDb: Db,
  actor: Actor & { name: string },
  raw: unknown,
  now: Date = new Date(),
): Promise<InviteResult> {
  const parsed = inviteSchema.safeParse(raw);
  if (!parsed.success) {
    const errors: Partial<Record<InviteFields, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as InviteFields;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const input = parsed.data;
  const allowed = invitableRoles(actor.scope);
  if (!allowed.includes(input.role)) return { ok: false, errors: { role: "You cannot give this role." } };
  const directory = await loadDirectory(platformDb);
  let grant: GrantView;
  if (input.role === "operator")
    grant = resolveGrant({ role: "operator", groupId: null, dealershipId: null }, directory);
  else {
    const [kind, id] = (input.place ?? "").split(":");
    const wanted = input.role === "group_admin" ? "group" : "dealership";
    const known = id && (wanted === "group" ? directory.groups.has(id) : directory.dealerships.has(id));
    if (kind !== wanted || !known)
      return {
        ok: false,
        errors: { place: input.role === "group_admin" ? "Choose the group." : "Choose the dealership." },
      };
    grant = resolveGrant(
      {
        role: input.role,
        groupId: wanted === "group" ? (id ?? null) : null,
        dealershipId: wanted === "dealership" ? (id ?? null) : null,
      },
      directory,
    );
  }
  if (!reachesGrant(actor.scope, grant)) return { ok: false, errors: { place: "That is outside your dealerships." } };
  if (input.siteSettings) {
    if (grant.role !== "manager")
      return { ok: false, errors: { siteSettings: "Only a dealership manager is granted the settings." } };
    if (!grant.siteId || !canGrantSiteSettings(actor.scope, grant.siteId))
      return { ok: false, errors: { siteSettings: "Only the site's administrators can grant its settings." } };
    grant = { ...grant, siteSettings: true };
  }
  if (await findStaffAccountByEmail(db, input.email))
    return { ok: false, errors: { email: "This address already has a console account." } };
  const mailSite = homeSiteOf([grant], directory) ?? directory.firstSiteId;
  if (!mailSite) return { ok: false, errors: { form: "There is no site to send the invitation from yet." } };
  const auditSite = homeSiteOf([grant], directory);
  // A password nobody knows, so the account opens only through the link.
  const passwordHash = await hashPassword(generatePassword() + generatePassword());
  const memberId = await withTenant(mailSite, () =>
    db.transaction(async (tx) => {
      const [account] = await tx
        .insert(staffAccounts)
        .values({ email: normaliseEmail(input.email), name: input.name, passwordHash })
        .returning({ id: staffAccounts.id });
      if (!account) throw new Error("the staff account was not created");
      await tx.insert(staffGrants).values({
        staffAccountId: account.id,
        role: grant.role,
        groupId: grant.groupId,
        dealershipId: grant.dealershipId,
        siteSettings: grant.siteSettings === true,
      });
      const link = await issueStaffToken(tx, {
        staffAccountId: account.id,
        purpose: "invite",
        createdByStaffId: actor.staffAccountId,
        now,
      });
      await queueStaffEmail(
        tx,
        mailSite,
        input.email,
        "You are invited to the dealer console",
        invitationText({
          name: input.name,
          inviter: actor.name,
          role: grant.role,
          where: grant.where,
          link: `${consoleOrigin()}/invite/${link.token}`,
        }),
      );
      await recordStaffAudit(tx, {
        action: "staff-invited",
        staffAccountId: actor.staffAccountId,
        siteId: auditSite,
        after: {
          member: account.id,
          email: input.email,
          name: input.name,
          role: grant.role,
          where: grant.where,
          ...(grant.siteSettings ? { siteSettings: true } : {}),
        },
        at: now,
      });
      return account.id;
    }),
  );
  return { ok: true, memberId };
}

// --- Actions on a member ---------------------------------------------------------------------------

export type MemberAction =
  "revoke-sessions" | "disable" | "reset-second-factor" | "resend-invitation" | "grant-settings" | "withdraw-settings";

/** The manager grants whose site settings `actor` may give or take back (decision 054). */
export function settingsGrantsWithin<Grant extends ResolvedGrant>(
  scope: StaffScope,
  grants: readonly Grant[],
): Grant[] {
  return grants.filter(
    (grant) => grant.role === "manager" && grant.siteId !== null && canGrantSiteSettings(scope, grant.siteId),
  );
}

export type MemberActionResult = { ok: true; message: string } | { ok: false; status: 403 | 404; message: string };

const notFound = { ok: false, status: 404, message: "There is no such member among your staff." } as const;

/** Does one action on a member after checking `actor` may; the audit line goes in the same transaction. */
export async function actOnMember(
  db: Db,
  platformDb: Db,
  actor: Actor & { name: string },
  memberId: string,
  action: MemberAction,
  now: Date = new Date(),
): Promise<MemberActionResult> {
  if (!z.uuid().safeParse(memberId).success) return notFound;
  const directory = await loadDirectory(platformDb);
  const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, memberId)).limit(1);
  if (!account) return notFound;
  const grants = (await grantsOf(db, directory, [memberId])).get(memberId) ?? [];
  if (!canManageMember(actor.scope, grants)) return notFound;
  if (action === "reset-second-factor" && !canResetSecondFactor(actor.scope, grants))
    return { ok: false, status: 403, message: "Only an administrator can reset a second factor." };
  const home = homeSiteOf(grants, directory);
  const run = <T>(fn: (tx: Db) => Promise<T>) =>
    home ? withTenant(home, () => db.transaction(fn)) : db.transaction(fn);
  const audit = (
    tx: Db,
    auditAction: StaffAuditAction,
    before: Record<string, unknown> | null,
    after: Record<string, unknown>,
  ) =>
    recordStaffAudit(tx, {
      action: auditAction,
      staffAccountId: actor.staffAccountId,
      siteId: home,
      before,
      after: { member: memberId, email: account.email, ...after },
      at: now,
    });
  if (action === "revoke-sessions") {
    const ended = await run(async (tx) => {
      const count = await revokeAllStaffSessions(tx, memberId, now);
      await audit(tx, "sessions-revoked", null, { sessions: count });
      return count;
    });
    return { ok: true, message: `Signed ${account.name} out everywhere (${ended} session${ended === 1 ? "" : "s"}).` };
  }
  if (action === "disable") {
    if (memberId === actor.staffAccountId) return { ok: false, status: 403, message: "You cannot disable yourself." };
    if (account.disabledAt) return { ok: true, message: `${account.name} is already disabled.` };
    await run(async (tx) => {
      await tx.update(staffAccounts).set({ disabledAt: now }).where(eq(staffAccounts.id, memberId));
      await revokeAllStaffSessions(tx, memberId, now);
      await tx
        .update(staffTokens)
        .set({ usedAt: now })
        .where(and(eq(staffTokens.staffAccountId, memberId), isNull(staffTokens.usedAt)));
      await audit(tx, "account-disabled", { disabledAt: null }, { disabledAt: now.toISOString() });
    });
    return { ok: true, message: `${account.name} is disabled and signed out.` };
  }
  if (action === "reset-second-factor") {
    await run(async (tx) => {
      await tx
        .update(staffAccounts)
        .set({ totpSecret: null, totpLastStep: null })
        .where(eq(staffAccounts.id, memberId));
      await revokeAllStaffSessions(tx, memberId, now);
      await audit(tx, "second-factor-reset", { secondFactor: account.totpSecret !== null }, { secondFactor: false });
    });
    return { ok: true, message: `${account.name} will set up a new authenticator at their next sign-in.` };
  }
  if (action === "grant-settings" || action === "withdraw-settings") {
    const within = settingsGrantsWithin(actor.scope, grants);
    if (within.length === 0)
      return { ok: false, status: 403, message: "Only the site's administrators can grant a manager its settings." };
    const allow = action === "grant-settings";
    await run(async (tx) => {
      await tx
        .update(staffGrants)
        .set({ siteSettings: allow })
        .where(
          and(
            eq(staffGrants.staffAccountId, memberId),
            eq(staffGrants.role, "manager"),
            inArray(
              staffGrants.dealershipId,
              within.flatMap((grant) => (grant.dealershipId ? [grant.dealershipId] : [])),
            ),
          ),
        );
      await audit(
        tx,
        allow ? "settings-granted" : "settings-withdrawn",
        { siteSettings: !allow },
        { siteSettings: allow, where: within.map((grant) => grant.where).join("; ") },
      );
    });
    return {
      ok: true,
      message: allow
        ? `${account.name} may now edit the site's settings.`
        : `${account.name} no longer edits the site's settings.`,
    };
  }
  // resend-invitation: only while the invitation is unused (the member has never set a password).
  const [open] = await db
    .select({ id: staffTokens.id })
    .from(staffTokens)
    .where(and(eq(staffTokens.staffAccountId, memberId), eq(staffTokens.purpose, "invite"), isNull(staffTokens.usedAt)))
    .limit(1);
  const [lastInvite] = await db
    .select({ id: staffTokens.id })
    .from(staffTokens)
    .where(and(eq(staffTokens.staffAccountId, memberId), eq(staffTokens.purpose, "invite")))
    .orderBy(desc(staffTokens.createdAt))
    .limit(1);
  if (account.disabledAt || !lastInvite || (!open && (await acceptedInvitation(db, memberId))))
    return { ok: false, status: 403, message: `${account.name} has no invitation waiting.` };
  const mailSite = home ?? directory.firstSiteId;
  if (!mailSite) return { ok: false, status: 403, message: "There is no site to send the invitation from yet." };
  const grant = grants[0];
  await withTenant(mailSite, () =>
    db.transaction(async (tx) => {
      const link = await issueStaffToken(tx, {
        staffAccountId: memberId,
        purpose: "invite",
        createdByStaffId: actor.staffAccountId,
        now,
      });
      await queueStaffEmail(
        tx,
        mailSite,
        account.email,
        "You are invited to the dealer console",
        invitationText({
          name: account.name,
          inviter: actor.name,
          role: grant?.role ?? "salesperson",
          where: grant?.where ?? "",
          link: `${consoleOrigin()}/invite/${link.token}`,
        }),
      );
      await recordStaffAudit(tx, {
        action: "invitation-resent",
        staffAccountId: actor.staffAccountId,
        siteId: home,
        after: { member: memberId, email: account.email },
        at: now,
      });
    }),
  );
  return { ok: true, message: `A new invitation is on its way to ${account.email}; the earlier link no longer works.` };
}

/** Whether the member ever set a password through an invitation (a used invite, then a sign-in). */
async function acceptedInvitation(db: Db, memberId: string): Promise<boolean> {
  const [session] = await db
    .select({ id: staffSessions.id })
    .from(staffSessions)
    .where(eq(staffSessions.staffAccountId, memberId))
    .limit(1);
  return Boolean(session);
}

// --- The links: accepting an invitation, forgetting and resetting a password -----------------------

export const newPasswordSchema = z.object({
  password: z.string().max(maxPasswordLength * 4, "Use at most 128 characters."),
  confirm: z.string().max(maxPasswordLength * 4),
});

export type LinkResult =
  | { ok: true; staffAccountId: string; email: string }
  | { ok: false; errors: { name?: string; password?: string; confirm?: string; form?: string } };

export const linkMessages = {
  spent: "This link has already been used or has expired. Ask for a new one.",
  mismatch: "The two passwords are not the same.",
} as const;

function passwordErrors(password: string, confirm: string, email: string) {
  const problem = passwordProblem(password, email);
  if (problem) return { password: problem.message };
  if (password !== confirm) return { confirm: linkMessages.mismatch };
  return null;
}

async function accountForLinkCheck(db: Db, staffAccountId: string) {
  const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, staffAccountId)).limit(1);
  return account ?? null;
}

/** Accepts an invitation: the member's name and first password; the link is spent. */
export async function acceptInvitation(
  db: Db,
  token: string,
  input: { name: string; password: string; confirm: string; staffAccountId: string },
  now: Date = new Date(),
): Promise<LinkResult> {
  const account = await accountForLinkCheck(db, input.staffAccountId);
  if (!account || account.disabledAt) return { ok: false, errors: { form: linkMessages.spent } };
  const name = input.name.trim();
  if (name.length === 0) return { ok: false, errors: { name: "Enter your name." } };
  if (name.length > 200) return { ok: false, errors: { name: "Use at most 200 characters." } };
  const problems = passwordErrors(input.password, input.confirm, account.email);
  if (problems) return { ok: false, errors: problems };
  const passwordHash = await hashPassword(input.password);
  const used = await db.transaction(async (tx) => {
    const owner = await useStaffToken(tx, "invite", token, now);
    if (owner !== account.id) return false;
    await tx
      .update(staffAccounts)
      .set({ name, passwordHash, failedSignIns: 0, lockedUntil: null })
      .where(eq(staffAccounts.id, account.id));
    await recordStaffAudit(tx, {
      action: "invitation-accepted",
      staffAccountId: account.id,
      after: { name },
      at: now,
    });
    return true;
  });
  return used
    ? { ok: true, staffAccountId: account.id, email: account.email }
    : { ok: false, errors: { form: linkMessages.spent } };
}

/** Sets a new password from a reset link; every session of the member ends. */
export async function resetPasswordWithLink(
  db: Db,
  token: string,
  input: { password: string; confirm: string; staffAccountId: string },
  now: Date = new Date(),
): Promise<LinkResult> {
  const account = await accountForLinkCheck(db, input.staffAccountId);
  if (!account || account.disabledAt) return { ok: false, errors: { form: linkMessages.spent } };
  const problems = passwordErrors(input.password, input.confirm, account.email);
  if (problems) return { ok: false, errors: problems };
  const passwordHash = await hashPassword(input.password);
  const used = await db.transaction(async (tx) => {
    const owner = await useStaffToken(tx, "reset", token, now);
    if (owner !== account.id) return false;
    await tx
      .update(staffAccounts)
      .set({ passwordHash, failedSignIns: 0, lockedUntil: null })
      .where(eq(staffAccounts.id, account.id));
    const ended = await revokeAllStaffSessions(tx, account.id, now);
    await recordStaffAudit(tx, {
      action: "password-reset",
      staffAccountId: account.id,
      after: { sessionsEnded: ended },
      at: now,
    });
    return true;
  });
  return used
    ? { ok: true, staffAccountId: account.id, email: account.email }
    : { ok: false, errors: { form: linkMessages.spent } };
}

export const forgotPasswordRules = {
  perAddress: { bucket: "console-forgot:ip", max: 10, windowMs: 15 * 60_000 },
  /** Reset e-mails to one account: enough for a typo or a lost e-mail, not a mail bomb. */
  perAccount: { bucket: "console-forgot:account", max: 3, windowMs: 60 * 60_000 },
} as const;

export const forgotPasswordAnswer =
  "If that address has a console account, we have sent it a link to choose a new password. The link works for an hour.";
export const forgotPasswordLimited = "Too many requests from your network. Please wait a few minutes and try again.";

/**
 * Sends a reset link when the address names a live account. The caller shows the same answer
 * whatever happened (forgotPasswordAnswer); only too many requests from one address is said so.
 */
export async function requestPasswordReset(
  db: Db,
  platformDb: Db,
  input: { email: string; ip: string | null },
  now: Date = new Date(),
): Promise<{ limited: boolean; sent: boolean }> {
  const verdict = await takeStaffRateLimit(db, forgotPasswordRules.perAddress, input.ip ?? "unknown", now);
  if (!verdict.ok) return { limited: true, sent: false };
  const account = await findStaffAccountByEmail(db, input.email);
  if (!account || account.disabledAt) {
    await recordStaffAudit(db, {
      action: "password-reset-requested",
      email: input.email.slice(0, 320),
      after: { sent: false, ip: input.ip },
      at: now,
    });
    return { limited: false, sent: false };
  }
  const perAccount = await takeStaffRateLimit(db, forgotPasswordRules.perAccount, account.id, now);
  const directory = await loadDirectory(platformDb);
  const grants = (await grantsOf(db, directory, [account.id])).get(account.id) ?? [];
  const mailSite = homeSiteOf(grants, directory) ?? directory.firstSiteId;
  if (!perAccount.ok || !mailSite) {
    await recordStaffAudit(db, {
      action: "password-reset-requested",
      staffAccountId: account.id,
      after: { sent: false, reason: perAccount.ok ? "no-site" : "rate-limited", ip: input.ip },
      at: now,
    });
    return { limited: false, sent: false };
  }
  await withTenant(mailSite, () =>
    db.transaction(async (tx) => {
      const link = await issueStaffToken(tx, { staffAccountId: account.id, purpose: "reset", now });
      await queueStaffEmail(
        tx,
        mailSite,
        account.email,
        "Choose a new dealer console password",
        [
          `Hello ${account.name},`,
          "",
          "Someone (we hope you) asked to choose a new password for the dealer console. Open this link to do it:",
          `${consoleOrigin()}/reset-password/${link.token}`,
          "",
          "The link works once, for an hour. Choosing a new password signs you out everywhere.",
          "If you did not ask, you can ignore this e-mail: your password stays as it is.",
          "",
        ].join("\n"),
      );
      await recordStaffAudit(tx, {
        action: "password-reset-requested",
        staffAccountId: account.id,
        after: { sent: true, ip: input.ip },
        at: now,
      });
    }),
  );
  return { limited: false, sent: true };
}

/** Used by the pages to read an account's address for a live link. */
export async function staffEmailOf(db: Db, staffAccountId: string): Promise<{ email: string; name: string } | null> {
  const [row] = await db
    .select({ email: staffAccounts.email, name: staffAccounts.name })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, staffAccountId))
    .limit(1);
  return row ?? null;
}
