import { notFound } from "next/navigation";
import { carTitle } from "@/cars/car-title";
import { planDealerAction, reservationStatuses, type DealerAction } from "@/checkout/reservation-rules";
import { cardLabel } from "@/checkout/reservation-notices";
import { getDb } from "@/platform/db";
import { purchaseReference, reservationReference } from "@/platform/references";
import { Link } from "@/ui/link";
import { ConsoleShell } from "../components/console-shell";
import { requireStaff } from "../server/current-staff";
import { listGrantedSites } from "../server/staff-accounts";
import { MoveButton, type MoveWording } from "./components/move-button";
import { dealerMoves } from "./move-form-schema";
import { formatCents, formatWhen, reservationStateLabels, shopperName } from "./reservation-format";
import { canMoveReservation, canViewReservation } from "./reservation-scope";
import { findReservationRow, reservationHistory, type ReservationRow } from "./server/reservation-data";

// /reservations/{id}: one deposit, the shopper, the car and the payment, and the moves its state
// allows (capture a hold, cancel a hold, refund a taken deposit) for those who may move money.

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const movedNotes: Readonly<Record<string, string>> = {
  captured: "The deposit was taken. The shopper is being e-mailed their receipt.",
  cancelled: "The hold was cancelled and the car is for sale again. The shopper is being e-mailed.",
  refunded: "The deposit was refunded and the car is for sale again. The shopper is being e-mailed.",
};

function wordingFor(action: DealerAction, row: ReservationRow): MoveWording {
  const amount = formatCents(row.amountCents);
  const shopper = `${shopperName(row)} (${row.email})`;
  const car = `the ${carTitle(row.car)}, stock #${row.car.stocknum}`;
  const reference = reservationReference(row.id);
  switch (action) {
    case "capture":
      return {
        open: "Capture deposit",
        title: `Take the ${amount} deposit?`,
        body: `${reference}: ${amount} is taken from the card of ${shopper} for ${car}, and they are e-mailed a receipt.`,
        confirm: `Capture ${amount}`,
      };
    case "cancel":
      return {
        open: "Cancel reservation",
        title: "Cancel the reservation?",
        body: `${reference}: the ${amount} hold on the card of ${shopper} is released, ${car} is for sale again, and they are e-mailed.`,
        confirm: "Cancel the hold",
      };
    case "refund":
      return {
        open: "Refund deposit",
        title: `Refund the ${amount} deposit?`,
        body: `${reference}: ${amount} goes back to the card of ${shopper}, ${car} is for sale again, and they are e-mailed.`,
        confirm: `Refund ${amount}`,
      };
  }
}

/** The reservation state an audit line's before or after records. */
function stateIn(record: Record<string, unknown> | null): string {
  const status = reservationStatuses.find((candidate) => candidate === record?.status);
  return status ? reservationStateLabels[status].toLowerCase() : "?";
}

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export async function ReservationPage({
  id,
  search,
}: {
  id: string;
  search: Record<string, string | string[] | undefined>;
}) {
  const staff = await requireStaff();
  if (!uuidPattern.test(id)) notFound();
  const db = await getDb();
  const sites = await listGrantedSites(db, staff.scope);
  const row = await findReservationRow(db, sites, id.toLowerCase());
  if (!row || !canViewReservation(staff.scope, row)) notFound();
  const mayMove = canMoveReservation(staff.scope, row);
  const moves = dealerMoves.filter((action) => planDealerAction(action, row.status).ok);
  const history = await reservationHistory(db, row.siteId, row.id);
  const moved = movedNotes[one(search.moved) ?? ""];
  const reference = reservationReference(row.id);
  const card = cardLabel(row.cardBrand, row.cardLast4);

  const facts: [string, React.ReactNode][] = [
    [
      "Payment state",
      <span key="state" data-testid="reservation-state">
        {reservationStateLabels[row.status]}
      </span>,
    ],
    ["Deposit", formatCents(row.amountCents)],
    ["Hold ends", row.status === "held" ? formatWhen(row.heldUntil) : "–"],
    ["Site", row.siteName],
    ["Car", `${carTitle(row.car)} (stock #${row.car.stocknum})`],
    ["Shopper", shopperName(row)],
    [
      "E-mail",
      <a key="email" href={`mailto:${row.email}`} className="underline">
        {row.email}
      </a>,
    ],
    [
      "Phone",
      <a key="phone" href={`tel:${row.phone.replace(/\s+/g, "")}`} className="underline">
        {row.phone}
      </a>,
    ],
    ["Card", card ?? "–"],
    ["Made", formatWhen(row.createdAt)],
    [
      "From",
      row.origin === "journey" && row.journeyId
        ? `Buy-online journey ${purchaseReference(row.journeyId)}`
        : "Reserve form",
    ],
    ["Processor", `${row.paymentProvider}${row.paymentReference ? ` · ${row.paymentReference}` : ""}`],
  ];
  if (row.capturedAt) facts.push(["Deposit taken", formatWhen(row.capturedAt)]);
  if (row.endedAt) facts.push(["Ended", formatWhen(row.endedAt)]);
  if (row.refundReference) facts.push(["Refund reference", row.refundReference]);
  if (row.failureMessage) facts.push(["Why it failed", row.failureMessage]);

  return (
    <ConsoleShell staff={staff} pathname={`/reservations/${row.id}`} title={`Reservation ${reference}`}>
      <p className="text-sm">
        <Link href="/reservations" className="underline">
          All reservations
        </Link>
      </p>
      {moved ? (
        <p
          role="status"
          className="rounded border border-emerald-700 bg-emerald-50 p-3 text-emerald-900"
          data-testid="moved-note"
        >
          {moved}
        </p>
      ) : null}
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 rounded border border-border bg-surface p-4 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="moves-heading" className="flex flex-col gap-2">
        <h2 id="moves-heading" className="text-lg font-semibold">
          Payment
        </h2>
        {moves.length === 0 ? (
          <p>Nothing more can be done with this deposit: it is {reservationStateLabels[row.status].toLowerCase()}.</p>
        ) : mayMove ? (
          <div className="flex flex-wrap gap-2">
            {moves.map((action) => (
              <MoveButton key={action} reservationId={row.id} action={action} wording={wordingFor(action, row)} />
            ))}
          </div>
        ) : (
          <p data-testid="read-only-note">
            You can see this reservation; its deposit is captured, cancelled or refunded by the dealership&apos;s
            manager.
          </p>
        )}
      </section>
      <section aria-labelledby="history-heading" className="flex flex-col gap-2">
        <h2 id="history-heading" className="text-lg font-semibold">
          Console history
        </h2>
        {history.length === 0 ? (
          <p className="text-sm text-muted">No one has moved this deposit in the console.</p>
        ) : (
          <ul className="text-sm" data-testid="reservation-history">
            {history.map((entry, index) => (
              <li key={index}>
                {formatWhen(entry.at)}: {entry.staffName ?? "A former member"} moved it from {stateIn(entry.before)} to{" "}
                {stateIn(entry.after)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </ConsoleShell>
  );
}
