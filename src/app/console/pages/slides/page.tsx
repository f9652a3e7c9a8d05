import type { Metadata } from "next";
import { SlidesPage } from "@/console/pages/slides-pages";

export const metadata: Metadata = { title: "Hero slides" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A site's home-page hero slides, in order, to move, edit and remove. */
export default async function ConsoleSlides({ searchParams }: Props) {
  return <SlidesPage search={await searchParams} />;
}
