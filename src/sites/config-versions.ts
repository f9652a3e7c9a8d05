import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { siteConfigVersions, sites } from "@/platform/db/schema";
import { resolveSiteConfig, SiteConfigError, type SiteConfigIssue } from "./resolve-config";

// A site's settings as the console edits them (decision 050): the published configuration and its
// version, one draft staff are editing, and every version published. The rules that keep them whole
// are here, each in one transaction with the site's row locked:
// - an edit names the version it started from, and the draft's last save it saw; a stale one is
//   refused with who published or saved meanwhile (optimistic versioning), never written over;
// - a publish makes the draft the next version (its row, `config_version + 1`, `config_overrides`),
//   a rollback makes an old version's configuration the next version; both announce the change on
//   `site_changed` (the sites table's trigger), which every server's page cache and site data hear;
// - nothing is stored that does not resolve (resolveSiteConfig, the schema's own messages).
// The sites table and the versions are written only by the platform's connection (migrations 0009 and
// 0026): callers pass it. `alsoInTransaction` runs after the change, in its transaction (the audit).

export type Overrides = Record<string, unknown>;

export type SiteDraft = {
  overrides: Overrides;
  /** The published version the draft started from. */
  baseVersion: number;
  updatedAt: Date;
  updatedBy: string | null;
};

export type SiteSettingsRecord = {
  siteId: string;
  slug: string;
  name: string;
  template: string;
  groupId: string | null;
  /** The published configuration's version and overrides. */
  version: number;
  overrides: Overrides;
  draft: SiteDraft | null;
};

export type ConfigVersion = {
  version: number;
  overrides: Overrides;
  publishedBy: string | null;
  publishedAt: Date;
  note: string | null;
};

/** What an edit based on an old version or an old draft meets instead of overwriting. */
export type SettingsConflict =
  | { kind: "published"; version: number; publishedBy: string | null; publishedAt: Date | null }
  | { kind: "draft-saved"; updatedBy: string | null; updatedAt: Date | null };

export type SettingsRefusal =
  | { ok: false; reason: "conflict"; conflict: SettingsConflict }
  | { ok: false; reason: "invalid"; issues: readonly SiteConfigIssue[] }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "no-draft" };

/** The edit a caller saw: the published version it started from and the draft's last save (null: none). */
export type SeenState = { baseVersion: number; draftUpdatedAt: Date | null };

type SiteRow = typeof sites.$inferSelect;

function toRecord(row: SiteRow): SiteSettingsRecord {
  const draft =
    row.draftOverrides && row.draftBaseVersion !== null && row.draftUpdatedAt
      ? {
          overrides: row.draftOverrides,
          baseVersion: row.draftBaseVersion,
          updatedAt: row.draftUpdatedAt,
          updatedBy: row.draftUpdatedBy,
        }
      : null;
  return {
    siteId: row.id,
    slug: row.slug,
    name: row.name,
    template: row.template,
    groupId: row.groupId,
    version: row.configVersion,
    overrides: row.configOverrides,
    draft,
  };
}

export async function readSiteSettings(db: Db, siteId: string): Promise<SiteSettingsRecord | null> {
  const [row] = await db.select().from(sites).where(eq(sites.id, siteId)).limit(1);
  return row ? toRecord(row) : null;
}

/** Every published version of the site, newest first. */
export async function listConfigVersions(db: Db, siteId: string): Promise<ConfigVersion[]> {
  return db
    .select({
      version: siteConfigVersions.version,
      overrides: siteConfigVersions.configOverrides,
      publishedBy: siteConfigVersions.publishedBy,
      publishedAt: siteConfigVersions.publishedAt,
      note: siteConfigVersions.note,
    })
    .from(siteConfigVersions)
    .where(eq(siteConfigVersions.siteId, siteId))
    .orderBy(desc(siteConfigVersions.version));
}

export async function readConfigVersion(db: Db, siteId: string, version: number): Promise<ConfigVersion | null> {
  const [row] = await db
    .select({
      version: siteConfigVersions.version,
      overrides: siteConfigVersions.configOverrides,
      publishedBy: siteConfigVersions.publishedBy,
      publishedAt: siteConfigVersions.publishedAt,
      note: siteConfigVersions.note,
    })
    .from(siteConfigVersions)
    .where(and(eq(siteConfigVersions.siteId, siteId), eq(siteConfigVersions.version, version)))
    .limit(1);
  return row ?? null;
}

