import "server-only";
import { and, asc, eq, max } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/platform/db/connect";
import { withTenant } from "@/platform/db/tenant";
import { z } from "@/platform/zod";
import { recordStaffAudit, type StaffAuditAction } from "../../server/audit";
import { canEditSiteContent } from "../content-scope";
import { fieldErrorsOf, roomMessages, type EditResult } from "../form-result";
import { reorderPlan } from "../reorder";
import type { SiteLinkContext } from "../site-link-context";
import { changedFields } from "./audit-changes";
import type { ContentEditor } from "./page-edits";
import { recordVersion } from "./record-version";
import { readLinkContext, readSiteSettings } from "./room-site";

// A site's ordered list of items the room edits (hero slides, promotions): read it, add, edit, move
// and remove one, each in one transaction acting for the site with its audit line; a stale version
// is refused. What differs per list (its table, form, audit actions and page) is its config; the
// table announces every change on `site_changed`, so the site follows at once.

type ItemTable = PgTable & { id: PgColumn; siteId: PgColumn; position: PgColumn };

export type OrderedItemsConfig<Row, Parsed, Columns, NameKey extends string> = {
  table: ItemTable;
  /** The list's page in the console ("/pages/slides"), where a change lands. */
  listPath: string;
  /** What one is called, for an error that should not happen ("slide"). */
  noun: string;
  audit: Record<"created" | "updated" | "deleted" | "reordered", StaffAuditAction>;
  /** The column that names an item in an audit line ("name"). */
  nameKey: NameKey;
  /** A new item's position in an empty list; after the last one otherwise. */
  firstPosition: number;
  /** An item's version: what its form shows (its place in the list is the list's version). */
  version: (row: Row) => string;
  /** The columns an audit line shows. */
  audited: (row: Row) => Record<string, unknown>;
  /** The form's schema, built from the site's links and pictures as the save reads them. */
  schema: (context: SiteLinkContext) => z.ZodType<Parsed>;
  /** The parsed form as the columns to write. */
  columns: (parsed: Parsed, timeZone: string) => Columns;
};

const saveSchema = z.object({
  siteId: z.uuid(),
  id: z.uuid().nullable(),
  version: z.string().max(64).nullable(),
  fields: z.unknown(),
});

const removeSchema = z.object({
  siteId: z.uuid(),
  id: z.uuid(),
  version: z.string().max(64),
  confirm: z.literal("yes", { error: roomMessages.confirm }),
});

const moveSchema = z.object({
  siteId: z.uuid(),
  id: z.uuid(),
  direction: z.enum(["up", "down"]),
  listVersion: z.string().max(64),
});

/** Why nothing changed, in the form's own message (a form's answer, whatever its fields); `conflict`: someone else changed it. */
function refused(form: string, conflict?: true): EditResult<string> {
  return conflict ? { ok: false, errors: { form }, conflict } : { ok: false, errors: { form } };
}

/** The order of a list, as its move buttons saw it. */
export function listVersionOf(rows: readonly { id: string }[]): string {
  return recordVersion(rows.map((row) => row.id));
}

export function orderedItems<
  Row extends { id: string; siteId: string; position: number } & Record<NameKey, string>,
  Parsed,
  Columns extends Partial<Row> & Record<NameKey, string>,
  NameKey extends string,
