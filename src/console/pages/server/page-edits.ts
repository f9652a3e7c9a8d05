import "server-only";
import { and, eq } from "drizzle-orm";
import { pathMessages } from "@/content/content-paths";
import type { ContentPage } from "@/content/queries";
import type { Db } from "@/platform/db/connect";
import { contentPages } from "@/platform/db/schema";
import { withTenant } from "@/platform/db/tenant";
import { z } from "@/platform/zod";
import type { StaffScope } from "../../roles";
import { recordStaffAudit } from "../../server/audit";
import { canEditSiteContent } from "../content-scope";
import { fieldErrorsOf, roomMessages, type EditResult } from "../form-result";
import { pageFormSchema, storedPath, type PageField, type PageFields } from "../page-form-schema";
import { changedFields } from "./audit-changes";
import { pageVersion, readSitePaths } from "./page-data";
import { isUniqueViolation } from "./record-version";

// Creating, editing, publishing and unpublishing a site's pages and posts from the console. Each
// change checks the member's right to the site, then runs in one transaction acting for the site
// (decision 025) that reads the page afresh and locked, refuses a stale version, writes, and records
// the audit line with the change. content_pages announces every change on `site_changed`, so the
// site's cached pages and menus follow at once.

export type ContentEditor = { staffAccountId: string; scope: StaffScope };

/** What a save does to the page's state besides its fields. */
export const publishMoves = ["keep", "publish", "unpublish"] as const;
export type PublishMove = (typeof publishMoves)[number];

const saveSchema = z.object({
  siteId: z.uuid(),
  /** Null for a new page. */
  id: z.uuid().nullable(),
  version: z.string().max(64).nullable(),
  publish: z.enum(publishMoves),
  fields: z.unknown(),
});

const lockedPath =
  "A published page keeps its address, since menus and other sites link to it. Unpublish it first to move it.";

/** The columns a page's fields fill. */
function columnsOf(fields: PageFields) {
  return {
    path: storedPath(fields),
    kind: fields.kind,
    category: fields.kind === "post" ? fields.category : null,
    title: fields.title,
    summary: fields.summary,
    body: fields.body,
    seoTitle: fields.seoTitle === "" ? null : fields.seoTitle,
    seoDescription: fields.seoDescription === "" ? null : fields.seoDescription,
  };
}

/** A page as its audit line records it. */
function audited(
  row: Pick<ContentPage, "path" | "kind" | "category" | "title" | "summary" | "body" | "seoTitle" | "seoDescription">,
) {
  return {
    path: row.path,
    kind: row.kind,
    category: row.category,
    title: row.title,
    summary: row.summary,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    body: row.body,
  };
}

async function lockPage(tx: Db, siteId: string, id: string): Promise<ContentPage | null> {
  const [row] = await tx
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.siteId, siteId), eq(contentPages.id, id)))
    .for("update");
  return row ?? null;
}

/**
 * Saves the editor's form: a new page, or the changes to one, and with them publishes it (it shows on
 * the site at once) or unpublishes it (the site answers 404 there) when asked. Every button of the
 * editor saves what the form holds, so nothing typed is dropped by a publish.
 */
export async function savePage(db: Db, editor: ContentEditor, input: unknown): Promise<EditResult<PageField>> {
  const envelope = saveSchema.safeParse(input);
  if (!envelope.success) return { ok: false, errors: { form: roomMessages.invalid } };
  const { siteId, id, version, publish } = envelope.data;
  if (!canEditSiteContent(editor.scope, siteId)) return { ok: false, errors: { form: roomMessages.forbidden } };
  try {
    return await withTenant(siteId, () =>
      db.transaction(async (tx): Promise<EditResult<PageField>> => {
        const taken = (await readSitePaths(tx, siteId)).filter((row) => row.id !== id).map((row) => row.path);
        const parsed = pageFormSchema({ takenPaths: new Set(taken) }).safeParse(envelope.data.fields);
        if (!parsed.success) return { ok: false, errors: fieldErrorsOf<PageField>(parsed.error) };
        const columns = columnsOf(parsed.data);
        const now = new Date();
        const audit = (entry: Omit<Parameters<typeof recordStaffAudit>[1], "staffAccountId" | "siteId">) =>
          recordStaffAudit(tx, { ...entry, staffAccountId: editor.staffAccountId, siteId });
        if (id === null) {
          const publishedAt = publish === "publish" ? now : null;
          const [created] = await tx
            .insert(contentPages)
            .values({ siteId, ...columns, publishedAt, updatedAt: now })
            .returning();
          if (!created) throw new Error("the page was not created");
          await audit({ action: "content-page-created", after: { id: created.id, ...audited(created) } });
          if (publishedAt) await audit(publishedLine(created.id, created.path, null, publishedAt));
          return { ok: true, next: `/pages/${created.id}?saved=${publishedAt ? "published" : "created"}` };
        }
        const row = await lockPage(tx, siteId, id);
        if (!row) return { ok: false, errors: { form: roomMessages.notFound } };
        if (pageVersion(row) !== version) return { ok: false, errors: { form: roomMessages.conflict }, conflict: true };
        if (row.kind !== columns.kind) return { ok: false, errors: { form: roomMessages.invalid } };
        if (row.publishedAt !== null && row.path !== columns.path) return { ok: false, errors: { path: lockedPath } };
        const publishedAt =
          publish === "keep" ? row.publishedAt : publish === "publish" ? (row.publishedAt ?? now) : null;
        const change = changedFields(audited(row), audited({ ...row, ...columns }));
        if (!change && publishedAt === row.publishedAt) return { ok: true, next: `/pages/${id}?saved=unchanged` };
        await tx
          .update(contentPages)
          .set({ ...columns, publishedAt, ...(change ? { updatedAt: now } : {}) })
          .where(and(eq(contentPages.siteId, siteId), eq(contentPages.id, id)));
        if (change) {
          await audit({
            action: "content-page-updated",
            before: { id, path: row.path, ...change.before },
            after: { id, path: columns.path, ...change.after },
          });
        }
        if (publishedAt !== row.publishedAt) await audit(publishedLine(id, columns.path, row.publishedAt, publishedAt));
        const saved = publishedAt === row.publishedAt ? "saved" : publishedAt ? "published" : "unpublished";
        return { ok: true, next: `/pages/${id}?saved=${saved}` };
      }),
    );
  } catch (error) {
    // Two members saving new pages at one address at once: the second is told, as the check would.
    if (isUniqueViolation(error)) return { ok: false, errors: { path: pathMessages.taken } };
    throw error;
  }
}

function publishedLine(id: string, path: string, before: Date | null, after: Date | null) {
  return {
    action: after ? ("content-page-published" as const) : ("content-page-unpublished" as const),
    before: { id, path, publishedAt: before?.toISOString() ?? null },
    after: { id, path, publishedAt: after?.toISOString() ?? null },
  };
}
