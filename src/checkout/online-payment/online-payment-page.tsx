import "server-only";
import { notFound } from "next/navigation";
import { gatePage, pagePath } from "@/accounts/gate";
import { getDb } from "@/platform/db";
import type { RouteSearchParams } from "@/platform/route-params";
import type { Site } from "@/sites/get-site";
import { notTaxInvoice, receiptSeller, sellerLine } from "@/leads/receipt";
import { ButtonLink } from "@/ui/button";
import { cardClass } from "@/ui/card";
import { paymentClientConfig } from "../payments";
import { cardLabel } from "../reservation-notices";
import { OnlinePaymentForm } from "./online-payment-form";
import { formatPaymentAmount } from "./online-payment-form-schema";
import { findOnlinePayment } from "./online-payments";

// /online-payment: a signed-in shopper pays the dealer an invoice, a quote's deposit or a service bill
// by card (site-config-forms-finance.md §2, §6: always behind sign-in), and /online-payment/receipt
// shows the payer their receipt.

export const onlinePaymentPath = "/online-payment";
const receiptPath = `${onlinePaymentPath}/receipt`;

export async function OnlinePaymentPage({ site }: { site: Site }) {
  if (!site.config.features.onlinePayment) notFound();
  const account = await gatePage(site, { route: "onlinePayment" }, onlinePaymentPath);
  if (!account) notFound();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="mb-2 text-3xl font-bold">Online Payment</h1>
      <p className="mb-6 text-muted">
        Pay an invoice, a deposit on a quote or a service bill from {site.name} by card. Enter the reference printed on
        your invoice or quote so we can match your payment. You will see your receipt straight away.
      </p>
      <OnlinePaymentForm
        payment={paymentClientConfig()}
        receiptPath={receiptPath}
        referenceRule={site.config.onlinePayment}
      />
    </div>
  );
}

export async function OnlinePaymentReceiptPage({
  site,
  searchParams,
}: {
  site: Site;
  searchParams: RouteSearchParams;
}) {
  if (!site.config.features.onlinePayment) notFound();
  const account = await gatePage(site, { route: "onlinePayment" }, pagePath(receiptPath, searchParams));
  if (!account) notFound();
  const id = typeof searchParams.payment === "string" ? searchParams.payment : "";
  const payment = id ? await findOnlinePayment(await getDb(), site.id, id, account.phone) : null;
  if (!payment || payment.status !== "paid") {
    return (
      <div className="mx-auto max-w-2xl space-y-4 px-4 py-10" data-testid="receipt-not-found">
        <h1 className="text-3xl font-bold">We could not find this payment</h1>
        <p>The link may be incomplete, or the payment was made with another mobile number. Call us and we will help.</p>
        <ButtonLink href={onlinePaymentPath}>Make a payment</ButtonLink>
      </div>
    );
  }
  const card = cardLabel(payment.cardBrand, payment.cardLast4);
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10" data-testid="payment-receipt">
      <h1 className="text-3xl font-bold">Thank you, {payment.name}: your payment is received</h1>
      {payment.sample ? (
        <p className="rounded-site border border-border bg-surface-alt p-3 font-semibold" data-testid="sample-receipt">
          Sample receipt: this payment was made with the demonstration card processor. No money was taken.
        </p>
      ) : null}
      <div className={cardClass({ tone: "raised" })}>
        <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
          <dt className="font-semibold">Receipt number</dt>
          <dd className="font-mono break-all" data-testid="receipt-number">
            {payment.receiptNumber}
          </dd>
          <dt className="font-semibold">Paid to</dt>
          <dd data-testid="receipt-seller">{sellerLine(receiptSeller(site.config.identity))}</dd>
          <dt className="font-semibold">Invoice or quote</dt>
          <dd data-testid="receipt-reference">{payment.reference}</dd>
          <dt className="font-semibold">Amount</dt>
          <dd data-testid="receipt-amount">{formatPaymentAmount(payment.amountCents)}</dd>
          {card ? (
            <>
              <dt className="font-semibold">Card</dt>
              <dd>{card}</dd>
            </>
          ) : null}
          {payment.paidAt ? (
            <>
              <dt className="font-semibold">Date</dt>
              <dd>{payment.paidAt.toLocaleDateString("en-AU", { timeZone: "Australia/Sydney" })}</dd>
            </>
          ) : null}
        </dl>
      </div>
      <p>
        We have e-mailed this receipt to {payment.email} and let our team know; keep it for your records.{" "}
        {notTaxInvoice}
      </p>
      <ButtonLink href="/" variant="outline">
        Back to the home page
      </ButtonLink>
    </div>
  );
}
