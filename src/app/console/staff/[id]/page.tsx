import type { Metadata } from "next";
import { StaffMemberPage } from "@/console/staff/staff-pages";

export const metadata: Metadata = { title: "Staff member" };

export default async function ConsoleStaffMember({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  const { done } = await searchParams;
  return <StaffMemberPage memberId={id} done={typeof done === "string" ? done : undefined} />;
}
