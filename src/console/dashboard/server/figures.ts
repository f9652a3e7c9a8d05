import "server-only";
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { carPriceChanges, carViews, cars, dealerships, leads, reservations } from "@/platform/db/schema";
import { withTenant } from "@/platform/db/tenant";
import { dealershipsAt } from "../../roles";
import { visibleLeadsWhere, type LeadViewer } from "../../server/lead-scope";

// The dashboard's figures for one site over a period, each aggregated in SQL (counts, not rows) under
// `withTenant(site)` (decision 025) and with the site named in every query as well, so row-level
// security and the query agree. Leads follow the inbox's rule (`visibleLeadsWhere`: a salesperson's
// figures count the leads they may open); cars, views, price changes and reservations the
// dealerships the member reaches (`dealershipsAt`).

export type CountRow = { key: string; label: string; count: number };
export type CarRef = { carId: string; name: string; stocknum: string };
export type CarCountRow = CarRef & { count: number };
export type ViewsAndEnquiriesRow = CarRef & { views: number; enquiries: number };
export type StockAgeRow = CarRef & { days: number; price: number };
export type PriceChangeRow = CarRef & { changes: number; firstPrice: number; lastPrice: number; lastChangedAt: Date };
export type ReservationOutcomeRow = { status: string; count: number; amountCents: number };

export type DashboardFigures = {
  leadsTotal: number;
  leadsByType: CountRow[];
  leadsBySource: CountRow[];
  leadsByCar: CarCountRow[];
  reservations: ReservationOutcomeRow[];
  mostViewed: CarCountRow[];
  viewsAndEnquiries: ViewsAndEnquiriesRow[];
  stockAgeBuckets: CountRow[];
  oldestStock: StockAgeRow[];
  priceChanges: PriceChangeRow[];
};

export type DashboardScope = {
  viewer: LeadViewer;
  siteId: string;
  /** One dealership of the site, already checked against the member's reach; null for all they reach. */
  dealershipId: string | null;
  since: Date;
  until: Date;
};

/** How many rows each "top" list shows. */
export const topRows = 10;

/** Stock age bands, in days in stock (from `cars.created_at`, when the car was first listed). */
export const stockAgeBands = [
  { key: "0-30", label: "Up to 30 days", from: 0, to: 30 },
  { key: "31-60", label: "31 to 60 days", from: 31, to: 60 },
  { key: "61-90", label: "61 to 90 days", from: 61, to: 90 },
  { key: "91+", label: "Over 90 days", from: 91, to: null },
] as const;

/** The dealerships of a site the member reaches, by name (their ids checked by `dealershipsAt`). */
export async function listReachableDealerships(
  db: Db,
  viewer: LeadViewer,
  siteId: string,
): Promise<{ id: string; slug: string; name: string }[]> {
  const reach = dealershipsAt(viewer.scope, siteId);
  if (reach !== "all" && reach.length === 0) return [];
  return withTenant(siteId, () =>
    db
      .select({ id: dealerships.id, slug: dealerships.slug, name: dealerships.name })
      .from(dealerships)
      .where(and(eq(dealerships.siteId, siteId), reach === "all" ? undefined : inArray(dealerships.id, reach)))
      .orderBy(asc(dealerships.name)),
  );
}

/** The condition on `cars` for the member's dealerships of the site, or null when they reach none. */
function carsWhere(scope: DashboardScope): SQL | null {
  const reach = dealershipsAt(scope.viewer.scope, scope.siteId);
  if (reach !== "all" && reach.length === 0) return null;
  const dealershipOf =
    scope.dealershipId !== null
      ? eq(cars.dealershipId, scope.dealershipId)
      : reach === "all"
        ? undefined
        : inArray(cars.dealershipId, reach);
  return and(eq(cars.siteId, scope.siteId), dealershipOf) ?? null;
}

