import type { Metadata } from "next";
import { OnlinePaymentsPage } from "@/console/reservations/online-payments-page";

export const metadata: Metadata = { title: "Online payments" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** What shoppers paid on /online-payment (listed only). */
export default async function ConsoleOnlinePayments({ searchParams }: Props) {
  return <OnlinePaymentsPage search={await searchParams} />;
}