>(config: OrderedItemsConfig<Row, Parsed, Columns, NameKey>) {
  /** The form's fields, each of which may carry a message. */
  type Field = keyof Parsed & string;
  const { table, listPath, audit, nameKey, version, audited } = config;
  const one = (siteId: string, id: string) => and(eq(table.siteId, siteId), eq(table.id, id));

  async function read(db: Db, siteId: string, lock = false): Promise<Row[]> {
    const query = db.select().from(table).where(eq(table.siteId, siteId)).orderBy(asc(table.position), asc(table.id));
    return (await (lock ? query.for("update") : query)) as Row[];
  }

  async function lockOne(db: Db, siteId: string, id: string): Promise<Row | undefined> {
    const [row] = await db.select().from(table).where(one(siteId, id)).for("update");
    return row as Row | undefined;
  }

  async function list(db: Db, siteId: string): Promise<Row[]> {
    return withTenant(siteId, () => read(db, siteId));
  }

  async function find(db: Db, siteId: string, id: string): Promise<Row | null> {
    const [row] = await withTenant(siteId, () => db.select().from(table).where(one(siteId, id)));
    return (row as Row | undefined) ?? null;
  }

  async function save(db: Db, editor: ContentEditor, input: unknown): Promise<EditResult<Field>> {
    const envelope = saveSchema.safeParse(input);
    if (!envelope.success) return refused(roomMessages.invalid);
    const { siteId, id, version: seen } = envelope.data;
    if (!canEditSiteContent(editor.scope, siteId)) return refused(roomMessages.forbidden);
    return withTenant(siteId, () =>
      db.transaction(async (tx): Promise<EditResult<Field>> => {
        const settings = await readSiteSettings(tx, siteId);
        if (!settings) return refused(roomMessages.notFound);
        const context = await readLinkContext(tx, siteId, settings.tradeIn);
        const parsed = config.schema(context).safeParse(envelope.data.fields);
        if (!parsed.success) return { ok: false, errors: fieldErrorsOf<Field>(parsed.error) };
        const columns = config.columns(parsed.data, settings.timeZone);
        const list = `${listPath}?site=${settings.site.slug}`;
        if (id === null) {
          const [last] = await tx
            .select({ position: max(table.position) })
            .from(table)
            .where(eq(table.siteId, siteId));
          const position = typeof last?.position === "number" ? last.position + 1 : config.firstPosition;
          const [inserted] = await tx
            .insert(table)
            .values({ siteId, ...columns, position } as never)
            .returning();
          const created = inserted as Row | undefined;
          if (!created) throw new Error(`the ${config.noun} was not created`);
          await recordStaffAudit(tx, {
            action: audit.created,
            staffAccountId: editor.staffAccountId,
            siteId,
            after: { id: created.id, ...audited(created), position: created.position },
          });
          return { ok: true, next: `${list}&saved=created` };
        }
        const row = await lockOne(tx, siteId, id);
        if (!row) return refused(roomMessages.notFound);
        if (version(row) !== seen) return refused(roomMessages.conflict, true);
        const change = changedFields(audited(row), audited({ ...row, ...columns }));
        if (change) {
          await tx.update(table).set(columns).where(one(siteId, id));
          await recordStaffAudit(tx, {
            action: audit.updated,
            staffAccountId: editor.staffAccountId,
            siteId,
            before: { id, [nameKey]: row[nameKey], ...change.before },
            after: { id, [nameKey]: columns[nameKey], ...change.after },
          });
        }
        return { ok: true, next: `${list}&saved=saved` };
      }),
    );
  }

  async function remove(db: Db, editor: ContentEditor, input: unknown): Promise<EditResult<"form">> {
    const parsed = removeSchema.safeParse(input);
    if (!parsed.success) {
      return { ok: false, errors: { form: parsed.error.issues[0]?.message ?? roomMessages.invalid } };
    }
    const { siteId, id, version: seen } = parsed.data;
    if (!canEditSiteContent(editor.scope, siteId)) return refused(roomMessages.forbidden);
    return withTenant(siteId, () =>
      db.transaction(async (tx): Promise<EditResult<"form">> => {
        const settings = await readSiteSettings(tx, siteId);
        const row = await lockOne(tx, siteId, id);
        if (!row || !settings) return refused(roomMessages.notFound);
        if (version(row) !== seen) return refused(roomMessages.conflict, true);
        await tx.delete(table).where(one(siteId, id));
        await recordStaffAudit(tx, {
          action: audit.deleted,
          staffAccountId: editor.staffAccountId,
          siteId,
          before: { id, ...audited(row), position: row.position },
        });
        return { ok: true, next: `${listPath}?site=${settings.site.slug}&saved=removed` };
      }),
    );
  }

  async function move(db: Db, editor: ContentEditor, input: unknown): Promise<EditResult<"form">> {
    const parsed = moveSchema.safeParse(input);
    if (!parsed.success) return refused(roomMessages.invalid);
    const { siteId, id, direction, listVersion } = parsed.data;
    if (!canEditSiteContent(editor.scope, siteId)) return refused(roomMessages.forbidden);
    return withTenant(siteId, () =>
      db.transaction(async (tx): Promise<EditResult<"form">> => {
        const settings = await readSiteSettings(tx, siteId);
        if (!settings) return refused(roomMessages.notFound);
        const rows = await read(tx, siteId, true);
        if (listVersionOf(rows) !== listVersion) {
          return refused(roomMessages.listConflict, true);
        }
        const plan = reorderPlan(rows, id, direction);
        if (!plan) return refused(roomMessages.notFound);
        const { order, changes } = plan;
        for (const change of changes) {
          await tx.update(table).set({ position: change.position }).where(one(siteId, change.id));
        }
        if (changes.length > 0) {
          await recordStaffAudit(tx, {
            action: audit.reordered,
            staffAccountId: editor.staffAccountId,
            siteId,
            before: { order: rows.map((row) => row[nameKey]) },
            after: { order: order.map((row) => row[nameKey]) },
          });
        }
        return { ok: true, next: `${listPath}?site=${settings.site.slug}&saved=moved` };
      }),
    );
  }

  return { list, find, save, remove, move };
}
