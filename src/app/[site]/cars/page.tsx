import type { Metadata } from "next";
import { requireSite, type SitePageProps } from "@/sites/site-page";
import { SearchPage } from "@/stock/search-page";
import { toUrlSearchParams } from "@/platform/route-params";

export const metadata: Metadata = { title: "Our stock" };

export default async function StockRoute({ params, searchParams }: SitePageProps) {
  const [site, query] = await Promise.all([requireSite(params), searchParams]);
  return <SearchPage site={site} searchParams={toUrlSearchParams(query)} pathname="/cars/" variant="cars" />;
}
