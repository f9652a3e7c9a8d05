import type { Metadata } from "next";
import { JourneysPage } from "@/console/reservations/journeys-page";

export const metadata: Metadata = { title: "Buy-online journeys" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Shoppers' buy-online journeys and their deposits. */
export default async function ConsoleJourneys({ searchParams }: Props) {
  return <JourneysPage search={await searchParams} />;
}
