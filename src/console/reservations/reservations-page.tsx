import { carTitle } from "@/cars/car-title";
import { getDb } from "@/platform/db";
import { reservationReference } from "@/platform/references";
import { Link } from "@/ui/link";
import { ConsoleShell } from "../components/console-shell";
import { DataTable } from "../components/data-table";
import { requireStaff } from "../server/current-staff";
import { listGrantedSites } from "../server/staff-accounts";
import { ListFilters } from "./components/list-filters";
import { PaymentsTabs } from "./components/payments-tabs";
import { listHref, parseListFilters, reservationStates, type ListFilters as Filters } from "./list-query";
import { formatCents, formatWhen, reservationStateLabels, shopperName } from "./reservation-format";
import { listReservations, type ReservationRow } from "./server/reservation-data";

// /reservations: the deposits of the member's sites and dealerships, newest first, with each
// one's hold expiry and payment state; a row opens the reservation's page, where a manager moves it.

type Search = Record<string, string | string[] | undefined>;

export async function ReservationsPage({ search }: { search: Search }) {
  const staff = await requireStaff();
  const db = await getDb();
  const sites = await listGrantedSites(db, staff.scope);
  const filters = parseListFilters(search, sites, reservationStates);
  const { rows, nextBefore } = await listReservations(db, staff.scope, sites, filters);
  const multiSite = sites.length > 1;
  return (
    <ConsoleShell staff={staff} pathname="/reservations" title="Reservations">
      <PaymentsTabs current="/reservations" />
      <ListFilters
        path="/reservations"
        sites={sites}
        states={reservationStates}
        stateLabels={reservationStateLabels}
        siteSlug={filters.siteSlug}
        state={filters.state}
        anyState="Any (not failed attempts)"
      />
      <DataTable<ReservationRow>
        caption="Reservations"
        testId="reservations-table"
        rows={rows}
        rowKey={(row) => row.id}
        empty="No reservations match."
        columns={[
          {
            header: "Reference",
            className: "whitespace-nowrap",
            cell: (row) => (
              <Link href={`/reservations/${row.id}`} className="font-mono font-semibold underline">
                {reservationReference(row.id)}
              </Link>
            ),
          },
          ...(multiSite ? [{ header: "Site", cell: (row: ReservationRow) => row.siteName }] : []),
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
            cell: (row) => (
              <>
                {shopperName(row)} <span className="block text-muted">{row.email}</span>
              </>
            ),
          },
          { header: "Deposit", numeric: true, cell: (row) => formatCents(row.amountCents) },
          {
            header: "Hold ends",
            className: "whitespace-nowrap tabular-nums",
            cell: (row) => (row.status === "held" ? formatWhen(row.heldUntil) : "–"),
          },
          {
            header: "Payment state",
            className: "whitespace-nowrap",
            cell: (row) => <span data-state={row.status}>{reservationStateLabels[row.status]}</span>,
          },
          { header: "Made", className: "whitespace-nowrap tabular-nums", cell: (row) => formatWhen(row.createdAt) },
        ]}
      />
      <OlderLink path="/reservations" filters={filters} nextBefore={nextBefore} />
    </ConsoleShell>
  );
}

export function OlderLink({
  path,
  filters,
  nextBefore,
}: {
  path: string;
  filters: Filters<string>;
  nextBefore: Date | null;
}) {
  if (!nextBefore) return null;
  return (
    <p>
      <Link href={listHref(path, filters, nextBefore)} className="underline">
        Older
      </Link>
    </p>
  );
}
