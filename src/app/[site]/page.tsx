import { requireSite, type SitePageProps } from "@/sites/site-page";
import { HomePage } from "@/home/home-page";

export default async function SiteHome({ params }: SitePageProps) {
  const site = await requireSite(params);
  return <HomePage site={site} />;
}
