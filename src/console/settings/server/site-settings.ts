import "server-only";
import { inArray } from "drizzle-orm";
import { listContentPaths } from "@/content/queries";
import { linkProblems } from "@/content/site-links";
import type { Db } from "@/platform/db/connect";
import { staffAccounts } from "@/platform/db/schema";
import { withTenant } from "@/platform/db/tenant";
import { z } from "@/platform/zod";
import { configChanges, type ConfigChange } from "@/sites/config-diff";
import type { SiteConfig } from "@/sites/config-schema";
import {
  listConfigVersions,
  readSiteSettings,
  type ConfigVersion,
  type SettingsConflict,
  type SiteSettingsRecord,
} from "@/sites/config-versions";
import { formatConfigPath, resolveSiteConfig, templateBaseConfig, type SiteConfigIssue } from "@/sites/resolve-config";
import { canEditSiteSettings, canViewSiteSettings, type StaffScope } from "../../roles";
import { recordStaffAudit, type StaffAuditAction } from "../../server/audit";

// The console's side of a site's settings (decision 050): who may see and change them, the settings
// as the pages show them (published, draft, the template's defaults), the link check a save adds to
// the schema's, the audit line of every change, and a conflict in words. The rules of versions and
// drafts are the sites module's (src/sites/config-versions.ts); this calls them.

export type SettingsAccess = "edit" | "view";

/** A version with who published it in words: a member's name, "a former member", or "the platform" (the seed, a script). */
export type VersionView = ConfigVersion & { publishedByName: string };

export type SettingsView = {
  record: SiteSettingsRecord;
  access: SettingsAccess;
  /** The template's defaults, under the site's own settings: each field's default. */
  base: SiteConfig;
  published: SiteConfig;
  /** The draft's settings, or null when there is none. */
  draft: SiteConfig | null;
  /** What the forms edit: the draft, or the published settings when there is no draft. */
  working: SiteConfig;
  /** True when a version was published after the draft was started: it must be carried over or dropped. */
  draftIsStale: boolean;
  draftSavedBy: string | null;
  /** The published version's row (who, when, note), when the site has one. */
  current: VersionView | null;
};

export function settingsAccess(scope: StaffScope, siteId: string): SettingsAccess | null {
  if (canEditSiteSettings(scope, siteId)) return "edit";
  if (canViewSiteSettings(scope, siteId)) return "view";
  return null;
}

/** The settings of a site the member may see, or null (no such site, or not theirs: the same answer). */
export async function loadSettingsView(db: Db, scope: StaffScope, siteId: string): Promise<SettingsView | null> {
  if (!z.uuid().safeParse(siteId).success) return null;
  const access = settingsAccess(scope, siteId);
  if (!access) return null;
  const record = await readSiteSettings(db, siteId);
  if (!record) return null;
  const published = resolveSiteConfig(record.template, record.overrides, { site: record.slug });
  const draft = record.draft ? resolveSiteConfig(record.template, record.draft.overrides, { site: record.slug }) : null;
  const versions = await listVersions(db, siteId);
  const names = await staffNames(db, [record.draft?.updatedBy ?? null]);
  return {
    record,
    access,
    base: templateBaseConfig(record.template),
    published,
    draft,
    working: draft ?? published,
    draftIsStale: record.draft !== null && record.draft.baseVersion !== record.version,
    draftSavedBy: record.draft?.updatedBy ? (names.get(record.draft.updatedBy) ?? null) : null,
    current: versions.find((version) => version.version === record.version) ?? null,
  };
}

/** Every published version, newest first, with the publisher's name (read as the site, row-level security on). */
export async function listVersions(db: Db, siteId: string): Promise<VersionView[]> {
  const versions = await withTenant(siteId, () => listConfigVersions(db, siteId));
  const names = await staffNames(
    db,
    versions.map((version) => version.publishedBy),
  );
  return versions.map((version) => ({
    ...version,
    publishedByName: version.publishedBy ? (names.get(version.publishedBy) ?? "a former member") : "the platform",
  }));
}

export async function staffNames(db: Db, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: staffAccounts.id, name: staffAccounts.name })
    .from(staffAccounts)
    .where(inArray(staffAccounts.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

const when = new Intl.DateTimeFormat("en-AU", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Australia/Sydney",
});

export function formatWhen(date: Date): string {
  return when.format(date);
}

/** A conflict as staff read it: who changed the settings meanwhile, and what to do. */
export async function conflictMessage(db: Db, conflict: SettingsConflict): Promise<string> {
  if (conflict.kind === "published") {
    const who = (await staffNames(db, [conflict.publishedBy])).get(conflict.publishedBy ?? "") ?? "someone";
    const at = conflict.publishedAt ? ` at ${formatWhen(conflict.publishedAt)}` : "";
    return `${who} published version ${conflict.version}${at} since you opened this page, so nothing was saved. Open the settings again to work on version ${conflict.version}.`;
  }
  const who = (await staffNames(db, [conflict.updatedBy])).get(conflict.updatedBy ?? "") ?? "someone";
  const at = conflict.updatedAt ? ` at ${formatWhen(conflict.updatedAt)}` : "";
  return conflict.updatedAt
    ? `${who} saved the draft${at} since you opened this page, so nothing was saved. Open the page again to see their changes.`
    : `The draft was published or discarded since you opened this page, so nothing was saved. Open the page again.`;
}

/**
 * The links of `next` that go to no page of the site (nor to an https:// address), as issues at their
 * settings. A link the published settings already had is left to the site (which hides it): a save
 * is refused only for the links it brings.
 */
export async function newLinkIssues(
  siteId: string,
  published: SiteConfig,
  next: SiteConfig,
): Promise<SiteConfigIssue[]> {
  const paths = await withTenant(siteId, () => listContentPaths(siteId));
  const known = new Set(linkProblems(published, paths).map((problem) => problem.href));
  return linkProblems(next, paths)
    .filter((problem) => !known.has(problem.href))
    .map((problem) => ({ path: formatConfigPath(problem.path), message: problem.message }));
}

/** The site's pages a link may go to, for the forms' suggestions: its own pages. */
export async function sitePagePaths(siteId: string): Promise<string[]> {
  const paths = await withTenant(siteId, () => listContentPaths(siteId));
  return [...paths].map((path) => `/${path}`).sort();
}

/** An audit line's before and after: the changed settings' values, by their paths. */
export function changedValues(changes: readonly ConfigChange[]): {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
} {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const change of changes) {
    const path = formatConfigPath(change.path);
    before[path] = change.before ?? null;
    after[path] = change.after ?? null;
  }
  return { before, after };
}

/** Writes the audit line of a settings change, in the change's transaction. */
export async function auditSettings(
  tx: Db,
  entry: {
    action: StaffAuditAction;
    staffAccountId: string;
    siteId: string;
    from: SiteConfig;
    to: SiteConfig;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  },
): Promise<void> {
  const values = changedValues(configChanges(entry.from, entry.to));
  await recordStaffAudit(tx, {
    action: entry.action,
    staffAccountId: entry.staffAccountId,
    siteId: entry.siteId,
    before: { ...entry.before, ...values.before },
    after: { ...entry.after, ...values.after },
  });
}
