import { and, asc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { dealerships, sites, staffAccounts, staffGrants } from "@/platform/db/schema";
import type { StaffGrant, StaffRole, StaffScope } from "../roles";
import { hashPassword } from "./passwords";
import { isSealed, sealSecret } from "./secret-box";

// Staff accounts and what each may reach (decision 042). An e-mail address names one account
// whatever its case. Grants are stored as role and target (a group, a dealership) and resolved here
// into the sites they reach, which the pure rules in roles.ts then answer questions about.

export type StaffAccountRow = typeof staffAccounts.$inferSelect;

export type GrantInput =
  | { role: "operator" }
  | { role: "group_admin"; groupId: string }
  | { role: "manager" | "salesperson"; dealershipId: string };

export function normaliseEmail(email: string): string {
  return email.trim();
}

export async function findStaffAccountByEmail(db: Db, email: string): Promise<StaffAccountRow | null> {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(eq(sql`lower(${staffAccounts.email})`, normaliseEmail(email).toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function findStaffAccount(db: Db, id: string): Promise<StaffAccountRow | null> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id)).limit(1);
  return row ?? null;
}

/** Creates an account with its grants; the caller has checked the password against the rules. */
export async function createStaffAccount(
  db: Db,
  input: { email: string; name: string; password: string; totpSecret?: string | null; grants: GrantInput[] },
): Promise<StaffAccountRow> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(staffAccounts)
      .values({
        email: normaliseEmail(input.email),
        name: input.name,
        passwordHash,
        totpSecret: input.totpSecret ? sealSecret(input.totpSecret) : null,
      })
      .returning();
    if (!account) throw new Error("the staff account was not created");
    if (input.grants.length > 0) {
      await tx.insert(staffGrants).values(
        input.grants.map((grant) => ({
          staffAccountId: account.id,
          role: grant.role,
          groupId: grant.role === "group_admin" ? grant.groupId : null,
          dealershipId: grant.role === "manager" || grant.role === "salesperson" ? grant.dealershipId : null,
        })),
      );
    }
    return account;
  });
}

/** The roles an account holds (for the second-factor rule), before they are resolved to sites. */
export async function staffRoles(db: Db, staffAccountId: string): Promise<StaffRole[]> {
  const rows = await db
    .select({ role: staffGrants.role })
    .from(staffGrants)
    .where(eq(staffGrants.staffAccountId, staffAccountId));
  return rows.map((row) => row.role);
}

/**
 * An account's grants with the sites they reach. `platformDb` reads dealerships past row-level
 * security: a grant names a dealership, and which site it belongs to is directory information the
 * console needs before it acts for any site (as host resolution reads the site directory).
 */
export async function resolveStaffScope(db: Db, platformDb: Db, staffAccountId: string): Promise<StaffScope> {
  const rows = await db.select().from(staffGrants).where(eq(staffGrants.staffAccountId, staffAccountId));
  const groupIds = rows.flatMap((row) => (row.role === "group_admin" && row.groupId ? [row.groupId] : []));
  const dealershipIds = rows.flatMap((row) => (row.dealershipId ? [row.dealershipId] : []));
  const groupSites =
    groupIds.length === 0
      ? []
      : await db.select({ id: sites.id, groupId: sites.groupId }).from(sites).where(inArray(sites.groupId, groupIds));
  const dealershipSites =
    dealershipIds.length === 0
      ? []
      : await platformDb
          .select({ id: dealerships.id, siteId: dealerships.siteId })
          .from(dealerships)
          .where(inArray(dealerships.id, dealershipIds));
  const grants = rows.flatMap((row): StaffGrant[] => {
    if (row.role === "operator") return [{ role: "operator" }];
    if (row.role === "group_admin" && row.groupId) {
      const groupId = row.groupId;
      return [
        { role: "group_admin", groupId, siteIds: groupSites.filter((s) => s.groupId === groupId).map((s) => s.id) },
      ];
    }
    const siteId = dealershipSites.find((d) => d.id === row.dealershipId)?.siteId;
    if ((row.role === "manager" || row.role === "salesperson") && row.dealershipId && siteId) {
      return row.role === "manager"
        ? [{ role: row.role, dealershipId: row.dealershipId, siteId, siteSettings: row.siteSettings }]
        : [{ role: row.role, dealershipId: row.dealershipId, siteId }];
    }
    return [];
  });
  return { grants };
}

export type GrantedSite = { id: string; slug: string; name: string };

/** The sites a scope reaches, by name: every site for the operator. */
export async function listGrantedSites(db: Db, scope: StaffScope): Promise<GrantedSite[]> {
  const columns = { id: sites.id, slug: sites.slug, name: sites.name };
  if (scope.grants.some((grant) => grant.role === "operator")) {
    return db.select(columns).from(sites).orderBy(asc(sites.name));
  }
  const ids = [
    ...new Set(
      scope.grants.flatMap((grant) =>
        grant.role === "group_admin" ? grant.siteIds : grant.role === "operator" ? [] : [grant.siteId],
      ),
    ),
  ];
  if (ids.length === 0) return [];
  return db.select(columns).from(sites).where(inArray(sites.id, ids)).orderBy(asc(sites.name));
}

/** Disables an account (it can no longer sign in; its sessions are revoked by the caller). */
export async function disableStaffAccount(db: Db, staffAccountId: string, now: Date = new Date()): Promise<boolean> {
  const rows = await db
    .update(staffAccounts)
    .set({ disabledAt: now })
    .where(and(eq(staffAccounts.id, staffAccountId), isNull(staffAccounts.disabledAt)))
    .returning({ id: staffAccounts.id });
  return rows.length > 0;
}

/** Seals TOTP secrets saved before they were encrypted (decision 048), at start; answers how many. */
export async function sealPlaintextTotpSecrets(db: Db): Promise<number> {
  const rows = await db
    .select({ id: staffAccounts.id, totpSecret: staffAccounts.totpSecret })
    .from(staffAccounts)
    .where(isNotNull(staffAccounts.totpSecret));
  let sealed = 0;
  for (const row of rows) {
    if (!row.totpSecret || isSealed(row.totpSecret)) continue;
    await db
      .update(staffAccounts)
      .set({ totpSecret: sealSecret(row.totpSecret) })
      .where(and(eq(staffAccounts.id, row.id), eq(staffAccounts.totpSecret, row.totpSecret)));
    sealed += 1;
  }
  return sealed;
}
