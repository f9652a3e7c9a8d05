import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { dealerGroups, dealerships, sites, staffAccounts } from "@/platform/db/schema";
import { demoGroups, demoStaff } from "../demo-staff";
import { createStaffAccount, findStaffAccountByEmail, type GrantInput } from "./staff-accounts";

// Demo mode's staff accounts (src/console/demo-staff.ts): made at start when demo mode is on and the
// demo sites exist, deleted at start when it is off. Takes the platform's handle (it writes groups
// and reads every site's dealerships).

async function ensureDemoGroups(db: Db): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const group of demoGroups) {
    await db.insert(dealerGroups).values({ name: group.name }).onConflictDoNothing();
    const [row] = await db.select({ id: dealerGroups.id }).from(dealerGroups).where(eq(dealerGroups.name, group.name));
    if (!row) continue;
    ids.set(group.name, row.id);
    await db
      .update(sites)
      .set({ groupId: row.id })
      .where(inArray(sites.slug, [...group.siteSlugs]));
  }
  return ids;
}

async function dealershipId(db: Db, path: string): Promise<string | null> {
  const [siteSlug = "", dealershipSlug = ""] = path.split("/");
  const [row] = await db
    .select({ id: dealerships.id })
    .from(dealerships)
    .innerJoin(sites, eq(sites.id, dealerships.siteId))
    .where(and(eq(sites.slug, siteSlug), eq(dealerships.slug, dealershipSlug)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Makes the demo's groups and staff that are missing; answers how many accounts it made. Replicas
 * starting together each run it: a transaction-scoped advisory lock makes them take turns, so the
 * second finds the accounts the first made rather than failing its start on their unique e-mail.
 */
export async function ensureDemoStaff(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('dealer-platform:demo-staff'))`);
    return ensureDemoStaffOnce(tx);
  });
}

async function ensureDemoStaffOnce(db: Db): Promise<number> {
  const groups = await ensureDemoGroups(db);
  let made = 0;
  for (const member of demoStaff) {
    if (await findStaffAccountByEmail(db, member.email)) continue;
    let grant: GrantInput | null = null;
    if (member.role === "operator") grant = { role: "operator" };
    else if (member.scope && "group" in member.scope) {
      const groupId = groups.get(member.scope.group);
      if (groupId) grant = { role: "group_admin", groupId };
    } else if (
      member.scope &&
      "dealership" in member.scope &&
      (member.role === "manager" || member.role === "salesperson")
    ) {
      const id = await dealershipId(db, member.scope.dealership);
      if (id) grant = { role: member.role, dealershipId: id };
    }
    // A demo site that was not seeded (npm run seed -- --sites …): its member is left out.
    if (!grant) continue;
    await createStaffAccount(db, { ...member, grants: [grant] });
    made += 1;
  }
  return made;
}

/** Deletes the demo's staff accounts (their sessions and grants go with them); answers how many. */
export async function deleteDemoStaff(db: Db): Promise<number> {
  const rows = await db
    .delete(staffAccounts)
    .where(
      inArray(
        staffAccounts.email,
        demoStaff.map((member) => member.email),
      ),
    )
    .returning({ id: staffAccounts.id });
  return rows.length;
}
