import type { Metadata } from "next";
import { ForgotPasswordPage } from "@/console/staff/staff-pages";

export const metadata: Metadata = { title: "Forgot your password?" };

export default function ConsoleForgotPassword() {
  return <ForgotPasswordPage />;
}
