import type { Metadata } from "next";
import { FinanceApplicationPage } from "@/leads/pages/lead-pages";
import { gatePage, pagePath } from "@/accounts/gate";
import { requireSite, type SitePageProps } from "@/sites/site-page";

export const metadata: Metadata = { title: "Finance" };

export default async function FinanceRoute({ params, searchParams }: SitePageProps) {
  const site = await requireSite(params);
  const query = await searchParams;
  // Where the site gates finance behind sign-in, a signed-out visitor signs in first.
  await gatePage(site, { route: "finance" }, pagePath("/finance", query));
  return <FinanceApplicationPage site={site} searchParams={query} title="Finance" />;
}
