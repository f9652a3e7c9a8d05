import { getDb } from "@/platform/db";
import { formatCount } from "@/platform/format";
import { z } from "@/platform/zod";
import { buttonClass } from "@/ui/button";
import { inputClass } from "@/ui/field";
import { Link } from "@/ui/link";
import { heldFeedsWaiting, type FeedOutcome } from "@/stock-feed/feed-history";
import { ConsoleShell } from "../components/console-shell";
import { DataTable } from "../components/data-table";
import { formatWhen } from "../reservations/reservation-format";
import { requireStaff } from "../server/current-staff";
import { StockTabs } from "./components/stock-tabs";
import {
  dealershipPhotoCounts,
  feedHistoryRows,
  listFeedHistory,
  loadStockSites,
  type FeedHistoryRow,
} from "./server/stock-data";
import { changesAnyStock } from "./stock-scope";

// /stock/feeds: the stock feeds the member's dealerships sent (the stock API's bulk and one-car
// feeds, imports), newest first, with what each did and its row errors; the held full feeds still
// waiting first (none applied since for their dealership), with how their sender confirms them.

const outcomeNames: Readonly<Record<FeedOutcome, string>> = {
  applied: "Applied",
  refused: "Refused",
  held: "Held",
  dry_run: "Dry run",
};

const channelNames: Readonly<Record<string, string>> = {
  api: "Stock API, many cars",
  api_car: "Stock API, one car",
  import: "Import",
};

const dealershipParam = z.uuid().optional().catch(undefined);

