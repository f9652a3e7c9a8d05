import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TestDrivePage } from "@/leads/pages/lead-pages";
import { requireSite, type SitePageProps } from "@/sites/site-page";

export const metadata: Metadata = { title: "Book a Test Drive" };

export default async function BookTestDriveRoute({ params, searchParams }: SitePageProps) {
  const site = await requireSite(params);
  if (!site.config.features.testDrive) notFound();
  return <TestDrivePage site={site} searchParams={await searchParams} />;
}