function leadsWhere(scope: DashboardScope): SQL | null {
  const visible = visibleLeadsWhere(scope.viewer, scope.siteId);
  if (!visible) return null;
  return (
    and(
      visible,
      scope.dealershipId !== null ? eq(leads.dealershipId, scope.dealershipId) : undefined,
      gte(leads.createdAt, scope.since),
      lt(leads.createdAt, scope.until),
    ) ?? null
  );
}

const carName = sql<string>`${cars.year} || ' ' || ${cars.make} || ' ' || ${cars.model}`;

/** The page a lead came from: the path of its address without the query, else its source's name. */
const leadSourcePage = sql<string>`coalesce(nullif(split_part(split_part(regexp_replace(${leads.url}, '^[a-z]+://[^/]+', '', 'i'), '?', 1), '#', 1), ''), ${leads.source})`;

export async function loadDashboardFigures(db: Db, scope: DashboardScope): Promise<DashboardFigures> {
  return withTenant(scope.siteId, async () => {
    const leadScope = leadsWhere(scope);
    const carScope = carsWhere(scope);
    const [leadFigures, carFigures] = await Promise.all([
      leadScope ? leadFiguresFor(db, leadScope) : null,
      carScope ? carFiguresFor(db, scope, carScope) : null,
    ]);
    const viewsAndEnquiries = carFigures && leadScope ? await enquiriesFor(db, leadScope, carFigures.mostViewed) : [];
    return {
      leadsTotal: leadFigures?.total ?? 0,
      leadsByType: leadFigures?.byType ?? [],
      leadsBySource: leadFigures?.bySource ?? [],
      leadsByCar: leadFigures?.byCar ?? [],
      reservations: carFigures?.reservations ?? [],
      mostViewed: carFigures?.mostViewed ?? [],
      viewsAndEnquiries,
      stockAgeBuckets: carFigures?.stockAgeBuckets ?? [],
      oldestStock: carFigures?.oldestStock ?? [],
      priceChanges: carFigures?.priceChanges ?? [],
    };
  });
}

async function leadFiguresFor(db: Db, where: SQL) {
  const [byType, bySource, byCar] = await Promise.all([
    db
      .select({ key: leads.formType, count: count() })
      .from(leads)
      .where(where)
      .groupBy(leads.formType)
      .orderBy(desc(count()), asc(leads.formType)),
    db
      .select({ key: leadSourcePage, count: count() })
      .from(leads)
      .where(where)
      .groupBy(leadSourcePage)
      .orderBy(desc(count()), asc(leadSourcePage))
      .limit(topRows),
    db
      .select({ carId: cars.id, name: carName, stocknum: cars.stocknum, count: count() })
      .from(leads)
      .innerJoin(cars, eq(cars.id, leads.carId))
      .where(where)
      .groupBy(cars.id)
      .orderBy(desc(count()), asc(cars.stocknum))
      .limit(topRows),
  ]);
  return {
    total: byType.reduce((sum, row) => sum + row.count, 0),
    byType: byType.map((row) => ({ key: row.key, label: row.key, count: row.count })),
    bySource: bySource.map((row) => ({ key: row.key, label: row.key, count: row.count })),
    byCar,
  };
}

