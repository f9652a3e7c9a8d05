import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { withTenant } from "@/platform/db/tenant";
import { cars, dealerships, leads, locations, staffAccounts, staffGrants } from "@/platform/db/schema";
import { timeZoneForState } from "@/platform/australian-states";
import { dealershipsAt } from "../roles";
import { visibleLeadsWhere, type LeadViewer } from "../server/lead-scope";
import { listGrantedSites, type GrantedSite } from "../server/staff-accounts";
import { inboxPageSize, type InboxFilters, type LeadStatus } from "./inbox-filters";

// The leads inbox's reads (decision 044). Row-level security lets a connection act for one site, so
// each site the member reaches is read in its own `withTenant` scope with `visibleLeadsWhere` (the
// rule the lead page checks too), the filters and a keyset condition on (created_at, id), served by
// the index leads_site_created_id; the sites' pages are merged and cut to one page.

export type InboxSite = GrantedSite & {
  timeZone: string;
  dealerships: { id: string; name: string }[];
};

export type InboxRow = {
  id: string;
  siteId: string;
  siteName: string;
  timeZone: string;
  /** created_at in UTC with microseconds: the row's place in the list, and its cursor with the id. */
  createdAt: string;
  formType: string;
  category: string;
  name: string;
  phone: string;
  email: string;
  stockNumber: string;
  carTitle: string;
  dealershipName: string;
  status: LeadStatus;
  lostReason: string | null;
  assigneeId: string | null;
  assigneeName: string | null;
  contactBlanked: boolean;
};

export type InboxPage = {
  rows: InboxRow[];
  /** Cursor for the next (older) page, when there is one. */
  next: string | null;
  /** Cursor for the previous (newer) page, when there is one. */
  previous: string | null;
};

/** The sites a member reaches, each with its time zone (its first location's state) and dealerships. */
export async function inboxSites(db: Db, viewer: LeadViewer): Promise<InboxSite[]> {
  const granted = await listGrantedSites(db, viewer.scope);
  const out: InboxSite[] = [];
  for (const site of granted) {
    const reach = dealershipsAt(viewer.scope, site.id);
    const [rows, firstLocation] = await withTenant(site.id, () =>
      Promise.all([
        db
          .select({ id: dealerships.id, name: dealerships.name })
          .from(dealerships)
          .where(eq(dealerships.siteId, site.id))
          .orderBy(asc(dealerships.name)),
        db
          .select({ state: locations.state })
          .from(locations)
          .where(eq(locations.siteId, site.id))
          .orderBy(asc(locations.name))
          .limit(1),
      ]),
    );
    out.push({
      ...site,
      timeZone: timeZoneForState(firstLocation[0]?.state ?? "NSW"),
      dealerships: reach === "all" ? rows : rows.filter((row) => reach.includes(row.id)),
    });
  }
  return out;
}

/** The staff a member may filter by: those granted at the dealerships they reach. */
export async function inboxAssignees(db: Db, sites: InboxSite[]): Promise<{ id: string; name: string }[]> {
  const dealershipIds = sites.flatMap((site) => site.dealerships.map((dealership) => dealership.id));
  if (dealershipIds.length === 0) return [];
  return db
    .selectDistinct({ id: staffAccounts.id, name: staffAccounts.name })
    .from(staffAccounts)
    .innerJoin(staffGrants, eq(staffGrants.staffAccountId, staffAccounts.id))
    .where(and(inArray(staffGrants.dealershipId, dealershipIds), isNull(staffAccounts.disabledAt)))
    .orderBy(asc(staffAccounts.name));
}

const field = (key: string) => sql<string>`coalesce(${leads.payload}->>${key}, '')`;