/** The issues that keep `overrides` from resolving for this template, or none. */
export function configIssues(template: string, overrides: unknown): readonly SiteConfigIssue[] {
  try {
    resolveSiteConfig(template, overrides);
    return [];
  } catch (error) {
    if (error instanceof SiteConfigError) return error.issues;
    throw error;
  }
}

/** The row, locked for the rest of the transaction; null when the site is gone. */
async function lockSite(tx: Db, siteId: string): Promise<SiteSettingsRecord | null> {
  const [row] = await tx.select().from(sites).where(eq(sites.id, siteId)).for("update");
  return row ? toRecord(row) : null;
}

/** Who published the site's current version, and when: what a stale edit is told. */
async function publishedConflict(tx: Db, record: SiteSettingsRecord): Promise<SettingsConflict> {
  const latest = await readConfigVersion(tx, record.siteId, record.version);
  return {
    kind: "published",
    version: record.version,
    publishedBy: latest?.publishedBy ?? null,
    publishedAt: latest?.publishedAt ?? null,
  };
}

/** A refusal when what the caller saw is no longer the site's state, else null. */
async function staleness(tx: Db, record: SiteSettingsRecord, seen: SeenState): Promise<SettingsRefusal | null> {
  if (seen.baseVersion !== record.version) {
    return { ok: false, reason: "conflict", conflict: await publishedConflict(tx, record) };
  }
  const draftAt = record.draft?.updatedAt.getTime() ?? null;
  if (draftAt !== (seen.draftUpdatedAt?.getTime() ?? null)) {
    return {
      ok: false,
      reason: "conflict",
      conflict: {
        kind: "draft-saved",
        updatedBy: record.draft?.updatedBy ?? null,
        updatedAt: record.draft?.updatedAt ?? null,
      },
    };
  }
  return null;
}

export type SettingsHook<Change> = (tx: Db, change: Change) => Promise<void>;

export type DraftSaved = { before: SiteSettingsRecord; draft: SiteDraft };

/**
 * Saves the draft (a whole set of overrides) over the draft the caller saw, on the version it saw.
 * An edit of a draft started on an older version is refused (publishing it would undo the newer
 * version unseen) unless it is that draft carried onto the current version (`carriesStaleDraft`).
 */
export async function saveSiteDraft(
  db: Db,
  input: {
    siteId: string;
    seen: SeenState;
    overrides: Overrides;
    staffAccountId: string;
    carriesStaleDraft?: boolean;
    now?: Date;
  },
  alsoInTransaction?: SettingsHook<DraftSaved>,
): Promise<{ ok: true; draft: SiteDraft } | SettingsRefusal> {
  return db.transaction(async (tx) => {
    const record = await lockSite(tx, input.siteId);
    if (!record) return { ok: false, reason: "not-found" } as const;
    const issues = configIssues(record.template, input.overrides);
    if (issues.length > 0) return { ok: false, reason: "invalid", issues } as const;
    const refused = await staleness(tx, record, input.seen);
    if (refused) return refused;
    if (record.draft && record.draft.baseVersion !== record.version && !input.carriesStaleDraft) {
      return { ok: false, reason: "conflict", conflict: await publishedConflict(tx, record) } as const;
    }
    // Stored to the millisecond, as the caller will send it back.
    const now = new Date(Math.floor((input.now ?? new Date()).getTime()));
    const draft: SiteDraft = {
      overrides: input.overrides,
      baseVersion: record.version,
      updatedAt: now,
      updatedBy: input.staffAccountId,
    };
    await tx
      .update(sites)
      .set({
        draftOverrides: draft.overrides,
        draftBaseVersion: draft.baseVersion,
        draftUpdatedAt: draft.updatedAt,
        draftUpdatedBy: draft.updatedBy,
      })
      .where(eq(sites.id, record.siteId));
    await alsoInTransaction?.(tx, { before: record, draft });
    return { ok: true, draft } as const;
  });
}

/** Drops the draft the caller saw; the published configuration stays as it is. */
export async function discardSiteDraft(
  db: Db,
  input: { siteId: string; seen: SeenState },
  alsoInTransaction?: SettingsHook<{ before: SiteSettingsRecord }>,
): Promise<{ ok: true } | SettingsRefusal> {
  return db.transaction(async (tx) => {
    const record = await lockSite(tx, input.siteId);
    if (!record) return { ok: false, reason: "not-found" } as const;
    if (!record.draft) return { ok: false, reason: "no-draft" } as const;
    // Only the draft's last save matters: a draft on an old version may always go.
    const refused = await staleness(tx, record, { ...input.seen, baseVersion: record.version });
    if (refused) return refused;
    await tx
      .update(sites)
      .set({ draftOverrides: null, draftBaseVersion: null, draftUpdatedAt: null, draftUpdatedBy: null })
      .where(eq(sites.id, record.siteId));
    await alsoInTransaction?.(tx, { before: record });
    return { ok: true } as const;
  });
}

