import type { Metadata } from "next";
import { SuccessPage } from "@/leads/pages/lead-pages";
import type { RouteSearchParams } from "@/platform/route-params";
import { requireSite, type SitePageProps } from "@/sites/site-page";

// A thank-you page is not something to find in a search engine.
export const metadata: Metadata = { title: "Thank You", robots: { index: false, follow: false } };

export default async function SuccessRoute({
  params,
  searchParams,
}: SitePageProps & { searchParams: Promise<RouteSearchParams> }) {
  const site = await requireSite(params);
  const { lead } = await searchParams;
  return <SuccessPage site={site} leadId={typeof lead === "string" ? lead : null} />;
}
