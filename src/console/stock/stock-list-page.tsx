import { carTitle } from "@/cars/car-title";
import type { CarPhotoCounts } from "@/media/console-photos";
import { getDb } from "@/platform/db";
import { formatCount, formatDate, formatMoney } from "@/platform/format";
import { Link } from "@/ui/link";
import { ConsoleShell } from "../components/console-shell";
import { DataTable } from "../components/data-table";
import { requireStaff } from "../server/current-staff";
import { StockFilters } from "./components/stock-filters";
import { StockTabs } from "./components/stock-tabs";
import { listStock, loadStockSites, type StockPage, type StockRow } from "./server/stock-data";
import { carTypeNames, parseStockQuery, stockHref, type StockQuery } from "./stock-query";
import { statusLabel } from "./stock-format";
import { changesAnyStock } from "./stock-scope";

// /stock: the cars of the dealerships the member reaches, newest first, with a search (stock number,
// VIN, make, model) and filters, 50 to a page. Whether each car is on the dealer's website is
// decided by the stock module's listing rules; a row opens the car's page, which says why.

type Search = Record<string, string | string[] | undefined>;

export async function StockListPage({ search }: { search: Search }) {
  const staff = await requireStaff();
  const db = await getDb();
  const sites = await loadStockSites(db, staff.scope);
  const query = parseStockQuery(search);
  const result = await listStock(db, sites, query);
  const multiSite = sites.length > 1;
  const multiDealership = sites.reduce((sum, site) => sum + site.dealerships.length, 0) > 1;
  return (
    <ConsoleShell staff={staff} pathname="/stock" title="Stock">
      <StockTabs current="/stock" showKeys={changesAnyStock(staff.scope)} />
      <StockFilters sites={sites} query={query} />
      <p className="text-sm text-muted" role="status" data-testid="stock-count">
        {result.total === 1 ? "1 car" : `${formatCount(result.total)} cars`}
        {result.pages > 1 ? `, page ${result.page} of ${result.pages}` : ""}
      </p>
      <DataTable<StockRow>
        caption="Stock"
        testId="stock-table"
        rows={result.rows}
        rowKey={(row) => row.id}
        empty="No cars match."
        columns={[
          {
            header: "Stock #",
            className: "whitespace-nowrap",
            cell: (row) => (
              <Link href={`/stock/${row.id}`} className="font-mono font-semibold underline">
                {row.stocknum}
              </Link>
            ),
          },
          { header: "Car", cell: (row) => carTitle(row) },
          ...(multiSite ? [{ header: "Site", cell: (row: StockRow) => row.siteName }] : []),
          ...(multiDealership ? [{ header: "Dealership", cell: (row: StockRow) => row.dealershipName }] : []),
          { header: "Price", numeric: true, cell: (row) => (row.price > 0 ? formatMoney(row.price) : "–") },
          {
            header: "Status",
            className: "whitespace-nowrap",
            cell: (row) => `${statusLabel(row.status)}${row.reserved ? ", reserved" : ""}`,
          },
          { header: "Type", cell: (row) => carTypeNames[row.carType] },
          {
            header: "On the website",
            cell: (row) => (
              <span data-listed={row.listed} className={row.listed ? "" : "font-semibold text-red-800"}>
                {row.listed ? "Listed" : "Hidden"}
              </span>
            ),
          },
          {
            header: "Photos",
            className: "whitespace-nowrap",
            cell: (row) => <PhotoState counts={result.photos.get(row.id)} />,
          },
          { header: "VIN", className: "font-mono text-xs", cell: (row) => row.vin ?? "–" },
          {
            header: "In stock since",
            className: "whitespace-nowrap tabular-nums",
            cell: (row) => formatDate(row.createdAt),
          },
        ]}
      />
      <Pager query={query} result={result} />
    </ConsoleShell>
  );
}

/** "12 photos", then what is not ready yet: "3 processing", "1 failed" (in red). */
function PhotoState({ counts }: { counts: CarPhotoCounts | undefined }) {
  if (!counts) return <span className="text-muted">None</span>;
  return (
    <span data-testid="photo-state">
      {counts.total === 1 ? "1 photo" : `${formatCount(counts.total)} photos`}
      {counts.processing > 0 ? `, ${formatCount(counts.processing)} processing` : ""}
      {counts.failed > 0 ? (
        <span className="font-semibold text-red-800">, {formatCount(counts.failed)} failed</span>
      ) : null}
    </span>
  );
}

function Pager({ query, result }: { query: StockQuery; result: StockPage }) {
  if (result.pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex gap-4 text-sm">
      {result.page > 1 ? (
        <Link href={stockHref(query, result.page - 1)} className="underline" rel="prev">
          Previous page
        </Link>
      ) : null}
      {result.page < result.pages ? (
        <Link href={stockHref(query, result.page + 1)} className="underline" rel="next">
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
