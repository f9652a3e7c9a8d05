import type { Metadata } from "next";
import { ServicePage } from "@/leads/pages/lead-pages";
import { requireSite, type SitePageProps } from "@/sites/site-page";

export const metadata: Metadata = { title: "Book a Service" };

export default async function ServiceRoute({ params }: SitePageProps) {
  const site = await requireSite(params);
  return <ServicePage site={site} />;
}
