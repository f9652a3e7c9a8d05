import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TestDrivePage } from "@/leads/pages/lead-pages";
import type { RouteSearchParams } from "@/platform/route-params";
import { getSiteByKey } from "@/sites/get-site";

type Props = { params: Promise<{ site: string }>; searchParams: Promise<RouteSearchParams> };

export const metadata: Metadata = { title: "Book a Test Drive" };

export default async function BookTestDriveRoute({ params, searchParams }: Props) {
  const site = await getSiteByKey((await params).site);
  if (!site?.config.features.testDrive) notFound();
  return <TestDrivePage site={site} searchParams={await searchParams} />;
}
