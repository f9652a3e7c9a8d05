import type { ReservationStatus } from "@/checkout/reservation-rules";
import { formatMoney } from "@/platform/format";

// How the console's payment pages write states, amounts and times.

export const reservationStateLabels: Readonly<Record<ReservationStatus, string>> = {
  pending: "Pending",
  held: "Held",
  captured: "Deposit taken",
  expired: "Expired",
  cancelled: "Cancelled",
  refunded: "Refunded",
  failed: "Failed attempt",
};

export const journeyStateLabels = { in_progress: "In progress", submitted: "Submitted" } as const;

export const onlinePaymentStateLabels = {
  pending: "Pending",
  paid: "Paid",
  declined: "Declined",
  failed: "Failed",
} as const;

export function formatCents(cents: number): string {
  return formatMoney(cents / 100);
}

/** "29/11/2026, 3:04 pm": a time in the dealer's day (Sydney's clock, as the site's other dates). */
export function formatWhen(value: Date | null, timeZone = "Australia/Sydney"): string {
  if (!value) return "–";
  return new Intl.DateTimeFormat("en-AU", {
    timeZone,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(value);
}

export function shopperName(row: { firstName: string; lastName: string }): string {
  return `${row.firstName} ${row.lastName}`.trim();
}
