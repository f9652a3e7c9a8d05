import type { Metadata } from "next";
import { ReservationPage } from "@/console/reservations/reservation-page";

export const metadata: Metadata = { title: "Reservation" };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** One reservation, with Capture, Cancel and Refund as its state allows. */
export default async function ConsoleReservation({ params, searchParams }: Props) {
  const { id } = await params;
  return <ReservationPage id={id} search={await searchParams} />;
}
