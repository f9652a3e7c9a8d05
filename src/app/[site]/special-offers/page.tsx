import type { Metadata } from "next";
import { pageShareMetadata } from "@/seo/page-metadata";
import { requireSite, type SitePageProps } from "@/sites/site-page";
import { SearchPage } from "@/stock/search-page";
import { toUrlSearchParams } from "@/platform/route-params";

export async function generateMetadata({ params }: SitePageProps): Promise<Metadata> {
  const title = "Special offers";
  return { title, ...(await pageShareMetadata(await requireSite(params), { path: "/special-offers", title })) };
}

export default async function SpecialOffersRoute({ params, searchParams }: SitePageProps) {
  const [site, query] = await Promise.all([requireSite(params), searchParams]);
  return <SearchPage site={site} searchParams={toUrlSearchParams(query)} pathname="/special-offers" variant="offers" />;
}
