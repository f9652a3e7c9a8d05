import type { Metadata } from "next";
import { PagesListPage } from "@/console/pages/pages-list-page";

export const metadata: Metadata = { title: "Pages" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A site's pages and blog posts (decision 053); a salesperson gets the 404 page. */
export default async function ConsolePages({ searchParams }: Props) {
  return <PagesListPage search={await searchParams} />;
}
