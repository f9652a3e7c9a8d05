"use server";

import { getDb } from "@/platform/db";
import { applyConfigChanges, changeSentence, configChanges } from "@/sites/config-diff";
import { overridesFrom, sameValue } from "@/sites/config-edits";
import type { SiteConfig } from "@/sites/config-schema";
import {
  discardSiteDraft,
  publishSiteDraft,
  readConfigVersion,
  rollBackSiteConfig,
  saveSiteDraft,
  type SettingsRefusal,
} from "@/sites/config-versions";
import { checkSiteConfig, formatConfigPath, resolveSiteConfig, type SiteConfigIssue } from "@/sites/resolve-config";
import { sitePreviewLink } from "@/sites/site-preview";
import type { z } from "@/platform/zod";
import { withTenant } from "@/platform/db/tenant";
import { currentStaff, directoryDb, type SignedInStaff } from "../server/current-staff";
import { issueSentence } from "./issue-words";
import {
  draftSchema,
  formText,
  publishSchema,
  rollBackSchema,
  sectionSaveSchema,
  siteIdSchema,
  type SettingsActionState,
} from "./settings-form-schema";
import {
  auditSettings,
  conflictMessage,
  loadSettingsView,
  newLinkIssues,
  type SettingsView,
} from "./server/site-settings";

// The settings editor's changes (decision 050): save a section to the draft, publish the draft,
// discard it or carry it onto a newer version, roll back to a version, open a preview. Each re-reads
// the member and the site, checks the member may edit it, and answers the page to open next or why
// nothing changed; the change and its audit line are one transaction, on the platform's connection
// (the app's role may not write sites or their versions).

const settingsPath = (siteId: string) => `/sites/${siteId}/settings`;

type Editor = { staff: SignedInStaff; view: SettingsView };

/** The signed-in member and the site's settings when they may edit them; otherwise the answer to give. */
async function editorOf(siteId: string): Promise<Editor | SettingsActionState> {
  const staff = await currentStaff();
  if (!staff) return { next: "/sign-in" };
  const view = await loadSettingsView(await getDb(), staff.scope, siteId);
  if (!view) return { message: "No such site." };
  if (view.access !== "edit") return { message: "You can read these settings; the group's admin changes them." };
  return { staff, view };
}

const isEditor = (value: Editor | SettingsActionState): value is Editor => "view" in value;

async function refusal(refused: SettingsRefusal): Promise<SettingsActionState> {
  switch (refused.reason) {
    case "conflict":
      return { message: await conflictMessage(await getDb(), refused.conflict) };
    case "invalid":
      return {
        message: "These settings cannot be saved as they are.",
        issues: refused.issues,
        problems: refused.issues.map(issueSentence),
      };
    case "no-draft":
      return { message: "There is no draft: it was published or discarded meanwhile. Open the page again." };
    case "not-found":
      return { message: "No such site or version." };
  }
}

const seenOf = (input: { baseVersion: number; draftUpdatedAt: string }) => ({
  baseVersion: input.baseVersion,
  draftUpdatedAt: input.draftUpdatedAt === "" ? null : new Date(input.draftUpdatedAt),
});

const firstMessage = (error: z.ZodError) => error.issues[0]?.message ?? "That could not be read.";

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * The settings with one section replaced, checked: the schema's issues, then a value the template sets
 * that overrides cannot take away, then links to pages the site does not have.
 */
async function checkedSettings(
  view: SettingsView,
  candidate: unknown,
): Promise<{ ok: true; config: SiteConfig } | { ok: false; issues: SiteConfigIssue[] }> {
  const checked = checkSiteConfig(candidate);
  if (!checked.ok) return checked;
  const next = checked.config;
  const resolved = resolveSiteConfig(view.record.template, overridesFrom(view.base, next));
  const lost = configChanges(next, resolved).map((change) => ({
    path: formatConfigPath(change.path),
    message: `${changeSentence(change)}: the template sets this, so it cannot be left out`,
  }));
  if (lost.length > 0) return { ok: false, issues: lost };
  const links = await newLinkIssues(view.record.siteId, view.published, next);
  return links.length > 0 ? { ok: false, issues: links } : checked;
}

