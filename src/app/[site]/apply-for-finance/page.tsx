import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FinanceApplicationPage } from "@/leads/pages/lead-pages";
import type { RouteSearchParams } from "@/platform/route-params";
import { getSiteByKey } from "@/sites/get-site";

type Props = { params: Promise<{ site: string }>; searchParams: Promise<RouteSearchParams> };

export const metadata: Metadata = { title: "Apply for Finance" };

export default async function ApplyForFinanceRoute({ params, searchParams }: Props) {
  const site = await getSiteByKey((await params).site);
  if (!site) notFound();
  return <FinanceApplicationPage site={site} searchParams={await searchParams} title="Apply for Finance" />;
}
