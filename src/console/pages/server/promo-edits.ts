import "server-only";
import { and, asc, eq, max } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { promoNodes } from "@/platform/db/schema";
import { withTenant } from "@/platform/db/tenant";
import { z } from "@/platform/zod";
import { promoDisplays, type PromoDisplay } from "@/stock/result-list";
import { recordStaffAudit } from "../../server/audit";
import { canEditSiteContent } from "../content-scope";
import { fieldErrorsOf, roomMessages, type EditResult } from "../form-result";
import { promoDays, promoWindow } from "../promo-dates";
import { promoFormSchema, type PromoField, type PromoFields } from "../promo-form-schema";
import { reorderPlan } from "../reorder";
import { changedFields } from "./audit-changes";
import type { ContentEditor } from "./page-edits";
import { recordVersion } from "./record-version";
import { readLinkContext, readSiteSettings } from "./room-site";

// A site's promo tiles (cards among the search results) and special-offer banners (the same cards
// on the Special Offers page): add, edit, move and remove from the console, each in one transaction
// acting for the site with its audit line; a stale version is refused. promo_nodes announces every
// change on `site_changed`, so the search pages follow at once.

export type PromoRow = typeof promoNodes.$inferSelect;

export function promoVersion(row: PromoRow): string {
  return recordVersion([
    row.title,
    row.body,
    row.href,
    row.imageUrl,
    row.startsAt.toISOString(),
    row.expiresAt.toISOString(),
    row.display,
    row.strictDisplay,
  ]);
}

export function promoListVersion(rows: readonly Pick<PromoRow, "id">[]): string {
  return recordVersion(rows.map((row) => row.id));
}

/** A stored display the form does not know reads as "all", the widest it could mean. */
function displayOf(value: string): PromoDisplay {
  return promoDisplays.find((display) => display === value) ?? "all";
}

export function promoFieldsOf(row: PromoRow, timeZone: string): PromoFields {
  return {
    title: row.title,
    body: row.body,
    href: row.href,
    imageUrl: row.imageUrl ?? "",
    ...promoDays(row, timeZone),
    display: displayOf(row.display),
  };
}

function readPromos(db: Db, siteId: string, lock = false) {
  const query = db
    .select()
    .from(promoNodes)
    .where(eq(promoNodes.siteId, siteId))
    .orderBy(asc(promoNodes.position), asc(promoNodes.id));
  return lock ? query.for("update") : query;
}

export async function listPromos(db: Db, siteId: string): Promise<PromoRow[]> {
  return withTenant(siteId, () => readPromos(db, siteId));
}

export async function findPromo(db: Db, siteId: string, id: string): Promise<PromoRow | null> {
  const [row] = await withTenant(siteId, () =>
    db
      .select()
      .from(promoNodes)
      .where(and(eq(promoNodes.siteId, siteId), eq(promoNodes.id, id))),
  );
  return row ?? null;
}

const audited = (
  row: Pick<PromoRow, "title" | "body" | "href" | "imageUrl" | "startsAt" | "expiresAt" | "display">,
) => ({
  title: row.title,
  body: row.body,
  href: row.href,
  imageUrl: row.imageUrl,
  startsAt: row.startsAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  display: row.display,
});

const saveSchema = z.object({
  siteId: z.uuid(),
  id: z.uuid().nullable(),
  version: z.string().max(64).nullable(),
  fields: z.unknown(),
});

