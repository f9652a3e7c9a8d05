import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { toUrlSearchParams, type RouteSearchParams } from "@/platform/route-params";
import { getSiteByKey } from "@/sites/get-site";
import { DirectoryPage } from "@/stock/directory-page";

type Props = { params: Promise<{ site: string }>; searchParams: Promise<RouteSearchParams> };

export const metadata: Metadata = { title: "Models" };

export default async function ModelsRoute({ params, searchParams }: Props) {
  const site = await getSiteByKey((await params).site);
  if (!site) notFound();
  return <DirectoryPage site={site} searchParams={toUrlSearchParams(await searchParams)} />;
}
