import type { Metadata } from "next";
import { CheckoutRoute } from "@/checkout/checkout-route";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Reserve online", robots: { index: false } };

type Props = { params: Promise<{ site: string; slug: string }> };

/** /cars/{slug}/buy-online: reserve online (the site's checkoutPath; the other path redirects to it). */
export default function ReserveRoute({ params }: Props) {
  return <CheckoutRoute params={params} path="buy-online" />;
}
