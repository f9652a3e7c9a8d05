import type { Metadata } from "next";
import { ContactPage } from "@/leads/pages/lead-pages";
import { requireSite, type SitePageProps } from "@/sites/site-page";

export const metadata: Metadata = { title: "Contact Us" };

export default async function ContactUsRoute({ params }: SitePageProps) {
  const site = await requireSite(params);
  return <ContactPage site={site} />;
}
