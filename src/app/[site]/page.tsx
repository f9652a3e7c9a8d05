import { notFound } from "next/navigation";
import { getSiteByKey } from "@/sites/get-site";
import { HomePage } from "@/home/home-page";

export default async function SiteHome({ params }: { params: Promise<{ site: string }> }) {
  const site = await getSiteByKey((await params).site);
  if (!site) notFound();
  return <HomePage site={site} />;
}
