import type { Metadata } from "next";
import { PromosPage } from "@/console/pages/promos-pages";

export const metadata: Metadata = { title: "Promotions" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A site's promo tiles and special-offer banners, in order, to move, edit and remove. */
export default async function ConsolePromotions({ searchParams }: Props) {
  return <PromosPage search={await searchParams} />;
}
