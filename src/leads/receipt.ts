// A receipt for money a shopper paid through the site (an online payment, a reservation's deposit
// when it is taken). The checkout writes it into the lead's payload under `receipt`, with the
// dealer's legal name and ABN as they stood when the money moved, and the shopper's e-mail (outbox
// channel "shopper-email", src/leads/delivery/documents.ts) prints it from there, so a retry sends
// exactly the first attempt's receipt.
//
// It is a receipt, not a tax invoice: the platform states no GST. The dealer's own invoice (whose
// reference the shopper paid against) or the contract of sale is the tax invoice, and stating GST
// here would need the dealer's GST registration and the supply's tax treatment, which no site's
// config holds.

import { formatAbn } from "@/platform/abn";
import { timeZoneForState } from "@/platform/australian-states";
import { isJsonObject } from "@/platform/json-guards";

export const receiptKey = "receipt";

export const notTaxInvoice = "This is a receipt, not a tax invoice.";

export type Receipt = {
  /** The readable reference the shopper quotes: "OP-3F9A0C12", "RS-…". */
  number: string;
  /** What the money was for: "Invoice INV-10234", "Deposit on the 2021 Mazda CX-5 (stock #H1234)". */
  paidFor: string;
  /** "$1,234.50". */
  amount: string;
  /** "Visa ending 4242", or null when the processor did not say. */
  card: string | null;
  /** When the money was taken (ISO 8601). */
  paidAt: string;
  /** The business that took it: the site's `identity.legalName`, else the site's name. */
  sellerName: string;
  /** Its ABN (11 digits), when the site's config has one. */
  sellerAbn: string | null;
  /** Taken by the local stand-in processor (demo, development, tests): no money moved. */
  sample: boolean;
};

/** The seller as a receipt names it, from the site's identity. */
export function receiptSeller(identity: { name: string; legalName?: string; abn?: string }): {
  sellerName: string;
  sellerAbn: string | null;
} {
  return { sellerName: identity.legalName ?? identity.name, sellerAbn: identity.abn?.replace(/\s/g, "") ?? null };
}

/** The receipt a stored payload carries, or null when it has none (or a damaged one). */
export function readReceipt(payload: Record<string, unknown>): Receipt | null {
  const value = payload[receiptKey];
  if (!isJsonObject(value)) return null;
  const { number, paidFor, amount, card, paidAt, sellerName, sellerAbn, sample } = value;
  if (
    typeof number !== "string" ||
    typeof paidFor !== "string" ||
    typeof amount !== "string" ||
    typeof paidAt !== "string" ||
    typeof sellerName !== "string"
  ) {
    return null;
  }
  return {
    number,
    paidFor,
    amount,
    paidAt,
    sellerName,
    card: typeof card === "string" ? card : null,
    sellerAbn: typeof sellerAbn === "string" ? sellerAbn : null,
    sample: sample === true,
  };
}

/** "Harbourside Motors Pty Ltd (ABN 94 555 000 001)". */
export function sellerLine(receipt: Pick<Receipt, "sellerName" | "sellerAbn">): string {
  return receipt.sellerAbn ? `${receipt.sellerName} (ABN ${formatAbn(receipt.sellerAbn)})` : receipt.sellerName;
}

/** The receipt as the shopper's e-mail prints it; the date in the dealership's state. */
export function receiptLines(receipt: Receipt, state: string | null): string[] {
  const date = new Intl.DateTimeFormat("en-AU", {
    timeZone: timeZoneForState(state ?? "NSW"),
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(new Date(receipt.paidAt));
  return [
    ...(receipt.sample
      ? ["SAMPLE RECEIPT: this payment was made with the demonstration card processor. No money was taken.", ""]
      : []),
    `Receipt number: ${receipt.number}`,
    `Paid to: ${sellerLine(receipt)}`,
    `For: ${receipt.paidFor}`,
    `Amount: ${receipt.amount}`,
    ...(receipt.card ? [`Card: ${receipt.card}`] : []),
    `Date: ${date}`,
    "",
    notTaxInvoice,
  ];
}
