import { and, desc, eq, lt, or, sql, type SQL } from "drizzle-orm";
import { withTenant } from "@/platform/db/tenant";
import type { Db } from "@/platform/db/connect";
import { sites, staffAccounts, staffAudit } from "@/platform/db/schema";
import { z } from "@/platform/zod";
import type { StaffScope } from "../roles";
import { canAdministerStaff } from "./staff-rules";

// The audit log as managers and above read it (decision 048): the lines of the sites they reach,
// newest first, read acting for each site in turn (row-level security holds each read to its site),
// merged, and paged by (at, id) so a page stays fast however long the log. Lines that name no site
// (signing in and out) are the platform's and appear to no one here.

export const auditPageSize = 50;

export type AuditLine = {
  id: string;
  at: Date;
  action: string;
  siteName: string;
  memberId: string | null;
  memberName: string | null;
  memberEmail: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export type AuditQuery = { action?: string; member?: string; before?: string };

/** Managers and above read the log; a salesperson does not. */
export const canReadAudit = (scope: StaffScope) => canAdministerStaff(scope);

/** The cursor of the page after `line`: its time and id. */
export function auditCursor(line: Pick<AuditLine, "at" | "id">): string {
  return `${line.at.toISOString()}_${line.id}`;
}

function parseCursor(value: string | undefined): { at: Date; id: string } | null {
  if (!value) return null;
  const [at = "", id = ""] = value.split("_");
  const date = new Date(at);
  if (Number.isNaN(date.getTime()) || !z.uuid().safeParse(id).success) return null;
  return { at: date, id };
}

export async function readAuditLog(
  db: Db,
  siteList: readonly { id: string; name: string }[],
  query: AuditQuery,
): Promise<{ lines: AuditLine[]; next: string | null }> {
  const cursor = parseCursor(query.before);
  const member = query.member && z.uuid().safeParse(query.member).success ? query.member : null;
  const action = query.action && /^[a-z-]{1,40}$/.test(query.action) ? query.action : null;
  const conditions: SQL[] = [];
  // Compared at the cursor's precision (milliseconds; PostgreSQL keeps microseconds).
  const atMs = sql`date_trunc('milliseconds', ${staffAudit.at})`;
  if (cursor) conditions.push(or(lt(atMs, cursor.at), and(eq(atMs, cursor.at), lt(staffAudit.id, cursor.id))) as SQL);
  if (member) conditions.push(eq(staffAudit.staffAccountId, member));
  if (action) conditions.push(eq(staffAudit.action, action));
  const perSite = await Promise.all(
    siteList.map((site) =>
      withTenant(site.id, () =>
        db
          .select({
            id: staffAudit.id,
            at: staffAudit.at,
            action: staffAudit.action,
            before: staffAudit.before,
            after: staffAudit.after,
            memberId: staffAudit.staffAccountId,
            memberName: staffAccounts.name,
            memberEmail: staffAccounts.email,
          })
          .from(staffAudit)
          .leftJoin(staffAccounts, eq(staffAccounts.id, staffAudit.staffAccountId))
          .where(and(eq(staffAudit.siteId, site.id), ...conditions))
          .orderBy(desc(atMs), desc(staffAudit.id))
          .limit(auditPageSize + 1),
      ).then((rows) => rows.map((row) => ({ ...row, siteName: site.name }))),
    ),
  );
  const merged = perSite
    .flat()
    .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  const lines = merged.slice(0, auditPageSize);
  const last = lines.at(-1);
  return { lines, next: merged.length > auditPageSize && last ? auditCursor(last) : null };
}

/** The site list for the log: the sites the member reaches, by name. */
export async function auditSites(db: Db, siteIds: "all" | readonly string[]) {
  const rows = await db.select({ id: sites.id, name: sites.name }).from(sites);
  return siteIds === "all" ? rows : rows.filter((row) => siteIds.includes(row.id));
}

/** Before and after in a line: the keys that changed, `key: before → after`. */
export function describeChange(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const show = (value: unknown) =>
    value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value);
  return keys
    .map((key) =>
      before && key in before
        ? `${key}: ${show(before[key])} → ${show(after?.[key])}`
        : `${key}: ${show(after?.[key])}`,
    )
    .join("; ");
}
