import type { Metadata } from "next";
import { ConsoleDashboardPage } from "@/console/dashboard/dashboard-page";

export const metadata: Metadata = { title: "Dashboard" };

/** The dashboard: a site's leads, reservations, views and stock over 7, 30 or 90 days. */
export default async function ConsoleDashboard({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <ConsoleDashboardPage searchParams={await searchParams} />;
}
