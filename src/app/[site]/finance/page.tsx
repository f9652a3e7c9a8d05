import type { Metadata } from "next";
import { FinanceApplicationPage } from "@/leads/pages/lead-pages";
import { requireSite, type SitePageProps } from "@/sites/site-page";

export const metadata: Metadata = { title: "Finance" };

export default async function FinanceRoute({ params, searchParams }: SitePageProps) {
  const site = await requireSite(params);
  return <FinanceApplicationPage site={site} searchParams={await searchParams} title="Finance" />;
}
