import type { Metadata } from "next";
import { CheckoutJourneyPage } from "@/checkout/journey/journey-page";
import { requireSite, type SitePageProps } from "@/sites/site-page";

// A shopper's own purchase: not a page for search engines.
export const metadata: Metadata = { title: "Buy Online", robots: { index: false, follow: false } };

export default async function CheckoutJourneyRoute({ params, searchParams }: SitePageProps) {
  const site = await requireSite(params);
  // The sign-in gate (site-config-forms-finance.md §4) runs in the page once the car is known.
  return <CheckoutJourneyPage site={site} searchParams={await searchParams} />;
}
