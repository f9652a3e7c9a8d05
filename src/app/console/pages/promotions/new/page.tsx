import type { Metadata } from "next";
import { NewPromoPage } from "@/console/pages/promos-pages";

export const metadata: Metadata = { title: "New promotion" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A new promo tile or special-offer banner for the site `?site=` names. */
export default async function ConsoleNewPromotion({ searchParams }: Props) {
  return <NewPromoPage search={await searchParams} />;
}
