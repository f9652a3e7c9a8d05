import type { Metadata } from "next";
import { ResetPasswordLinkPage } from "@/console/staff/staff-pages";

export const metadata: Metadata = { title: "Choose a new password", referrer: "no-referrer" };

export default async function ConsoleResetPassword({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return <ResetPasswordLinkPage token={token} />;
}
