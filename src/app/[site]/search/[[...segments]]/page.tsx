import type { Metadata } from "next";
import { pageShareMetadata } from "@/seo/page-metadata";
import { requireSite } from "@/sites/site-page";
import { SearchPage } from "@/stock/search-page";
import { toUrlSearchParams, type RouteSearchParams } from "@/platform/route-params";

type Props = {
  params: Promise<{ site: string; segments?: string[] }>;
  searchParams: Promise<RouteSearchParams>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [site, { segments = [] }] = await Promise.all([requireSite(params), params]);
  const title = "Search stock";
  return { title, ...(await pageShareMetadata(site, { path: `/search/${segments.join("/")}`, title })) };
}

export default async function SearchRoute({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const { segments = [] } = await params;
  return (
    <SearchPage
      site={site}
      segments={segments}
      searchParams={toUrlSearchParams(await searchParams)}
      pathname={`/search/${segments.join("/")}`}
      variant="cars"
    />
  );
}
