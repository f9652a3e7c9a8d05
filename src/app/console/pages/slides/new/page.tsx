import type { Metadata } from "next";
import { NewSlidePage } from "@/console/pages/slides-pages";

export const metadata: Metadata = { title: "New hero slide" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A new hero slide for the site `?site=` names. */
export default async function ConsoleNewSlide({ searchParams }: Props) {
  return <NewSlidePage search={await searchParams} />;
}
