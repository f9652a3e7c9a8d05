import type { Metadata } from "next";
import { AuditLogPage } from "@/console/staff/staff-pages";

export const metadata: Metadata = { title: "Audit log" };

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value.slice(0, 100) : undefined);

export default async function ConsoleAudit({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  return <AuditLogPage query={{ action: one(query.action), member: one(query.member), before: one(query.before) }} />;
}
