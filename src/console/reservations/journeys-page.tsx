import { carTitle } from "@/cars/car-title";
import { getDb } from "@/platform/db";
import { purchaseReference, reservationReference } from "@/platform/references";
import { Link } from "@/ui/link";
import { ConsoleShell } from "../components/console-shell";
import { DataTable } from "../components/data-table";
import { requireStaff } from "../server/current-staff";
import { listGrantedSites } from "../server/staff-accounts";
import { ListFilters } from "./components/list-filters";
import { PaymentsTabs } from "./components/payments-tabs";
import { journeyStates, parseListFilters } from "./list-query";
import { formatCents, formatWhen, journeyStateLabels, reservationStateLabels } from "./reservation-format";
import { OlderLink } from "./reservations-page";
import { listJourneys, type JourneyRow } from "./server/reservation-data";

// /reservations/journeys: shoppers' buy-online journeys, with the step each reached and its deposit
// (a reservation, moved on its own page).

type Search = Record<string, string | string[] | undefined>;

export async function JourneysPage({ search }: { search: Search }) {
  const staff = await requireStaff();
  const db = await getDb();
  const sites = await listGrantedSites(db, staff.scope);
  const filters = parseListFilters(search, sites, journeyStates);
  const { rows, nextBefore } = await listJourneys(db, staff.scope, sites, filters);
  const multiSite = sites.length > 1;
  return (
    <ConsoleShell staff={staff} pathname="/reservations/journeys" title="Buy-online journeys">
      <PaymentsTabs current="/reservations/journeys" />
      <ListFilters
        path="/reservations/journeys"
        sites={sites}
        states={journeyStates}
        stateLabels={journeyStateLabels}
        siteSlug={filters.siteSlug}
        state={filters.state}
      />
      <DataTable<JourneyRow>
        caption="Buy-online journeys"
        testId="journeys-table"
        rows={rows}
        rowKey={(row) => row.id}
        empty="No buy-online journeys match."
        columns={[
          {
            header: "Reference",
            className: "whitespace-nowrap font-mono font-semibold",
            cell: (row) => purchaseReference(row.id),
          },
          ...(multiSite ? [{ header: "Site", cell: (row: JourneyRow) => row.siteName }] : []),
          {
            header: "Car",
            cell: (row) => (
              <>
                {carTitle(row.car)} <span className="text-muted">#{row.car.stocknum}</span>
              </>
            ),
          },
          {
            header: "Shopper",
            cell: (row) =>
              row.shopperName || row.shopperEmail ? (
                <>
                  {row.shopperName ?? ""} <span className="block text-muted">{row.shopperEmail ?? ""}</span>
                </>
              ) : (
                <span className="text-muted">Not given yet</span>
              ),
          },
          {
            header: "Journey",
            cell: (row) =>
              row.status === "submitted" ? journeyStateLabels.submitted : `At the ${row.currentStep} step`,
          },
          {
            header: "Deposit",
            numeric: true,
            cell: (row) => (row.deposit ? formatCents(row.deposit.amountCents) : "–"),
          },
          {
            header: "Hold ends",
            className: "whitespace-nowrap tabular-nums",
            cell: (row) => (row.deposit?.status === "held" ? formatWhen(row.deposit.heldUntil) : "–"),
          },
          {
            header: "Payment state",
            className: "whitespace-nowrap",
            cell: (row) =>
              row.deposit ? (
                <Link href={`/reservations/${row.deposit.id}`} className="underline">
                  {reservationStateLabels[row.deposit.status]} ({reservationReference(row.deposit.id)})
                </Link>
              ) : (
                "No deposit"
              ),
          },
          { header: "Started", className: "whitespace-nowrap tabular-nums", cell: (row) => formatWhen(row.createdAt) },
        ]}
      />
      <OlderLink path="/reservations/journeys" filters={filters} nextBefore={nextBefore} />
    </ConsoleShell>
  );
}
