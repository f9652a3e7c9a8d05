import type { Metadata } from "next";
import { ConsoleSignOutPage } from "@/console/sign-out-page";

export const metadata: Metadata = { title: "Sign out" };

/** Signing out is a button (a POST), never a visit: a link elsewhere cannot sign anyone out. */
export default function ConsoleSignOut() {
  return <ConsoleSignOutPage />;
}
