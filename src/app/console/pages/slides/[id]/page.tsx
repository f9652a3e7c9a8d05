import type { Metadata } from "next";
import { SlideEditorPage } from "@/console/pages/slides-pages";

export const metadata: Metadata = { title: "Hero slide" };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** One hero slide's form. */
export default async function ConsoleSlide({ params, searchParams }: Props) {
  const { id } = await params;
  return <SlideEditorPage id={id} search={await searchParams} />;
}
