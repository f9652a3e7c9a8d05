import { getDb } from "@/platform/db";
import { formatCount, formatDate, formatMoney, formatMoneyToCents } from "@/platform/format";
import { Link } from "@/ui/link";
import { buttonClass } from "@/ui/button";
import { ConsoleShell } from "../components/console-shell";
import { DataTable, type Column } from "../components/data-table";
import { requireStaff } from "../server/current-staff";
import { listGrantedSites } from "../server/staff-accounts";
import { BarChart, ChartPanel, type Bar } from "./bar-chart";
import { dashboardHref, dashboardPeriods, parseDashboardFilters, periodStart, type DashboardFilters } from "./filters";
import {
  listReachableDealerships,
  loadDashboardFigures,
  type CarCountRow,
  type CountRow,
  type PriceChangeRow,
  type ReservationOutcomeRow,
  type StockAgeRow,
  type ViewsAndEnquiriesRow,
} from "./server/figures";
import { leadTypeLabel } from "../leads/inbox-filters";
import { reservationStateLabels } from "../reservations/reservation-format";
import type { ReservationStatus } from "@/checkout/reservation-rules";

// The console's dashboard: a site's leads, reservations, views, stock age and
// price changes over the last 7, 30 or 90 days, for the dealerships the member reaches. Filters are
// in the URL; every figure comes from one aggregate query (server/figures.ts).

const countColumns = (heading: string): Column<CountRow>[] => [
  { header: heading, cell: (row) => row.label },
  { header: "Leads", cell: (row) => formatCount(row.count), numeric: true },
];

const carColumns = (heading: string): Column<CarCountRow>[] => [
  { header: "Car", cell: (row) => row.name },
  { header: "Stock no.", cell: (row) => row.stocknum, className: "whitespace-nowrap" },
  { header: heading, cell: (row) => formatCount(row.count), numeric: true },
];

/** A car's bar: its name and stock number, and the figure. */
const carBar = (row: { carId: string; name: string; stocknum: string }, value: number): Bar => ({
  key: row.carId,
  label: `${row.name} (${row.stocknum})`,
  value,
});

const countBar = (row: CountRow): Bar => ({ key: row.key, label: row.label, value: row.count });

/**
 * A figure as a panel: its rows drawn as bars and listed in a table (the chart's title is the
 * table's caption unless told), or one sentence when there are none.
 */
function FigurePanel<Row>({
  id,
  title,
  note,
  none,
  rows,
  bar,
  chartTitle = title,
  describe,
  caption = chartTitle,
  columns,
  rowKey,
  noRows,
}: {
  id: string;
  title: string;
  note?: string;
  /** Said instead of the chart when there are no rows. */
  none: string;
  rows: readonly Row[];
  bar: (row: Row) => Bar;
  chartTitle?: string;
  describe?: string;
  caption?: string;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  /** The table's own empty line. */
  noRows: string;
}) {
  return (
    <ChartPanel
      id={id}
      title={title}
      note={note}
      empty={rows.length === 0 ? none : null}
      chart={<BarChart title={chartTitle} describe={describe} bars={rows.map(bar)} />}
      table={<DataTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} empty={noRows} />}
    />
  );
}

function conversion(row: ViewsAndEnquiriesRow): string {
  if (row.views === 0) return "–";
  return `${((row.enquiries / row.views) * 100).toFixed(1)}%`;
}

