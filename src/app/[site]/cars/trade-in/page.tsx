import type { Metadata } from "next";
import { toUrlSearchParams } from "@/platform/route-params";
import { pageShareMetadata } from "@/seo/page-metadata";
import { requireSite, type SitePageProps } from "@/sites/site-page";
import { TradeInPage, tradeInPageTitle } from "@/trade-in/trade-in-page";

export async function generateMetadata({ params }: SitePageProps): Promise<Metadata> {
  const site = await requireSite(params);
  const title = tradeInPageTitle(site, "cars/trade-in");
  return { title, ...(await pageShareMetadata(site, { path: "/cars/trade-in", title })) };
}

/** /cars/trade-in?car_id={id}: the flow beside the car the shopper wants; any car_id, or none, renders the page. */
export default async function CarTradeInRoute({ params, searchParams }: SitePageProps) {
  const [site, query] = await Promise.all([requireSite(params), searchParams]);
  const search = toUrlSearchParams(query);
  const carId = search.get("car_id")?.trim().slice(0, 100) || null;
  // From the buy-online journey's trade-in step: the flow offers the way back once an offer is accepted.
  const fromPurchase = search.get("return") === "buy-online";
  return <TradeInPage site={site} route="cars/trade-in" carId={carId} fromPurchase={fromPurchase} />;
}
