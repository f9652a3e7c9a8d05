import type { Metadata } from "next";
import { pageShareMetadata } from "@/seo/page-metadata";
import { requireSite, type SitePageProps } from "@/sites/site-page";
import { TradeInPage, tradeInPageTitle } from "@/trade-in/trade-in-page";

export async function generateMetadata({ params }: SitePageProps): Promise<Metadata> {
  const site = await requireSite(params);
  const title = tradeInPageTitle(site, "trade-in");
  return { title, ...(await pageShareMetadata(site, { path: "/trade-in", title })) };
}

export default async function TradeInRoute({ params }: SitePageProps) {
  const site = await requireSite(params);
  return <TradeInPage site={site} route="trade-in" />;
}
