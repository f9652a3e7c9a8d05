import type { Metadata } from "next";
import { StockKeysPage } from "@/console/stock/keys-page";

export const metadata: Metadata = { title: "Stock API keys" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The dealerships' stock API keys: list, create (shown once) and revoke. */
export default async function ConsoleStockKeys({ searchParams }: Props) {
  return <StockKeysPage search={await searchParams} />;
}
