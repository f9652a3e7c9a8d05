import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ServicePage } from "@/leads/pages/lead-pages";
import { getSiteByKey } from "@/sites/get-site";

type Props = { params: Promise<{ site: string }> };

export const metadata: Metadata = { title: "Book a Service" };

export default async function ServiceRoute({ params }: Props) {
  const site = await getSiteByKey((await params).site);
  if (!site) notFound();
  return <ServicePage site={site} />;
}