async function carFiguresFor(db: Db, scope: DashboardScope, where: SQL) {
  const { since, until, siteId } = scope;
  const ageDays = sql<number>`floor(extract(epoch from (${until.toISOString()}::timestamptz - ${cars.createdAt})) / 86400)::int`;
  const band = sql<string>`case ${sql.join(
    stockAgeBands.map((b) =>
      b.to === null ? sql`when ${ageDays} >= ${b.from} then ${b.key}` : sql`when ${ageDays} <= ${b.to} then ${b.key}`,
    ),
    sql` `,
  )} end`;
  const inStock = and(where, eq(cars.status, "in_stock"));
  const [reservationRows, mostViewed, bands, oldestStock, priceChanges] = await Promise.all([
    db
      .select({
        status: reservations.status,
        count: count(),
        amountCents: sql<number>`coalesce(sum(${reservations.amountCents}), 0)::int`.mapWith(Number),
      })
      .from(reservations)
      .innerJoin(cars, eq(cars.id, reservations.carId))
      .where(
        and(
          where,
          eq(reservations.siteId, siteId),
          gte(reservations.createdAt, since),
          lt(reservations.createdAt, until),
        ),
      )
      .groupBy(reservations.status),
    db
      .select({ carId: cars.id, name: carName, stocknum: cars.stocknum, count: count() })
      .from(carViews)
      .innerJoin(cars, eq(cars.id, carViews.carId))
      .where(and(where, eq(carViews.siteId, siteId), gte(carViews.viewedAt, since), lt(carViews.viewedAt, until)))
      .groupBy(cars.id)
      .orderBy(desc(count()), asc(cars.stocknum))
      .limit(topRows),
    // Grouped by position: the band's expression carries parameters, which PostgreSQL would not
    // match between the select list and a repeated GROUP BY expression.
    db
      .select({ key: band, count: count() })
      .from(cars)
      .where(inStock)
      .groupBy(sql`1`),
    db
      .select({ carId: cars.id, name: carName, stocknum: cars.stocknum, days: ageDays, price: cars.price })
      .from(cars)
      .where(inStock)
      .orderBy(asc(cars.createdAt), asc(cars.stocknum))
      .limit(topRows),
    db
      .select({
        carId: cars.id,
        name: carName,
        stocknum: cars.stocknum,
        changes: count(),
        firstPrice: sql<number>`(array_agg(${carPriceChanges.oldPrice} order by ${carPriceChanges.changedAt}, ${carPriceChanges.id}))[1]`,
        lastPrice: sql<number>`(array_agg(${carPriceChanges.newPrice} order by ${carPriceChanges.changedAt} desc, ${carPriceChanges.id} desc))[1]`,
        lastChangedAt: sql<Date>`max(${carPriceChanges.changedAt})`.mapWith((value: string | Date) => new Date(value)),
      })
      .from(carPriceChanges)
      .innerJoin(cars, eq(cars.id, carPriceChanges.carId))
      .where(
        and(
          where,
          eq(carPriceChanges.siteId, siteId),
          gte(carPriceChanges.changedAt, since),
          lt(carPriceChanges.changedAt, until),
        ),
      )
      .groupBy(cars.id)
      .orderBy(desc(sql`max(${carPriceChanges.changedAt})`), asc(cars.stocknum))
      .limit(topRows),
  ]);
  const stockAgeBuckets = stockAgeBands.map((b) => ({
    key: b.key,
    label: b.label,
    count: bands.find((row) => row.key === b.key)?.count ?? 0,
  }));
  const outcomeOrder = ["pending", "held", "captured", "cancelled", "refunded", "expired", "failed"];
  return {
    reservations: reservationRows.sort((a, b) => outcomeOrder.indexOf(a.status) - outcomeOrder.indexOf(b.status)),
    mostViewed,
    stockAgeBuckets: bands.length === 0 ? [] : stockAgeBuckets,
    oldestStock,
    priceChanges,
  };
}

/** The period's enquiries (visible leads) for the most-viewed cars, beside their views. */
async function enquiriesFor(db: Db, leadScope: SQL, viewed: CarCountRow[]): Promise<ViewsAndEnquiriesRow[]> {
  if (viewed.length === 0) return [];
  const rows = await db
    .select({ carId: leads.carId, count: count() })
    .from(leads)
    .where(
      and(
        leadScope,
        inArray(
          leads.carId,
          viewed.map((car) => car.carId),
        ),
      ),
    )
    .groupBy(leads.carId);
  return viewed.map(({ count: views, ...car }) => ({
    ...car,
    views,
    enquiries: rows.find((row) => row.carId === car.carId)?.count ?? 0,
  }));
}