export async function savePromo(db: Db, editor: ContentEditor, input: unknown): Promise<EditResult<PromoField>> {
  const envelope = saveSchema.safeParse(input);
  if (!envelope.success) return { ok: false, errors: { form: roomMessages.invalid } };
  const { siteId, id, version } = envelope.data;
  if (!canEditSiteContent(editor.scope, siteId)) return { ok: false, errors: { form: roomMessages.forbidden } };
  return withTenant(siteId, () =>
    db.transaction(async (tx): Promise<EditResult<PromoField>> => {
      const settings = await readSiteSettings(tx, siteId);
      if (!settings) return { ok: false, errors: { form: roomMessages.notFound } };
      const context = await readLinkContext(tx, siteId, settings.tradeIn);
      const parsed = promoFormSchema(context).safeParse(envelope.data.fields);
      if (!parsed.success) return { ok: false, errors: fieldErrorsOf<PromoField>(parsed.error) };
      const { startsOn, endsOn, imageUrl, ...rest } = parsed.data;
      const columns = {
        ...rest,
        imageUrl: imageUrl === "" ? null : imageUrl,
        ...promoWindow({ startsOn, endsOn }, settings.timeZone),
      };
      const list = `/pages/promotions?site=${settings.site.slug}`;
      if (id === null) {
        const [last] = await tx
          .select({ position: max(promoNodes.position) })
          .from(promoNodes)
          .where(eq(promoNodes.siteId, siteId));
        const [created] = await tx
          .insert(promoNodes)
          .values({ siteId, ...columns, position: (last?.position ?? 0) + 1 })
          .returning();
        if (!created) throw new Error("the promotion was not created");
        await recordStaffAudit(tx, {
          action: "promo-tile-created",
          staffAccountId: editor.staffAccountId,
          siteId,
          after: { id: created.id, ...audited(created), position: created.position },
        });
        return { ok: true, next: `${list}&saved=created` };
      }
      const [row] = await tx
        .select()
        .from(promoNodes)
        .where(and(eq(promoNodes.siteId, siteId), eq(promoNodes.id, id)))
        .for("update");
      if (!row) return { ok: false, errors: { form: roomMessages.notFound } };
      if (promoVersion(row) !== version) return { ok: false, errors: { form: roomMessages.conflict }, conflict: true };
      const change = changedFields(audited(row), audited({ ...row, ...columns }));
      if (change) {
        await tx
          .update(promoNodes)
          .set(columns)
          .where(and(eq(promoNodes.siteId, siteId), eq(promoNodes.id, id)));
        await recordStaffAudit(tx, {
          action: "promo-tile-updated",
          staffAccountId: editor.staffAccountId,
          siteId,
          before: { id, title: row.title, ...change.before },
          after: { id, title: columns.title, ...change.after },
        });
      }
      return { ok: true, next: `${list}&saved=saved` };
    }),
  );
}

const removeSchema = z.object({
  siteId: z.uuid(),
  id: z.uuid(),
  version: z.string().max(64),
  confirm: z.literal("yes", { error: roomMessages.confirm }),
});

export async function removePromo(db: Db, editor: ContentEditor, input: unknown): Promise<EditResult<"form">> {
  const parsed = removeSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: { form: parsed.error.issues[0]?.message ?? roomMessages.invalid } };
  const { siteId, id, version } = parsed.data;
  if (!canEditSiteContent(editor.scope, siteId)) return { ok: false, errors: { form: roomMessages.forbidden } };
  return withTenant(siteId, () =>
    db.transaction(async (tx): Promise<EditResult<"form">> => {
      const settings = await readSiteSettings(tx, siteId);
      const [row] = await tx
        .select()
        .from(promoNodes)
        .where(and(eq(promoNodes.siteId, siteId), eq(promoNodes.id, id)))
        .for("update");
      if (!row || !settings) return { ok: false, errors: { form: roomMessages.notFound } };
      if (promoVersion(row) !== version) return { ok: false, errors: { form: roomMessages.conflict }, conflict: true };
      await tx.delete(promoNodes).where(and(eq(promoNodes.siteId, siteId), eq(promoNodes.id, id)));
      await recordStaffAudit(tx, {
        action: "promo-tile-deleted",
        staffAccountId: editor.staffAccountId,
        siteId,
        before: { id, ...audited(row), position: row.position },
      });
      return { ok: true, next: `/pages/promotions?site=${settings.site.slug}&saved=removed` };
    }),
  );
}

const moveSchema = z.object({
  siteId: z.uuid(),
  id: z.uuid(),
  direction: z.enum(["up", "down"]),
  listVersion: z.string().max(64),
});

export async function movePromo(db: Db, editor: ContentEditor, input: unknown): Promise<EditResult<"form">> {
  const parsed = moveSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: { form: roomMessages.invalid } };
  const { siteId, id, direction, listVersion } = parsed.data;
  if (!canEditSiteContent(editor.scope, siteId)) return { ok: false, errors: { form: roomMessages.forbidden } };
  return withTenant(siteId, () =>
    db.transaction(async (tx): Promise<EditResult<"form">> => {
      const settings = await readSiteSettings(tx, siteId);
      if (!settings) return { ok: false, errors: { form: roomMessages.notFound } };
      const rows = await readPromos(tx, siteId, true);
      if (promoListVersion(rows) !== listVersion) {
        return { ok: false, errors: { form: roomMessages.listConflict }, conflict: true };
      }
      const plan = reorderPlan(rows, id, direction);
      if (!plan) return { ok: false, errors: { form: roomMessages.notFound } };
      const { order, changes } = plan;
      for (const change of changes) {
        await tx
          .update(promoNodes)
          .set({ position: change.position })
          .where(and(eq(promoNodes.siteId, siteId), eq(promoNodes.id, change.id)));
      }
      if (changes.length > 0) {
        await recordStaffAudit(tx, {
          action: "promo-tiles-reordered",
          staffAccountId: editor.staffAccountId,
          siteId,
          before: { order: rows.map((row) => row.title) },
          after: { order: order.map((row) => row.title) },
        });
      }
      return { ok: true, next: `/pages/promotions?site=${settings.site.slug}&saved=moved` };
    }),
  );
}
