import type { Metadata } from "next";
import { InviteStaffPage } from "@/console/staff/staff-pages";

export const metadata: Metadata = { title: "Invite a member" };

export default function ConsoleInviteStaff() {
  return <InviteStaffPage />;
}