/** `%` and `_` typed by the member are searched for as themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The filters' conditions for one site (the member's visibility rule is added by the caller). */
function filterConditions(filters: InboxFilters, viewer: LeadViewer, site: InboxSite): SQL[] {
  const where: SQL[] = [];
  if (filters.dealership) where.push(eq(leads.dealershipId, filters.dealership));
  if (filters.type) where.push(eq(leads.formType, filters.type));
  if (filters.status) where.push(eq(leads.status, filters.status));
  if (filters.assignee === "unassigned") where.push(isNull(leads.assignedStaffId));
  else if (filters.assignee === "me") where.push(eq(leads.assignedStaffId, viewer.staffAccountId));
  else if (filters.assignee) where.push(eq(leads.assignedStaffId, filters.assignee));
  // Whole days in the site's own time zone, both ends included.
  if (filters.from)
    where.push(sql`${leads.createdAt} >= (${filters.from}::date::timestamp at time zone ${site.timeZone})`);
  if (filters.to) {
    where.push(sql`${leads.createdAt} < ((${filters.to}::date + 1)::timestamp at time zone ${site.timeZone})`);
  }
  if (filters.car) {
    const car = filters.car;
    const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(car);
    const byStock = or(
      sql`lower(${leads.payload}->>'stock_number') = lower(${car})`,
      inArray(
        leads.carId,
        sql`(select ${cars.id} from ${cars} where ${cars.siteId} = ${site.id} and lower(${cars.stocknum}) = lower(${car}))`,
      ),
    ) as SQL;
    where.push(isId ? (or(eq(leads.carId, car.toLowerCase()), byStock) as SQL) : byStock);
  }
  if (filters.q) {
    const pattern = likePattern(filters.q);
    const digits = filters.q.replace(/[\s()-]/g, "");
    const parts: SQL[] = [
      sql`(${field("name")} || ' ' || ${field("last_name")}) ilike ${pattern}`,
      sql`${field("email")} ilike ${pattern}`,
      sql`${field("phone")} ilike ${pattern}`,
    ];
    if (/^\+?\d{3,}$/.test(digits)) {
      parts.push(sql`regexp_replace(${field("phone")}, '[^0-9+]', '', 'g') like ${likePattern(digits)}`);
    }
    where.push(or(...parts) as SQL);
  }
  return where;
}

/** The sites a query reads: those the member reaches, narrowed by the site and dealership filters. */
function targetSites(sites: InboxSite[], filters: InboxFilters): InboxSite[] {
  return sites.filter(
    (site) =>
      (!filters.site || site.id === filters.site) &&
      (!filters.dealership || site.dealerships.some((dealership) => dealership.id === filters.dealership)),
  );
}

const createdAtText = sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function splitCursor(cursor: string): { at: string; id: string } {
  const at = cursor.slice(0, cursor.indexOf("_"));
  return { at, id: cursor.slice(at.length + 1) };
}

export function cursorOf(row: Pick<InboxRow, "createdAt" | "id">): string {
  return `${row.createdAt}_${row.id}`;
}

/** Newest first; the same order the database gives (uuids compare as their hex text). */
function newestFirst(a: InboxRow, b: InboxRow): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

