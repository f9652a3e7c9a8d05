import type { Metadata } from "next";
import { ConsoleLeadPage } from "@/console/leads/lead-page";

export const metadata: Metadata = { title: "Lead" };

/** A lead's page: the car now, the shopper's answers, deliveries with Resend, status, assignment and notes. */
export default async function ConsoleLead({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  const { saved } = await searchParams;
  return <ConsoleLeadPage id={id} saved={typeof saved === "string" ? saved : undefined} />;
}
