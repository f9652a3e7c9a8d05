import type { Metadata } from "next";
import { ConfirmationRoute } from "@/checkout/checkout-route";
import type { RouteSearchParams } from "@/platform/route-params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Reservation confirmed", robots: { index: false } };

type Props = { params: Promise<{ site: string; slug: string }>; searchParams: Promise<RouteSearchParams> };

/** /cars/{slug}/buy-online/confirmation?reservation={id}. */
export default function ReservationConfirmationRoute({ params, searchParams }: Props) {
  return <ConfirmationRoute params={params} searchParams={searchParams} path="buy-online" />;
}
