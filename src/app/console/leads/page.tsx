import type { Metadata } from "next";
import { LeadsInboxPage } from "@/console/leads/inbox-page";

export const metadata: Metadata = { title: "Leads" };

/** The leads inbox: the member's leads across their sites, filtered by the query string. */
export default async function ConsoleLeads({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <LeadsInboxPage query={await searchParams} />;
}
