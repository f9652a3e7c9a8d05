import type { Metadata } from "next";
import { SuccessPage } from "@/leads/pages/lead-pages";
import { requireSite, type SitePageProps } from "@/sites/site-page";

// A thank-you page is not something to find in a search engine.
export const metadata: Metadata = { title: "Thank You", robots: { index: false, follow: false } };

export default async function SuccessRoute({ params }: SitePageProps) {
  const site = await requireSite(params);
  return <SuccessPage site={site} />;
}
