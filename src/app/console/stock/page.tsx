import type { Metadata } from "next";
import { StockListPage } from "@/console/stock/stock-list-page";

export const metadata: Metadata = { title: "Stock" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The cars of the member's dealerships, with a search and filters. */
export default async function ConsoleStock({ searchParams }: Props) {
  return <StockListPage search={await searchParams} />;
}