async function siteRows(
  db: Db,
  viewer: LeadViewer,
  site: InboxSite,
  filters: InboxFilters,
  paging: { after?: string; before?: string },
  limit: number,
): Promise<InboxRow[]> {
  const visible = visibleLeadsWhere(viewer, site.id);
  if (!visible) return [];
  const where = [visible, ...filterConditions(filters, viewer, site)];
  const backwards = Boolean(paging.before);
  const cursor = paging.before ?? paging.after;
  if (cursor) {
    const { at, id } = splitCursor(cursor);
    where.push(
      backwards
        ? sql`(${leads.createdAt}, ${leads.id}) > (${at}::timestamptz, ${id}::uuid)`
        : sql`(${leads.createdAt}, ${leads.id}) < (${at}::timestamptz, ${id}::uuid)`,
    );
  }
  const rows = await withTenant(site.id, () =>
    db
      .select({
        id: leads.id,
        createdAt: createdAtText,
        formType: leads.formType,
        category: leads.category,
        name: sql<string>`trim(${field("name")} || ' ' || ${field("last_name")})`,
        phone: field("phone"),
        email: field("email"),
        stockNumber: sql<string>`coalesce(${cars.stocknum}, ${leads.payload}->>'stock_number', '')`,
        carTitle: sql<string>`coalesce(${cars.name}, ${leads.payload}->>'vehicle_name', '')`,
        dealershipName: sql<string>`coalesce(${dealerships.name}, '')`,
        status: leads.status,
        lostReason: leads.lostReason,
        assigneeId: leads.assignedStaffId,
        assigneeName: staffAccounts.name,
        contactBlankedAt: leads.contactBlankedAt,
      })
      .from(leads)
      .leftJoin(cars, eq(cars.id, leads.carId))
      .leftJoin(dealerships, eq(dealerships.id, leads.dealershipId))
      .leftJoin(staffAccounts, eq(staffAccounts.id, leads.assignedStaffId))
      .where(and(...where))
      .orderBy(
        ...(backwards
          ? [sql`${leads.createdAt} asc`, sql`${leads.id} asc`]
          : [sql`${leads.createdAt} desc`, sql`${leads.id} desc`]),
      )
      .limit(limit),
  );
  return rows.map(({ contactBlankedAt, ...row }) => ({
    ...row,
    siteId: site.id,
    siteName: site.name,
    timeZone: site.timeZone,
    contactBlanked: contactBlankedAt !== null,
  }));
}

/** One page of the member's leads under the filters, newest first, 50 to a page. */
export async function inboxPage(
  db: Db,
  viewer: LeadViewer,
  sites: InboxSite[],
  filters: InboxFilters,
  pageSize: number = inboxPageSize,
): Promise<InboxPage> {
  const paging = filters.before ? { before: filters.before } : filters.after ? { after: filters.after } : {};
  const perSite = await Promise.all(
    targetSites(sites, filters).map((site) => siteRows(db, viewer, site, filters, paging, pageSize + 1)),
  );
  const merged = perSite.flat().sort(newestFirst);
  if (paging.before) {
    // Read upwards from the cursor: the newest `pageSize` of those are the ones nearest it.
    const nearest = merged.slice(-(pageSize + 1));
    const more = nearest.length > pageSize;
    const rows = more ? nearest.slice(1) : nearest;
    const last = rows.at(-1);
    return { rows, next: last ? cursorOf(last) : null, previous: more && rows[0] ? cursorOf(rows[0]) : null };
  }
  const rows = merged.slice(0, pageSize);
  const more = merged.length > pageSize;
  const last = rows.at(-1);
  return {
    rows,
    next: more && last ? cursorOf(last) : null,
    previous: paging.after && rows[0] ? cursorOf(rows[0]) : null,
  };
}

/** Every row under the filters, newest first, read `batch` at a time (the CSV export). */
export async function* inboxRows(
  db: Db,
  viewer: LeadViewer,
  sites: InboxSite[],
  filters: InboxFilters,
  options: { batch?: number; cap: number },
): AsyncGenerator<InboxRow> {
  const batch = options.batch ?? 500;
  let after: string | undefined;
  let given = 0;
  for (;;) {
    const page = await inboxPage(db, viewer, sites, { ...filters, before: undefined, after }, batch);
    for (const row of page.rows) {
      if (given >= options.cap) return;
      yield row;
      given += 1;
    }
    if (!page.next) return;
    after = page.next;
  }
}

/** How many of the member's leads are new, across every site they reach (filters aside). */
export async function countNewLeads(db: Db, viewer: LeadViewer, sites: InboxSite[]): Promise<number> {
  const counts = await Promise.all(
    sites.map(async (site) => {
      const visible = visibleLeadsWhere(viewer, site.id);
      if (!visible) return 0;
      const [row] = await withTenant(site.id, () =>
        db
          .select({ n: count() })
          .from(leads)
          .where(and(visible, eq(leads.status, "new"))),
      );
      return Number(row?.n ?? 0);
    }),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}
