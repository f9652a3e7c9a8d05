// Online payment: a signed-in shopper pays the dealer an amount against a reference (an invoice, a
// quote's deposit, a service bill) through the same PaymentProvider as reservations, authorised and
// captured at once. The attempt is recorded first (its idempotency key unique per site, so a double
// click or a retry is one payment), then its outcome; a payment received reaches the dealer as a lead
// through the outbox in the same transaction, with the payer's receipt e-mail (the dealer's legal
// name and ABN, src/leads/receipt.ts). Only the card's brand, last four digits and the processor's
// reference are kept.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { onlinePayments } from "@/platform/db/schema";
import { logger } from "@/platform/logger";
import { onlinePaymentReference } from "@/platform/references";
import { receiptKey, receiptSeller, type Receipt } from "@/leads/receipt";
import { writeDealerNotice } from "@/leads/server/dealer-notice";
import type { SiteConfig } from "@/sites/config-schema";
import { cardLabel } from "../reservation-notices";
import {
  PaymentSourceError,
  PaymentUnavailableError,
  type PaymentProvider,
  type PaymentSource,
} from "../payments/provider";
import { formatPaymentAmount, type OnlinePaymentFields } from "./online-payment-form-schema";

export const onlinePaymentLeadFormType = "online-payment";
export const onlinePaymentLeadCategory = "Online Payment Received";

export const onlinePaymentOutcomeMessages = {
  unavailable: "Sorry, we could not take your payment just now, and your card has not been charged. Please try again.",
} as const;

export type Payer = { userId: string; phone: string };

export type OnlinePaymentView = {
  id: string;
  /** The receipt number the payer reads and quotes: "OP-" and the id's first eight hex digits. */
  receiptNumber: string;
  phone: string;
  name: string;
  email: string;
  reference: string;
  amountCents: number;
  status: "pending" | "paid" | "declined" | "failed";
  cardBrand: string | null;
  cardLast4: string | null;
  paymentReference: string | null;
  paidAt: Date | null;
  /** Taken by the local stand-in processor: a sample, no money moved. */
  sample: boolean;
};

export type PayOutcome =
  | { kind: "paid"; payment: OnlinePaymentView }
  | { kind: "declined"; message: string }
  | { kind: "invalid"; message: string }
  | { kind: "payment-unavailable"; message: string };

const view = {
  id: onlinePayments.id,
  phone: onlinePayments.phone,
  name: onlinePayments.name,
  email: onlinePayments.email,
  reference: onlinePayments.reference,
  amountCents: onlinePayments.amountCents,
  status: onlinePayments.status,
  cardBrand: onlinePayments.cardBrand,
  cardLast4: onlinePayments.cardLast4,
  paymentReference: onlinePayments.paymentReference,
  paidAt: onlinePayments.paidAt,
  paymentProvider: onlinePayments.paymentProvider,
  failureMessage: onlinePayments.failureMessage,
};

/** The stand-in card processor's name (src/checkout/payments/local-provider.ts). */
const sampleProvider = "local";

type PaymentRow = Omit<OnlinePaymentView, "receiptNumber" | "sample"> & {
  paymentProvider: string;
  failureMessage: string | null;
};

function paymentView(row: PaymentRow): OnlinePaymentView {
  const { failureMessage: _failureMessage, paymentProvider, ...payment } = row;
  return { ...payment, receiptNumber: onlinePaymentReference(row.id), sample: paymentProvider === sampleProvider };
}

/** A payment of this site made by this phone (the receipt page shows only the payer's own). */
export async function findOnlinePayment(
  db: Db,
  siteId: string,
  id: string,
  phone: string,
): Promise<OnlinePaymentView | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .select(view)
    .from(onlinePayments)
    .where(and(eq(onlinePayments.siteId, siteId), eq(onlinePayments.id, id), eq(onlinePayments.phone, phone)))
    .limit(1);
  return row ? paymentView(row) : null;
}

