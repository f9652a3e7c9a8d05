import type { Metadata } from "next";
import { PromoEditorPage } from "@/console/pages/promos-pages";

export const metadata: Metadata = { title: "Promotion" };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** One promotion's form. */
export default async function ConsolePromotion({ params, searchParams }: Props) {
  const { id } = await params;
  return <PromoEditorPage id={id} search={await searchParams} />;
}
