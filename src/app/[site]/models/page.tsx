import type { Metadata } from "next";
import { toUrlSearchParams } from "@/platform/route-params";
import { requireSite, type SitePageProps } from "@/sites/site-page";
import { DirectoryPage } from "@/stock/directory-page";

export const metadata: Metadata = { title: "Models" };

export default async function ModelsRoute({ params, searchParams }: SitePageProps) {
  const site = await requireSite(params);
  return <DirectoryPage site={site} searchParams={toUrlSearchParams(await searchParams)} />;
}