export async function saveSectionAction(_previous: SettingsActionState, form: FormData): Promise<SettingsActionState> {
  const parsed = sectionSaveSchema.safeParse(
    formText(form, ["siteId", "baseVersion", "draftUpdatedAt", "section", "value"]),
  );
  if (!parsed.success) return { message: firstMessage(parsed.error) };
  const { siteId, section } = parsed.data;
  const editor = await editorOf(siteId);
  if (!isEditor(editor)) return editor;
  const { staff, view } = editor;
  const value = parseJson(parsed.data.value);
  if (!value.ok) return { message: "These settings could not be read. Open the page again." };
  // The form sends only its section; the others (and the template) are the draft's as they stand.
  const checked = await checkedSettings(view, { ...view.working, [section]: value.value });
  if (!checked.ok) return { message: "Nothing was saved: fix the settings marked below.", issues: checked.issues };
  const next = checked.config;
  if (sameValue(next, view.working)) return { next: `${settingsPath(siteId)}/${section}?saved=0` };
  const saved = await saveSiteDraft(
    await directoryDb(),
    {
      siteId,
      seen: seenOf(parsed.data),
      overrides: overridesFrom(view.base, next),
      staffAccountId: staff.staffAccountId,
    },
    async (tx, { before, draft }) =>
      auditSettings(tx, {
        action: "site-draft-saved",
        staffAccountId: staff.staffAccountId,
        siteId,
        from: resolveSiteConfig(before.template, before.draft?.overrides ?? before.overrides),
        to: next,
        before: { draftBaseVersion: before.draft?.baseVersion ?? null },
        after: { draftBaseVersion: draft.baseVersion, section },
      }),
  );
  if (!saved.ok) return refusal(saved);
  return { next: `${settingsPath(siteId)}/${section}?saved=1` };
}

export async function publishAction(_previous: SettingsActionState, form: FormData): Promise<SettingsActionState> {
  const parsed = publishSchema.safeParse(formText(form, ["siteId", "baseVersion", "draftUpdatedAt", "note"]));
  if (!parsed.success) {
    const noteIssue = parsed.error.issues.find((issue) => issue.path[0] === "note");
    return noteIssue ? { noteError: noteIssue.message } : { message: firstMessage(parsed.error) };
  }
  const { siteId, note } = parsed.data;
  const editor = await editorOf(siteId);
  if (!isEditor(editor)) return editor;
  const { staff, view } = editor;
  if (!view.draft) return { message: "There is no draft to publish." };
  const linkIssues = await newLinkIssues(siteId, view.published, view.draft);
  if (linkIssues.length > 0) {
    return {
      message: "The draft links to pages the site does not have; fix them before publishing.",
      issues: linkIssues,
    };
  }
  const published = await publishSiteDraft(
    await directoryDb(),
    { siteId, seen: seenOf(parsed.data), note, staffAccountId: staff.staffAccountId },
    async (tx, { before, version }) =>
      auditSettings(tx, {
        action: "site-config-published",
        staffAccountId: staff.staffAccountId,
        siteId,
        from: resolveSiteConfig(before.template, before.overrides),
        to: resolveSiteConfig(before.template, before.draft?.overrides),
        before: { version: before.version },
        after: { version, note },
      }),
  );
  if (!published.ok) return refusal(published);
  return { next: `${settingsPath(siteId)}/versions?published=${published.version}` };
}

export async function discardDraftAction(_previous: SettingsActionState, form: FormData): Promise<SettingsActionState> {
  const parsed = draftSchema.safeParse(formText(form, ["siteId", "baseVersion", "draftUpdatedAt"]));
  if (!parsed.success) return { message: firstMessage(parsed.error) };
  const { siteId } = parsed.data;
  const editor = await editorOf(siteId);
  if (!isEditor(editor)) return editor;
  const { staff } = editor;
  const discarded = await discardSiteDraft(
    await directoryDb(),
    { siteId, seen: seenOf(parsed.data) },
    async (tx, { before }) =>
      auditSettings(tx, {
        action: "site-draft-discarded",
        staffAccountId: staff.staffAccountId,
        siteId,
        from: resolveSiteConfig(before.template, before.draft?.overrides),
        to: resolveSiteConfig(before.template, before.overrides),
        before: { draftBaseVersion: before.draft?.baseVersion ?? null },
        after: { draftBaseVersion: null },
      }),
  );
  if (!discarded.ok) return refusal(discarded);
  return { next: `${settingsPath(siteId)}?discarded=1` };
}

