import "server-only";
import { and, asc, eq, max } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { slides } from "@/platform/db/schema";
import { withTenant } from "@/platform/db/tenant";
import { z } from "@/platform/zod";
import { recordStaffAudit } from "../../server/audit";
import { canEditSiteContent } from "../content-scope";
import { fieldErrorsOf, roomMessages, type EditResult } from "../form-result";
import { reorderPlan } from "../reorder";
import { slideFormSchema, type SlideField, type SlideFields } from "../slide-form-schema";
import { changedFields } from "./audit-changes";
import type { ContentEditor } from "./page-edits";
import { recordVersion } from "./record-version";
import { readLinkContext, readSiteSettings } from "./room-site";

// A site's home-page hero slides from the console: add, edit, move and remove, each in one
// transaction acting for the site with its audit line; a stale version is refused. The slides
// table announces every change on `site_changed`, so the home page follows at once.

export type SlideRow = typeof slides.$inferSelect;

/** A slide's version: what its form shows (its place in the list is the list's version). */
export function slideVersion(row: SlideRow): string {
  return recordVersion([row.name, row.description, row.url, row.imageUrl, row.hideOverlay]);
}

/** The order of the list, as its move buttons saw it. */
export function slideListVersion(rows: readonly Pick<SlideRow, "id">[]): string {
  return recordVersion(rows.map((row) => row.id));
}

export function slideFieldsOf(row: SlideRow): SlideFields {
  return { name: row.name, description: row.description, url: row.url, imageUrl: row.imageUrl };
}

function readSlides(db: Db, siteId: string, lock = false) {
  const query = db.select().from(slides).where(eq(slides.siteId, siteId)).orderBy(asc(slides.position), asc(slides.id));
  return lock ? query.for("update") : query;
}

export async function listSlides(db: Db, siteId: string): Promise<SlideRow[]> {
  return withTenant(siteId, () => readSlides(db, siteId));
}

export async function findSlide(db: Db, siteId: string, id: string): Promise<SlideRow | null> {
  const [row] = await withTenant(siteId, () =>
    db
      .select()
      .from(slides)
      .where(and(eq(slides.siteId, siteId), eq(slides.id, id))),
  );
  return row ?? null;
}

const saveSchema = z.object({
  siteId: z.uuid(),
  id: z.uuid().nullable(),
  version: z.string().max(64).nullable(),
  fields: z.unknown(),
});

const audited = (row: Pick<SlideRow, "name" | "description" | "url" | "imageUrl">) => ({
  name: row.name,
  description: row.description,
  url: row.url,
  imageUrl: row.imageUrl,
});

export async function saveSlide(db: Db, editor: ContentEditor, input: unknown): Promise<EditResult<SlideField>> {
  const envelope = saveSchema.safeParse(input);
  if (!envelope.success) return { ok: false, errors: { form: roomMessages.invalid } };
  const { siteId, id, version } = envelope.data;
  if (!canEditSiteContent(editor.scope, siteId)) return { ok: false, errors: { form: roomMessages.forbidden } };
  return withTenant(siteId, () =>
    db.transaction(async (tx): Promise<EditResult<SlideField>> => {
      const settings = await readSiteSettings(tx, siteId);
      if (!settings) return { ok: false, errors: { form: roomMessages.notFound } };
      const context = await readLinkContext(tx, siteId, settings.tradeIn);
      const parsed = slideFormSchema(context).safeParse(envelope.data.fields);
      if (!parsed.success) return { ok: false, errors: fieldErrorsOf<SlideField>(parsed.error) };
      const fields = parsed.data;
      if (id === null) {
        const [last] = await tx
          .select({ position: max(slides.position) })
          .from(slides)
          .where(eq(slides.siteId, siteId));
        const [created] = await tx
          .insert(slides)
          .values({ siteId, ...fields, position: (last?.position ?? -1) + 1 })
          .returning();
        if (!created) throw new Error("the slide was not created");
        await recordStaffAudit(tx, {
          action: "hero-slide-created",
          staffAccountId: editor.staffAccountId,
          siteId,
          after: { id: created.id, ...audited(created), position: created.position },
        });
        return { ok: true, next: `/pages/slides?site=${settings.site.slug}&saved=created` };
      }
      const [row] = await tx
        .select()
        .from(slides)
        .where(and(eq(slides.siteId, siteId), eq(slides.id, id)))
        .for("update");
      if (!row) return { ok: false, errors: { form: roomMessages.notFound } };
      if (slideVersion(row) !== version) return { ok: false, errors: { form: roomMessages.conflict }, conflict: true };
      const change = changedFields(audited(row), audited(fields));
      if (change) {
        await tx
          .update(slides)
          .set(fields)
          .where(and(eq(slides.siteId, siteId), eq(slides.id, id)));
        await recordStaffAudit(tx, {
          action: "hero-slide-updated",
          staffAccountId: editor.staffAccountId,
          siteId,
          before: { id, name: row.name, ...change.before },
          after: { id, name: fields.name, ...change.after },
        });
      }
      return { ok: true, next: `/pages/slides?site=${settings.site.slug}&saved=saved` };
    }),
  );
}

