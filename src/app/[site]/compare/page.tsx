import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireSite, type SitePageProps } from "@/sites/site-page";
import { parseCompareIds } from "@/vehicle/compare";
import { ComparePage } from "@/vehicle/compare-page";

export const metadata: Metadata = { title: "Compare", robots: { index: false } };

export default async function CompareRoute({ params, searchParams }: SitePageProps) {
  const site = await requireSite(params);
  if (!site.config.features.compare) notFound();
  const { ids } = await searchParams;
  return <ComparePage site={site} ids={parseCompareIds(ids)} hasIds={ids !== undefined} />;
}
