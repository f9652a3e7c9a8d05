import { getDb } from "@/platform/db";
import { onlinePaymentReference } from "@/platform/references";
import { ConsoleShell } from "../components/console-shell";
import { DataTable } from "../components/data-table";
import { requireStaff } from "../server/current-staff";
import { listGrantedSites } from "../server/staff-accounts";
import { ListFilters } from "./components/list-filters";
import { PaymentsTabs } from "./components/payments-tabs";
import { onlinePaymentStates, parseListFilters } from "./list-query";
import { cardLabel } from "@/checkout/reservation-notices";
import { formatCents, formatWhen, onlinePaymentStateLabels } from "./reservation-format";
import { OlderLink } from "./reservations-page";
import { listOnlinePayments, type OnlinePaymentRow } from "./server/reservation-data";

// /reservations/payments: what shoppers paid on /online-payment. Listed only: an online payment is
// taken in one move and the platform records no refund of one (its states end at paid), so a refund
// is made in the processor's own dashboard (decision 046).

type Search = Record<string, string | string[] | undefined>;

export async function OnlinePaymentsPage({ search }: { search: Search }) {
  const staff = await requireStaff();
  const db = await getDb();
  const sites = await listGrantedSites(db, staff.scope);
  const filters = parseListFilters(search, sites, onlinePaymentStates);
  const { rows, nextBefore } = await listOnlinePayments(db, staff.scope, sites, filters);
  const multiSite = sites.length > 1;
  return (
    <ConsoleShell staff={staff} pathname="/reservations/payments" title="Online payments">
      <PaymentsTabs current="/reservations/payments" />
      <p className="text-sm text-muted" data-testid="online-payments-note">
        Online payments are listed here only. The platform cannot refund one: refund it in the payment processor&apos;s
        own dashboard.
      </p>
      <ListFilters
        path="/reservations/payments"
        sites={sites}
        states={onlinePaymentStates}
        stateLabels={onlinePaymentStateLabels}
        siteSlug={filters.siteSlug}
        state={filters.state}
      />
      <DataTable<OnlinePaymentRow>
        caption="Online payments"
        testId="online-payments-table"
        rows={rows}
        rowKey={(row) => row.id}
        empty="No online payments match."
        columns={[
          {
            header: "Receipt",
            className: "whitespace-nowrap font-mono font-semibold",
            cell: (row) => onlinePaymentReference(row.id),
          },
          ...(multiSite ? [{ header: "Site", cell: (row: OnlinePaymentRow) => row.siteName }] : []),
          { header: "Paying for", cell: (row) => row.reference },
          {
            header: "Shopper",
            cell: (row) => (
              <>
                {row.name} <span className="block text-muted">{row.email}</span>
              </>
            ),
          },
          { header: "Amount", numeric: true, cell: (row) => formatCents(row.amountCents) },
          {
            header: "Payment state",
            cell: (row) => (
              <>
                {onlinePaymentStateLabels[row.status]}
                {row.status === "paid" && cardLabel(row.cardBrand, row.cardLast4) ? (
                  <span className="block text-muted">{cardLabel(row.cardBrand, row.cardLast4)}</span>
                ) : null}
                {row.failureMessage ? <span className="block text-muted">{row.failureMessage}</span> : null}
              </>
            ),
          },
          {
            header: "Paid",
            className: "whitespace-nowrap tabular-nums",
            cell: (row) => formatWhen(row.paidAt),
          },
          { header: "Made", className: "whitespace-nowrap tabular-nums", cell: (row) => formatWhen(row.createdAt) },
        ]}
      />
      <OlderLink path="/reservations/payments" filters={filters} nextBefore={nextBefore} />
    </ConsoleShell>
  );
}
