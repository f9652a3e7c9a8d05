import type { Metadata } from "next";
import { StockFeedsPage } from "@/console/stock/feeds-page";

export const metadata: Metadata = { title: "Feed history" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The stock feeds of the member's dealerships, with their counts, errors and holds. */
export default async function ConsoleStockFeeds({ searchParams }: Props) {
  return <StockFeedsPage search={await searchParams} />;
}
