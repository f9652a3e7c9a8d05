import type { Metadata } from "next";
import { StockCarPage } from "@/console/stock/car-page";

export const metadata: Metadata = { title: "Stock car" };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** One car: why it is or is not listed, its price history, and its editor. */
export default async function ConsoleStockCar({ params, searchParams }: Props) {
  const { id } = await params;
  return <StockCarPage id={id} search={await searchParams} />;
}