export async function payOnline(
  db: Db,
  site: { id: string; slug: string; name: string; config: Pick<SiteConfig, "identity"> },
  payer: Payer,
  input: { fields: OnlinePaymentFields; source: PaymentSource; idempotencyKey: string },
  provider: PaymentProvider,
): Promise<PayOutcome> {
  const { fields } = input;
  await db
    .insert(onlinePayments)
    .values({
      siteId: site.id,
      userId: payer.userId,
      phone: payer.phone,
      name: fields.name,
      email: fields.email,
      reference: fields.reference,
      amountCents: fields.amount,
      idempotencyKey: input.idempotencyKey,
      paymentProvider: provider.name,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select(view)
    .from(onlinePayments)
    .where(and(eq(onlinePayments.siteId, site.id), eq(onlinePayments.idempotencyKey, input.idempotencyKey)))
    .limit(1);
  if (!row) throw new Error("the online payment row is missing");
  // The same attempt again (a double click, a retry): its first answer.
  if (row.status === "paid") return { kind: "paid", payment: paymentView(row) };
  if (row.status === "declined") return { kind: "declined", message: row.failureMessage ?? "Your card was declined." };

  const paymentKey = `online-payment-${row.id}`;
  let authorised;
  try {
    authorised = await provider.authorise({
      amountCents: row.amountCents,
      source: input.source,
      idempotencyKey: paymentKey,
      description: `Online payment: ${fields.reference}`,
      metadata: { site: site.slug, online_payment: row.id },
    });
  } catch (error) {
    if (error instanceof PaymentSourceError) return { kind: "invalid", message: error.message };
    if (error instanceof PaymentUnavailableError) {
      await db.update(onlinePayments).set({ status: "failed" }).where(eq(onlinePayments.id, row.id));
      return { kind: "payment-unavailable", message: onlinePaymentOutcomeMessages.unavailable };
    }
    throw error;
  }
  if (authorised.status === "declined") {
    await db
      .update(onlinePayments)
      .set({ status: "declined", failureMessage: authorised.message })
      .where(eq(onlinePayments.id, row.id));
    return { kind: "declined", message: authorised.message };
  }
  try {
    await provider.capture(authorised.reference, `${paymentKey}-capture`);
  } catch (error) {
    // Authorised but not taken: release the hold rather than leave the shopper's money tied up.
    logger.warn("online payment: capture failed; voiding the authorisation", {
      site: site.slug,
      onlinePayment: row.id,
      error: error instanceof Error ? error.message : String(error),
    });
    await provider.voidAuthorisation(authorised.reference, `${paymentKey}-void`).catch(() => undefined);
    await db.update(onlinePayments).set({ status: "failed" }).where(eq(onlinePayments.id, row.id));
    return { kind: "payment-unavailable", message: onlinePaymentOutcomeMessages.unavailable };
  }

  const card = cardLabel(authorised.brand, authorised.last4);
  const receipt: Receipt = {
    number: onlinePaymentReference(row.id),
    paidFor: `Invoice or quote ${fields.reference}`,
    amount: formatPaymentAmount(row.amountCents),
    card,
    paidAt: new Date().toISOString(),
    ...receiptSeller(site.config.identity),
    sample: provider.name === sampleProvider,
  };
  const paid = await db.transaction(async (tx) => {
    const leadId = await writeDealerNotice(tx, site.id, {
      formType: onlinePaymentLeadFormType,
      category: onlinePaymentLeadCategory,
      idempotencyKey: `online-payment-${row.id}`,
      shopperEmail: fields.email,
      payload: {
        name: fields.name,
        email: fields.email,
        phone: payer.phone,
        invoice_reference: fields.reference,
        amount_paid: formatPaymentAmount(row.amountCents),
        payment_reference: authorised.reference,
        ...(card ? { card } : {}),
        message: `Paid ${formatPaymentAmount(row.amountCents)} online against ${fields.reference}.`,
        [receiptKey]: receipt,
      },
    });
    const [updated] = await tx
      .update(onlinePayments)
      .set({
        status: "paid",
        paymentReference: authorised.reference,
        cardBrand: authorised.brand,
        cardLast4: authorised.last4,
        leadId,
        paidAt: sql`now()`,
      })
      .where(eq(onlinePayments.id, row.id))
      .returning(view);
    return updated;
  });
  if (!paid) throw new Error("the online payment update returned no row");
  return { kind: "paid", payment: paymentView(paid) };
}
