import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SuccessPage } from "@/leads/pages/lead-pages";
import { getSiteByKey } from "@/sites/get-site";

type Props = { params: Promise<{ site: string }> };

// A thank-you page is not something to find in a search engine.
export const metadata: Metadata = { title: "Thank You", robots: { index: false, follow: false } };

export default async function SuccessRoute({ params }: Props) {
  const site = await getSiteByKey((await params).site);
  if (!site) notFound();
  return <SuccessPage site={site} />;
}