export type Published = { before: SiteSettingsRecord; version: number; overrides: Overrides; note: string };

/** Writes a new version with these overrides: its row, the site's published config and version. */
async function publishOverrides(
  tx: Db,
  record: SiteSettingsRecord,
  input: { overrides: Overrides; note: string; staffAccountId: string; now?: Date; keepDraft: boolean },
): Promise<number> {
  const version = record.version + 1;
  await tx.insert(siteConfigVersions).values({
    siteId: record.siteId,
    version,
    configOverrides: input.overrides,
    publishedBy: input.staffAccountId,
    note: input.note,
    ...(input.now ? { publishedAt: input.now } : {}),
  });
  await tx
    .update(sites)
    .set({
      configOverrides: input.overrides,
      configVersion: version,
      ...(input.keepDraft
        ? {}
        : { draftOverrides: null, draftBaseVersion: null, draftUpdatedAt: null, draftUpdatedBy: null }),
    })
    .where(eq(sites.id, record.siteId));
  return version;
}

/**
 * Publishes the draft the caller saw as the next version, with the publisher's note. Refused when
 * the draft was started on an older version, or saved again since the caller looked.
 */
export async function publishSiteDraft(
  db: Db,
  input: { siteId: string; seen: SeenState; note: string; staffAccountId: string; now?: Date },
  alsoInTransaction?: SettingsHook<Published>,
): Promise<{ ok: true; version: number } | SettingsRefusal> {
  return db.transaction(async (tx) => {
    const record = await lockSite(tx, input.siteId);
    if (!record) return { ok: false, reason: "not-found" } as const;
    if (!record.draft) return { ok: false, reason: "no-draft" } as const;
    const refused =
      (await staleness(tx, record, input.seen)) ??
      (record.draft.baseVersion === record.version
        ? null
        : ({ ok: false, reason: "conflict", conflict: await publishedConflict(tx, record) } as const));
    if (refused) return refused;
    const issues = configIssues(record.template, record.draft.overrides);
    if (issues.length > 0) return { ok: false, reason: "invalid", issues } as const;
    const overrides = record.draft.overrides;
    const version = await publishOverrides(tx, record, { ...input, overrides, keepDraft: false });
    await alsoInTransaction?.(tx, { before: record, version, overrides, note: input.note });
    return { ok: true, version } as const;
  });
}

/**
 * Publishes an earlier version's configuration again, as the next version. The draft, if any, stays
 * (it is now based on an older version: it must be carried onto the new one or discarded).
 */
export async function rollBackSiteConfig(
  db: Db,
  input: { siteId: string; toVersion: number; seenVersion: number; note: string; staffAccountId: string; now?: Date },
  alsoInTransaction?: SettingsHook<Published & { toVersion: number }>,
): Promise<{ ok: true; version: number } | SettingsRefusal> {
  return db.transaction(async (tx) => {
    const record = await lockSite(tx, input.siteId);
    if (!record) return { ok: false, reason: "not-found" } as const;
    if (input.seenVersion !== record.version) {
      return { ok: false, reason: "conflict", conflict: await publishedConflict(tx, record) } as const;
    }
    const target = await readConfigVersion(tx, record.siteId, input.toVersion);
    if (!target) return { ok: false, reason: "not-found" } as const;
    const issues = configIssues(record.template, target.overrides);
    if (issues.length > 0) return { ok: false, reason: "invalid", issues } as const;
    const version = await publishOverrides(tx, record, { ...input, overrides: target.overrides, keepDraft: true });
    await alsoInTransaction?.(tx, {
      before: record,
      version,
      overrides: target.overrides,
      note: input.note,
      toVersion: input.toVersion,
    });
    return { ok: true, version } as const;
  });
}

/** The first version of a site just made (the seed, onboarding): its row, so it can be compared and rolled back to. */
export async function recordFirstVersion(
  db: Db,
  siteId: string,
  overrides: Overrides,
  note: string,
  publishedBy: string | null = null,
): Promise<void> {
  await db
    .insert(siteConfigVersions)
    .values({ siteId, version: 1, configOverrides: overrides, note, publishedBy })
    .onConflictDoNothing({ target: [siteConfigVersions.siteId, siteConfigVersions.version] });
}
