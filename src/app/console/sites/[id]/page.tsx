import type { Metadata } from "next";
import { SitePage } from "@/console/sites/sites-pages";

export const metadata: Metadata = { title: "Site" };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** One site's summary, with Pause and Resume (decision 049). */
export default async function ConsoleSite({ params, searchParams }: Props) {
  const { id } = await params;
  const done = (await searchParams).done;
  return <SitePage id={id} done={typeof done === "string" ? done : undefined} />;
}
