import type { Metadata } from "next";
import { StaffListPage } from "@/console/staff/staff-pages";

export const metadata: Metadata = { title: "Staff" };

/** The staff this member manages (decision 048); a salesperson gets the 404 page. */
export default function ConsoleStaff() {
  return <StaffListPage />;
}
