import type { Metadata } from "next";
import { OnlinePaymentReceiptPage } from "@/checkout/online-payment/online-payment-page";
import { requireSite, type SitePageProps } from "@/sites/site-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Payment Receipt", robots: { index: false, follow: false } };

/** /online-payment/receipt?payment={id}: the signed-in payer's receipt. */
export default async function OnlinePaymentReceiptRoute({ params, searchParams }: SitePageProps) {
  return <OnlinePaymentReceiptPage site={await requireSite(params)} searchParams={await searchParams} />;
}
