import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContactPage } from "@/leads/pages/lead-pages";
import { getSiteByKey } from "@/sites/get-site";

type Props = { params: Promise<{ site: string }> };

export const metadata: Metadata = { title: "Contact Us" };

export default async function ContactRoute({ params }: Props) {
  const site = await getSiteByKey((await params).site);
  if (!site) notFound();
  return <ContactPage site={site} />;
}
