import type { Metadata } from "next";
import { ReservationsPage } from "@/console/reservations/reservations-page";

export const metadata: Metadata = { title: "Reservations" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The deposits of the member's sites and dealerships, with filters by site and state. */
export default async function ConsoleReservations({ searchParams }: Props) {
  return <ReservationsPage search={await searchParams} />;
}