/**
 * A draft started on an older version, carried onto the published one: the draft's own changes (from
 * its version to the draft) laid on the published settings. A setting both changed is not guessed at.
 */
export async function carryDraftAction(_previous: SettingsActionState, form: FormData): Promise<SettingsActionState> {
  const parsed = draftSchema.safeParse(formText(form, ["siteId", "baseVersion", "draftUpdatedAt"]));
  if (!parsed.success) return { message: firstMessage(parsed.error) };
  const { siteId } = parsed.data;
  const editor = await editorOf(siteId);
  if (!isEditor(editor)) return editor;
  const { staff, view } = editor;
  const { record, draft } = view;
  if (!record.draft || !draft) return { message: "There is no draft to carry over." };
  const from = await withTenant(siteId, async () =>
    readConfigVersion(await getDb(), siteId, record.draft?.baseVersion ?? 0),
  );
  if (!from) return { message: `Version ${record.draft.baseVersion} is not on record: discard the draft instead.` };
  const started = resolveSiteConfig(record.template, from.overrides);
  const { result, conflicts } = applyConfigChanges(view.published, configChanges(started, draft));
  if (conflicts.length > 0) {
    const names = conflicts.map((change) => change.where).join("; ");
    return {
      message: `Version ${record.version} changed the same settings as the draft (${names}). Discard the draft, or make those changes again on version ${record.version}.`,
    };
  }
  const checked = checkSiteConfig(result);
  if (!checked.ok) {
    return {
      message: "The draft's changes do not fit the newer version.",
      problems: checked.issues.map(issueSentence),
    };
  }
  const next = checked.config;
  const saved = await saveSiteDraft(
    await directoryDb(),
    {
      siteId,
      seen: seenOf(parsed.data),
      overrides: overridesFrom(view.base, next),
      staffAccountId: staff.staffAccountId,
      carriesStaleDraft: true,
    },
    async (tx, { before, draft: carried }) =>
      auditSettings(tx, {
        action: "site-draft-saved",
        staffAccountId: staff.staffAccountId,
        siteId,
        from: draft,
        to: next,
        before: { draftBaseVersion: before.draft?.baseVersion ?? null },
        after: { draftBaseVersion: carried.baseVersion },
      }),
  );
  if (!saved.ok) return refusal(saved);
  return { next: `${settingsPath(siteId)}?carried=1` };
}

export async function rollBackAction(_previous: SettingsActionState, form: FormData): Promise<SettingsActionState> {
  const parsed = rollBackSchema.safeParse(formText(form, ["siteId", "baseVersion", "toVersion", "note"]));
  if (!parsed.success) {
    const noteIssue = parsed.error.issues.find((issue) => issue.path[0] === "note");
    return noteIssue ? { noteError: noteIssue.message } : { message: firstMessage(parsed.error) };
  }
  const { siteId, toVersion, baseVersion, note } = parsed.data;
  const editor = await editorOf(siteId);
  if (!isEditor(editor)) return editor;
  const { staff } = editor;
  const rolled = await rollBackSiteConfig(
    await directoryDb(),
    { siteId, toVersion, seenVersion: baseVersion, note, staffAccountId: staff.staffAccountId },
    async (tx, { before, version, overrides }) =>
      auditSettings(tx, {
        action: "site-config-rolled-back",
        staffAccountId: staff.staffAccountId,
        siteId,
        from: resolveSiteConfig(before.template, before.overrides),
        to: resolveSiteConfig(before.template, overrides),
        before: { version: before.version },
        after: { version, toVersion, note },
      }),
  );
  if (!rolled.ok) return refusal(rolled);
  return { next: `${settingsPath(siteId)}/versions?published=${rolled.version}` };
}

/** Opens the site's own pages with the draft: a link with a two-minute token, exchanged there for a cookie. */
export async function previewAction(_previous: SettingsActionState, form: FormData): Promise<SettingsActionState> {
  const parsed = siteIdSchema.safeParse(formText(form, ["siteId"]));
  if (!parsed.success) return { message: firstMessage(parsed.error) };
  const editor = await editorOf(parsed.data.siteId);
  if (!isEditor(editor)) return editor;
  const { staff, view } = editor;
  if (!view.draft) return { message: "There is no draft to preview: the site shows its published settings." };
  return { next: sitePreviewLink({ id: view.record.siteId, slug: view.record.slug }, staff.staffAccountId) };
}
