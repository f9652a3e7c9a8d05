import type { Metadata } from "next";
import { BrandsPage } from "@/home/brands/brands-page";
import { requireSite, type SitePageProps } from "@/sites/site-page";

export const metadata: Metadata = { title: "Our Brands" };

export default async function BrandsRoute({ params }: SitePageProps) {
  const site = await requireSite(params);
  return <BrandsPage site={site} />;
}
