import type { Metadata } from "next";
import { DealerLocatorPage } from "@/locations/dealer-locator-page";
import { requireSite, type SitePageProps } from "@/sites/site-page";

export const metadata: Metadata = { title: "Dealer Locator" };

export default async function DealerLocatorRoute({ params, searchParams }: SitePageProps) {
  const site = await requireSite(params);
  const { postcode } = await searchParams;
  return <DealerLocatorPage site={site} postcode={typeof postcode === "string" ? postcode : null} />;
}
