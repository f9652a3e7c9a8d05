import type { Metadata } from "next";
import { requireSite, type SitePageProps } from "@/sites/site-page";
import { SearchPage } from "@/stock/search-page";
import { toUrlSearchParams } from "@/platform/route-params";

export const metadata: Metadata = { title: "Special offers" };

export default async function SpecialOffersRoute({ params, searchParams }: SitePageProps) {
  const [site, query] = await Promise.all([requireSite(params), searchParams]);
  return <SearchPage site={site} searchParams={toUrlSearchParams(query)} pathname="/special-offers" variant="offers" />;
}
