import type { Metadata } from "next";
import { requireSite, type SitePageProps } from "@/sites/site-page";
import { TradeInPage, tradeInPageTitle } from "@/trade-in/trade-in-page";

export async function generateMetadata({ params }: SitePageProps): Promise<Metadata> {
  return { title: tradeInPageTitle(await requireSite(params), "sell-your-car") };
}

export default async function TradeInRoute({ params }: SitePageProps) {
  const site = await requireSite(params);
  return <TradeInPage site={site} route="sell-your-car" />;
}
