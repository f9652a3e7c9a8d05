// What a finished buy-online journey tells the dealer, beyond the shopper's contact details: how the
// car is paid for, the trade-in, delivery or pick-up and the deposit taken. It travels in the lead's
// payload under `online_purchase`, written by src/checkout/journey, and every delivery document
// (e-mail, ADF/XML, JSON) reads it from there, so the dealer receives every answer through the one
// leads outbox.

import { isFiniteNumber, isJsonObject } from "@/platform/json-guards";
import { reservationReference } from "@/platform/references";
import { formatLongDate } from "./slots";

export const onlinePurchaseKey = "online_purchase";

export type OnlinePurchaseDetails = {
  /** The purchase reference the shopper was given. */
  reference: string;
  journeyId: string;
  /** The car's advertised price, whole dollars. */
  price: number;
  payment:
    | { method: "cash" }
    | {
        method: "finance";
        deposit: number;
        termYears: number;
        interestRate: number;
        frequency: "weekly" | "fortnightly" | "monthly";
        /** Null when the calculator says 'Enquire for Finance' (too small a loan to quote). */
        repayment: number | null;
        comparisonRate: number;
      };
  tradeIn:
    | { hasTradeIn: false }
    | {
        hasTradeIn: true;
        rego: string | null;
        make: string;
        model: string;
        year: number;
        km: number;
        /** An offer accepted in the valuation flow (src/leads/trade-in-offer.ts): its id and validity. */
        offer?: { id: string; amount: number; validUntil: string; validUntilLabel: string };
      };
  /** `date`: the handover day chosen, "YYYY-MM-DD" (leads stored before it was asked have none). */
  handover:
    | { method: "pickup"; locationId: string; locationName: string; date?: string }
    | { method: "delivery"; postcode: string; region: string; price: number; date?: string };
  /** The deposit taken at the journey's deposit step: a reservation of the car (the purchase lead is the dealer's only word of it). */
  deposit: {
    amount: number;
    reservationId: string;
    /** The reservation's state when the journey was confirmed: "held" (authorised, not yet taken), "captured"… */
    status: string;
    heldUntil: string | null;
    cardLast4: string | null;
  };
};

/** The deposit's state as the dealer reads it. */
const depositStatusLabels: Readonly<Record<string, string>> = {
  held: "Held (authorised on the card, not yet taken)",
  captured: "Taken",
  expired: "Expired (released, nothing taken)",
  cancelled: "Cancelled (released, nothing taken)",
  refunded: "Refunded",
};

const money = (amount: number) => `$${Math.round(amount).toLocaleString("en-AU")}`;

/** The journey's answers as "Label: value" lines, in the order of the journey's steps. */
export function onlinePurchaseLines(details: OnlinePurchaseDetails): string[] {
  const { payment, tradeIn, handover, deposit } = details;
  const lines = [`Online purchase reference: ${details.reference}`];
  if (payment.method === "cash") {
    lines.push("Payment: Cash (or own arrangements)");
  } else {
    const figure =
      payment.repayment === null
        ? "Enquire for Finance"
        : `${money(payment.repayment)} ${payment.frequency} at ${payment.interestRate}% p.a. (comparison ${payment.comparisonRate.toFixed(2)}% p.a.)`;
    lines.push(
      "Payment: Finance",
      `Finance deposit: ${money(payment.deposit)}`,
      `Finance term: ${payment.termYears} years`,
      `Estimated repayment: ${figure}`,
    );
  }
  if (tradeIn.hasTradeIn) {
    lines.push(
      `Trade-in: ${tradeIn.year} ${tradeIn.make} ${tradeIn.model}, ${tradeIn.km.toLocaleString("en-AU")} km${
        tradeIn.rego ? `, rego ${tradeIn.rego}` : ""
      }`,
    );
    if (tradeIn.offer) {
      lines.push(
        `Trade-in offer accepted: ${money(tradeIn.offer.amount)}, valid until ${tradeIn.offer.validUntilLabel} (offer ${tradeIn.offer.id})`,
      );
    }
  } else {
    lines.push("Trade-in: No");
  }
  if (handover.method === "pickup") {
    lines.push(`Handover: Pick-up at ${handover.locationName}`);
  } else {
    lines.push(`Handover: Delivery to ${handover.postcode} (${handover.region}), ${money(handover.price)}`);
  }
  if (handover.date) lines.push(`Handover date: ${formatLongDate(handover.date)}`);
  lines.push(
    `Deposit paid: ${money(deposit.amount)}${deposit.cardLast4 ? ` by card ending ${deposit.cardLast4}` : ""}`,
    `Reservation: ${reservationReference(deposit.reservationId)}${deposit.heldUntil ? `, held until ${deposit.heldUntil}` : ""}`,
  );
  // Leads stored before the status was carried have none.
  if (deposit.status) lines.push(`Deposit status: ${depositStatusLabels[deposit.status] ?? deposit.status}`);
  return lines;
}

/** The details a stored payload carries, or null when it is not an online purchase (or is damaged). */
export function readOnlinePurchase(payload: Record<string, unknown>): OnlinePurchaseDetails | null {
  const value = payload[onlinePurchaseKey];
  if (!isJsonObject(value)) return null;
  if (typeof value.reference !== "string" || !isFiniteNumber(value.price)) return null;
  if (!isJsonObject(value.payment) || !isJsonObject(value.tradeIn) || !isJsonObject(value.handover)) return null;
  if (!isJsonObject(value.deposit)) return null;
  // Written by our own code from validated answers: the shape is trusted once its parts are there.
  return value as unknown as OnlinePurchaseDetails;
}