const removeSchema = z.object({
  siteId: z.uuid(),
  id: z.uuid(),
  version: z.string().max(64),
  confirm: z.literal("yes", { error: roomMessages.confirm }),
});

export async function removeSlide(db: Db, editor: ContentEditor, input: unknown): Promise<EditResult<"form">> {
  const parsed = removeSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: { form: parsed.error.issues[0]?.message ?? roomMessages.invalid } };
  const { siteId, id, version } = parsed.data;
  if (!canEditSiteContent(editor.scope, siteId)) return { ok: false, errors: { form: roomMessages.forbidden } };
  return withTenant(siteId, () =>
    db.transaction(async (tx): Promise<EditResult<"form">> => {
      const settings = await readSiteSettings(tx, siteId);
      const [row] = await tx
        .select()
        .from(slides)
        .where(and(eq(slides.siteId, siteId), eq(slides.id, id)))
        .for("update");
      if (!row || !settings) return { ok: false, errors: { form: roomMessages.notFound } };
      if (slideVersion(row) !== version) return { ok: false, errors: { form: roomMessages.conflict }, conflict: true };
      await tx.delete(slides).where(and(eq(slides.siteId, siteId), eq(slides.id, id)));
      await recordStaffAudit(tx, {
        action: "hero-slide-deleted",
        staffAccountId: editor.staffAccountId,
        siteId,
        before: { id, ...audited(row), position: row.position },
      });
      return { ok: true, next: `/pages/slides?site=${settings.site.slug}&saved=removed` };
    }),
  );
}

const moveSchema = z.object({
  siteId: z.uuid(),
  id: z.uuid(),
  direction: z.enum(["up", "down"]),
  listVersion: z.string().max(64),
});

export async function moveSlide(db: Db, editor: ContentEditor, input: unknown): Promise<EditResult<"form">> {
  const parsed = moveSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: { form: roomMessages.invalid } };
  const { siteId, id, direction, listVersion } = parsed.data;
  if (!canEditSiteContent(editor.scope, siteId)) return { ok: false, errors: { form: roomMessages.forbidden } };
  return withTenant(siteId, () =>
    db.transaction(async (tx): Promise<EditResult<"form">> => {
      const settings = await readSiteSettings(tx, siteId);
      if (!settings) return { ok: false, errors: { form: roomMessages.notFound } };
      const rows = await readSlides(tx, siteId, true);
      if (slideListVersion(rows) !== listVersion) {
        return { ok: false, errors: { form: roomMessages.listConflict }, conflict: true };
      }
      const plan = reorderPlan(rows, id, direction);
      if (!plan) return { ok: false, errors: { form: roomMessages.notFound } };
      const { order, changes } = plan;
      for (const change of changes) {
        await tx
          .update(slides)
          .set({ position: change.position })
          .where(and(eq(slides.siteId, siteId), eq(slides.id, change.id)));
      }
      if (changes.length > 0) {
        await recordStaffAudit(tx, {
          action: "hero-slides-reordered",
          staffAccountId: editor.staffAccountId,
          siteId,
          before: { order: rows.map((row) => row.name) },
          after: { order: order.map((row) => row.name) },
        });
      }
      return { ok: true, next: `/pages/slides?site=${settings.site.slug}&saved=moved` };
    }),
  );
}
