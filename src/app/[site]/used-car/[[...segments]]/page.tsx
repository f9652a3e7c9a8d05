import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireSite } from "@/sites/site-page";
import { SearchPage } from "@/stock/search-page";
import { toUrlSearchParams, type RouteSearchParams } from "@/platform/route-params";

type Props = {
  params: Promise<{ site: string; segments?: string[] }>;
  searchParams: Promise<RouteSearchParams>;
};

export const metadata: Metadata = { title: "Search stock" };

// Used-car dealers' landing searches (/used-car/used-cars, /used-car/{make}, /used-car/{make}/{model}):
// the same landings as /search/..., on the prefix their car pages' breadcrumbs link through. Other
// sites have no such paths.
export default async function UsedCarSearchRoute({ params, searchParams }: Props) {
  const site = await requireSite(params);
  if (site.config.vehiclePage.breadcrumbPrefix !== "/used-car") notFound();
  const { segments = [] } = await params;
  return (
    <SearchPage
      site={site}
      segments={segments}
      searchParams={toUrlSearchParams(await searchParams)}
      pathname={`/used-car/${segments.join("/")}`}
      variant="cars"
    />
  );
}
