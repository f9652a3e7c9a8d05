import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getSiteByKey } from "@/sites/get-site";
import { SearchPage } from "@/stock/search-page";
import { toUrlSearchParams, type RouteSearchParams } from "@/platform/route-params";

type Props = { params: Promise<{ site: string }>; searchParams: Promise<RouteSearchParams> };

export const metadata: Metadata = { title: "Our stock" };

export default async function StockRoute({ params, searchParams }: Props) {
  const site = await getSiteByKey((await params).site);
  if (!site) notFound();
  return (
    <SearchPage
      site={site}
      segments={[]}
      searchParams={toUrlSearchParams(await searchParams)}
      pathname="/cars/"
      variant="cars"
    />
  );
}
