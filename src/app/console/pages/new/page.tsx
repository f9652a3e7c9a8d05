import type { Metadata } from "next";
import { NewPagePage } from "@/console/pages/page-editor-page";

export const metadata: Metadata = { title: "New page" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A new page or blog post (`?kind=post`) of the site `?site=` names, with its live preview. */
export default async function ConsoleNewPage({ searchParams }: Props) {
  return <NewPagePage search={await searchParams} />;
}
