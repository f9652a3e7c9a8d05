import type { Metadata } from "next";
import { FinanceApplicationPage } from "@/leads/pages/lead-pages";
import { gatePage, pagePath } from "@/accounts/gate";
import { requireSite, type SitePageProps } from "@/sites/site-page";

export const metadata: Metadata = { title: "Personalised Finance" };

/**
 * /personalised/finance?car_id={id}: where a car with a vehicle-identification code (NVIC) sends its
 * Finance button. The application is the finance page's, with that car filled in.
 */
export default async function PersonalisedFinanceRoute({ params, searchParams }: SitePageProps) {
  const site = await requireSite(params);
  const query = await searchParams;
  // Where the site gates personalised finance behind sign-in, a signed-out visitor signs in first.
  await gatePage(site, { route: "personalisedFinance" }, pagePath("/personalised/finance", query));
  return <FinanceApplicationPage site={site} searchParams={query} title="Personalised Finance" />;
}
