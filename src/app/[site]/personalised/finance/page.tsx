import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FinanceApplicationPage } from "@/leads/pages/lead-pages";
import type { RouteSearchParams } from "@/platform/route-params";
import { getSiteByKey } from "@/sites/get-site";

type Props = { params: Promise<{ site: string }>; searchParams: Promise<RouteSearchParams> };

export const metadata: Metadata = { title: "Personalised Finance" };

/**
 * /personalised/finance?car_id={id}: where a car with a vehicle-identification code (NVIC) sends its
 * Finance button. The application is the finance page's, with that car filled in.
 */
export default async function PersonalisedFinanceRoute({ params, searchParams }: Props) {
  const site = await getSiteByKey((await params).site);
  if (!site) notFound();
  return <FinanceApplicationPage site={site} searchParams={await searchParams} title="Personalised Finance" />;
}
