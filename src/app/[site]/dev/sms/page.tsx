import type { Metadata } from "next";
import { connection } from "next/server";
import { DevSmsPage } from "@/accounts/dev-sms-page";
import { requireSite, type SitePageProps } from "@/sites/site-page";

export const metadata: Metadata = { title: "SMS outbox (development)", robots: { index: false, follow: false } };

/** /dev/sms: the demo's SMS outbox; not found outside demo mode or with a real SMS gateway. */
export default async function DevSmsRoute({ params }: SitePageProps) {
  await connection();
  const site = await requireSite(params);
  return <DevSmsPage site={site} />;
}