export async function StockFeedsPage({ search }: { search: Record<string, string | string[] | undefined> }) {
  const staff = await requireStaff();
  const db = await getDb();
  const sites = await loadStockSites(db, staff.scope);
  const raw = Array.isArray(search.dealership) ? search.dealership[0] : search.dealership;
  const wanted = dealershipParam.parse(raw)?.toLowerCase() ?? null;
  const dealershipId = sites.some((site) => site.dealerships.some((d) => d.id === wanted)) ? wanted : null;
  const [runs, photoCounts] = await Promise.all([
    listFeedHistory(db, sites, dealershipId),
    dealershipPhotoCounts(db, sites),
  ]);
  const photoLines = sites.flatMap((site) =>
    site.dealerships
      .filter((dealership) => (dealershipId ? dealership.id === dealershipId : true))
      .map((dealership) => ({ dealership, counts: photoCounts.get(dealership.id) })),
  );
  const held = heldFeedsWaiting(runs);
  const dealershipCount = sites.reduce((sum, site) => sum + site.dealerships.length, 0);
  return (
    <ConsoleShell staff={staff} pathname="/stock/feeds" title="Feed history">
      <StockTabs current="/stock/feeds" showKeys={changesAnyStock(staff.scope)} />
      {dealershipCount > 1 ? (
        <form method="get" action="/stock/feeds" className="flex flex-wrap items-end gap-3" aria-label="Filters">
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Dealership
            <select name="dealership" defaultValue={dealershipId ?? ""} className={`${inputClass} py-1.5 font-normal`}>
              <option value="">All your dealerships</option>
              {sites.map((site) => (
                <optgroup key={site.id} label={site.name}>
                  {site.dealerships.map((dealership) => (
                    <option key={dealership.id} value={dealership.id}>
                      {dealership.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonClass({ size: "sm" })}>
            Apply
          </button>
          {dealershipId ? (
            <Link href="/stock/feeds" className="py-1.5 text-sm underline">
              Clear filters
            </Link>
          ) : null}
        </form>
      ) : null}
      {held.length > 0 ? (
        <section
          className="rounded border border-amber-700 bg-amber-50 p-4 text-sm text-amber-950"
          aria-labelledby="held-feeds"
          data-testid="held-feeds"
        >
          <h2 id="held-feeds" className="text-lg font-semibold">
            Full feeds held for confirmation
          </h2>
          <p className="mt-1 max-w-3xl">
            A full feed that would mark too many of a dealership&apos;s cars sold, or that holds no cars, is held:
            nothing of it was stored. Its sender confirms it by sending the same feed again with the number of cars it
            marks sold, which the stock API&apos;s answer names (<code>?mode=full&amp;confirm_removals=N</code>, or{" "}
            <code>--confirm-removals N</code> for an import). The platform keeps neither a held feed&apos;s cars nor
            that number, so it is confirmed or dropped at the system that sent it, not here.
          </p>
          <ul className="mt-2 list-disc pl-5">
            {held.map((run) => (
              <li key={run.id}>
                {formatWhen(new Date(run.received_at))}: {run.dealershipName}, a full feed of{" "}
                {formatCount(run.received)} {run.received === 1 ? "car" : "cars"}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="flex flex-col gap-1 text-sm" aria-labelledby="feed-photos" data-testid="feed-photos">
        <h2 id="feed-photos" className="text-lg font-semibold">
          Photos
        </h2>
        <p className="max-w-3xl text-muted">
          The photos a feed names are fetched and processed after it is applied, a minute or two for a car&apos;s forty;
          until then a car shows its previous photos. How the cars&apos; photos are doing now:
        </p>
        <ul className="list-disc pl-5">
          {photoLines.map(({ dealership, counts }) => (
            <li key={dealership.id}>
              {dealership.name}:{" "}
              {counts
                ? `${formatCount(counts.ready)} ready, ${formatCount(counts.processing)} processing, ${formatCount(counts.failed)} failed`
                : "no photos"}
              {counts && counts.failed > 0 ? " (a failed photo's reason is on its car's page)" : ""}
            </li>
          ))}
        </ul>
      </section>
      <DataTable<FeedHistoryRow>
        caption="Feed history"
        testId="feeds-table"
        rows={runs}
        rowKey={(row) => row.id}
        empty="No feeds yet."
        columns={[
          {
            header: "Received",
            className: "whitespace-nowrap tabular-nums",
            cell: (row) => formatWhen(new Date(row.received_at)),
          },
          {
            header: "Dealership",
            cell: (row) => (sites.length > 1 ? `${row.dealershipName} (${row.siteName})` : row.dealershipName),
          },
          {
            header: "Feed",
            cell: (row) =>
              `${channelNames[row.channel] ?? row.channel}, ${row.format.toUpperCase()}${row.mode === "full" ? ", full" : ""}${row.atomic ? ", all or nothing" : ""}`,
          },
          {
            header: "Outcome",
            className: "whitespace-nowrap",
            cell: (row) => outcomeNames[row.outcome] ?? row.outcome,
          },
          { header: "Cars sent", numeric: true, cell: (row) => formatCount(row.received) },
          { header: "New", numeric: true, cell: (row) => formatCount(row.created) },
          { header: "Updated", numeric: true, cell: (row) => formatCount(row.updated) },
          { header: "Marked sold", numeric: true, cell: (row) => formatCount(row.marked_sold) },
          { header: "Price changes", numeric: true, cell: (row) => formatCount(row.price_changes) },
          { header: "Bad rows", numeric: true, cell: (row) => formatCount(row.failed) },
          { header: "Problems", cell: (row) => <FeedProblems run={row} /> },
        ]}
      />
      {runs.length === feedHistoryRows ? (
        <p className="text-sm text-muted">The latest {feedHistoryRows} feeds; feeds are kept 90 days.</p>
      ) : null}
    </ConsoleShell>
  );
}

function FeedProblems({ run }: { run: FeedHistoryRow }) {
  const lines = [...run.rows.flatMap((row) => row.messages), ...run.warnings];
  if (lines.length === 0) return "–";
  return (
    <details>
      <summary className="cursor-pointer underline">
        {run.rows.length > 0 ? `${formatCount(run.rows.length)} bad ${run.rows.length === 1 ? "row" : "rows"}` : ""}
        {run.rows.length > 0 && run.warnings.length > 0 ? ", " : ""}
        {run.warnings.length > 0
          ? `${formatCount(run.warnings.length)} ${run.warnings.length === 1 ? "warning" : "warnings"}`
          : ""}
      </summary>
      <ul className="mt-1 list-disc pl-5 font-mono text-xs">
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </details>
  );
}
