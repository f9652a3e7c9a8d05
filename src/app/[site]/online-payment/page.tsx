import type { Metadata } from "next";
import { OnlinePaymentPage } from "@/checkout/online-payment/online-payment-page";
import { requireSite, type SitePageProps } from "@/sites/site-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Online Payment", robots: { index: false, follow: false } };

/** /online-payment: pay an invoice or deposit by card, signed in (features.onlinePayment). */
export default async function OnlinePaymentRoute({ params }: SitePageProps) {
  return <OnlinePaymentPage site={await requireSite(params)} />;
}
