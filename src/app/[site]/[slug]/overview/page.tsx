import type { Metadata } from "next";
import { BrandOverviewPage, requireBrandEntry } from "@/home/brands/brand-overview-page";
import { requireSite } from "@/sites/site-page";

// /{brand}/overview on a group site. The [slug] folder has no page of its own: one-segment paths
// (/about-us) still reach [...rest].

type Props = { params: Promise<{ site: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await requireSite(params);
  const brand = await requireBrandEntry(site, (await params).slug);
  return { title: brand.title, description: brand.description };
}

export default async function BrandOverviewRoute({ params }: Props) {
  const site = await requireSite(params);
  return <BrandOverviewPage site={site} slug={(await params).slug} />;
}