export async function ConsoleDashboardPage({
  searchParams,
}: {
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const staff = await requireStaff();
  const db = await getDb();
  const { filters, problems } = parseDashboardFilters(searchParams);
  const sites = await listGrantedSites(db, staff.scope);
  let site = sites[0] ?? null;
  if (filters.site) {
    const chosen = sites.find((candidate) => candidate.slug === filters.site);
    if (chosen) site = chosen;
    else problems.push("Site: that is not one of your sites, so your first site is shown.");
  }
  const viewer = { staffAccountId: staff.staffAccountId, scope: staff.scope };
  const dealerships = site ? await listReachableDealerships(db, viewer, site.id) : [];
  let dealership = null as (typeof dealerships)[number] | null;
  if (filters.dealership) {
    dealership = dealerships.find((candidate) => candidate.slug === filters.dealership) ?? null;
    if (!dealership) problems.push("Dealership: that is not one of your dealerships at this site, so all are shown.");
  }
  const shown: DashboardFilters = {
    days: filters.days,
    site: site?.slug ?? null,
    dealership: dealership?.slug ?? null,
  };
  const until = new Date();
  const since = periodStart(filters.days, until);
  const figures = site
    ? await loadDashboardFigures(db, { viewer, siteId: site.id, dealershipId: dealership?.id ?? null, since, until })
    : null;

  return (
    <ConsoleShell staff={staff} pathname="/dashboard" title="Dashboard">
      {problems.length > 0 ? (
        <div role="alert" className="rounded border border-border bg-surface p-3" data-testid="filter-problems">
          <ul className="list-inside list-disc">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {site === null || figures === null ? (
        <p>You have no sites yet: ask your administrator for access.</p>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-x-6 gap-y-3 rounded border border-border bg-surface p-3">
            <nav aria-label="Period">
              <ul className="flex gap-1 text-sm">
                {dashboardPeriods.map((days) => (
                  <li key={days}>
                    <Link
                      href={dashboardHref({ ...shown, days })}
                      aria-current={days === filters.days ? "page" : undefined}
                      className="block rounded border border-border px-3 py-1.5 hover:bg-surface-alt aria-[current=page]:bg-primary aria-[current=page]:font-semibold aria-[current=page]:text-primary-contrast"
                    >
                      Last {days} days
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <form method="get" action="/dashboard" className="flex flex-wrap items-end gap-3 text-sm">
              <input type="hidden" name="days" value={filters.days} />
              <label className="flex flex-col gap-1">
                <span className="font-medium">Site</span>
                <select
                  name="site"
                  defaultValue={site.slug}
                  className="rounded border border-border bg-surface px-2 py-1.5"
                >
                  {sites.map((candidate) => (
                    <option key={candidate.id} value={candidate.slug}>
                      {candidate.name}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex flex-col gap-1">
                <span className="font-medium">Dealership</span>
                <select
                  name="dealership"
                  defaultValue={dealership?.slug ?? ""}
                  className="rounded border border-border bg-surface px-2 py-1.5"
                >
                  <option value="">All your dealerships here</option>
                  {dealerships.map((candidate) => (
                    <option key={candidate.id} value={candidate.slug}>
                      {candidate.name}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className={buttonClass({ variant: "primary", size: "sm" })}>
                Show
              </button>
            </form>
          </div>
          <p className="text-sm text-muted" data-testid="dashboard-scope">
            {site.name}
            {dealership ? `, ${dealership.name}` : ""}: the last {filters.days} days, {formatDate(since)} to{" "}
            {formatDate(until)}.{" "}
            <span className="tabular-nums" data-testid="leads-total">
              {formatCount(figures.leadsTotal)} {figures.leadsTotal === 1 ? "lead" : "leads"}
            </span>{" "}
            in that time.
          </p>
          <div className="grid gap-4 lg:grid-cols-2">
            <FigurePanel
              id="leads-by-type"
              title="Leads by type"
              none="No leads in this period."
              rows={figures.leadsByType.map((row) => ({ ...row, label: leadTypeLabel(row.key) }))}
              bar={countBar}
              columns={countColumns("Type")}
              rowKey={(row) => row.key}
              noRows="No leads."
            />
            <FigurePanel
              id="leads-by-source"
              title="Leads by source page"
              note="The page the form was sent from, or the sender where there was no page (top 10)."
              none="No leads in this period."
              rows={figures.leadsBySource}
              bar={countBar}
              columns={countColumns("Page or sender")}
              rowKey={(row) => row.key}
              noRows="No leads."
            />
            <FigurePanel
              id="leads-by-car"
              title="Leads by car"
              note="Cars with the most leads (top 10)."
              none="No leads about a car in this period."
              rows={figures.leadsByCar}
              bar={(row) => carBar(row, row.count)}
              columns={carColumns("Leads")}
              rowKey={(row) => row.carId}
              noRows="No leads."
            />
            <ReservationsPanel rows={figures.reservations} />
            <FigurePanel
              id="most-viewed"
              title="Most-viewed cars"
              note="Vehicle page views in this period (top 10)."
              none="No car was viewed in this period."
              rows={figures.mostViewed}
              bar={(row) => carBar(row, row.count)}
              columns={carColumns("Views")}
              rowKey={(row) => row.carId}
              noRows="No views."
            />
            <ViewsAndEnquiriesPanel rows={figures.viewsAndEnquiries} />
            <StockAgePanel buckets={figures.stockAgeBuckets} oldest={figures.oldestStock} />
            <PriceChangesPanel rows={figures.priceChanges} />
          </div>
        </>
      )}
    </ConsoleShell>
  );
}

function ReservationsPanel({ rows }: { rows: readonly ReservationOutcomeRow[] }) {
  const label = (status: string) => reservationStateLabels[status as ReservationStatus] ?? status;
  return (
    <FigurePanel
      id="reservations"
      title="Reservations and their outcomes"
      note="Reservations made in this period, by where they stand now."
      none="No reservations in this period."
      rows={rows}
      bar={(row) => ({ key: row.status, label: label(row.status), value: row.count })}
      chartTitle="Reservations by outcome"
      columns={[
        { header: "Outcome", cell: (row) => label(row.status) },
        { header: "Reservations", cell: (row) => formatCount(row.count), numeric: true },
        { header: "Deposits", cell: (row) => formatMoneyToCents(row.amountCents / 100), numeric: true },
      ]}
      rowKey={(row) => row.status}
      noRows="No reservations."
    />
  );
}

function ViewsAndEnquiriesPanel({ rows }: { rows: readonly ViewsAndEnquiriesRow[] }) {
  return (
    <FigurePanel
      id="views-and-enquiries"
      title="Views against enquiries"
      note="The most-viewed cars: the leads each brought in this period for every view."
      none="No car was viewed in this period."
      rows={rows}
      bar={(row) => carBar(row, row.enquiries)}
      chartTitle="Enquiries per car"
      describe={`Enquiries per car: ${rows
        .slice(0, 3)
        .map((row) => `${row.name} ${formatCount(row.enquiries)} from ${formatCount(row.views)} views`)
        .join(", ")}.`}
      caption="Views against enquiries per car"
      columns={[
        { header: "Car", cell: (row) => row.name },
        { header: "Stock no.", cell: (row) => row.stocknum, className: "whitespace-nowrap" },
        { header: "Views", cell: (row) => formatCount(row.views), numeric: true },
        { header: "Enquiries", cell: (row) => formatCount(row.enquiries), numeric: true },
        { header: "Enquiries per view", cell: conversion, numeric: true },
      ]}
      rowKey={(row) => row.carId}
      noRows="No views."
    />
  );
}

function StockAgePanel({ buckets, oldest }: { buckets: readonly CountRow[]; oldest: readonly StockAgeRow[] }) {
  return (
    <ChartPanel
      id="stock-age"
      title="Stock age"
      note="Cars in stock now, by days since they were listed; the oldest ten in the table."
      empty={buckets.length === 0 ? "No cars in stock." : null}
      chart={<BarChart title="Cars in stock by days in stock" bars={buckets.map(countBar)} />}
      table={
        <div className="flex flex-col gap-2">
          <DataTable
            caption="Cars in stock by days in stock"
            columns={[
              { header: "Days in stock", cell: (row: CountRow) => row.label },
              { header: "Cars", cell: (row: CountRow) => formatCount(row.count), numeric: true },
            ]}
            rows={buckets}
            rowKey={(row) => row.key}
            empty="No cars."
          />
          <DataTable
            caption="The oldest cars in stock"
            columns={[
              { header: "Oldest cars", cell: (row: StockAgeRow) => row.name },
              { header: "Stock no.", cell: (row: StockAgeRow) => row.stocknum, className: "whitespace-nowrap" },
              { header: "Days in stock", cell: (row: StockAgeRow) => formatCount(row.days), numeric: true },
              { header: "Price", cell: (row: StockAgeRow) => formatMoney(row.price), numeric: true },
            ]}
            rows={oldest}
            rowKey={(row) => row.carId}
            empty="No cars."
          />
        </div>
      }
    />
  );
}

function PriceChangesPanel({ rows }: { rows: readonly PriceChangeRow[] }) {
  return (
    <FigurePanel
      id="price-changes"
      title="Price changes"
      note="Cars whose price changed in this period, the latest first (top 10)."
      none="No price changed in this period."
      rows={rows}
      bar={(row) => carBar(row, row.changes)}
      chartTitle="Price changes per car"
      columns={[
        { header: "Car", cell: (row) => row.name },
        { header: "Stock no.", cell: (row) => row.stocknum, className: "whitespace-nowrap" },
        { header: "Changes", cell: (row) => formatCount(row.changes), numeric: true },
        { header: "From", cell: (row) => formatMoney(row.firstPrice), numeric: true },
        { header: "To", cell: (row) => formatMoney(row.lastPrice), numeric: true },
        { header: "Last change", cell: (row) => formatDate(row.lastChangedAt), numeric: true },
      ]}
      rowKey={(row) => row.carId}
      noRows="No price changes."
    />
  );
}
