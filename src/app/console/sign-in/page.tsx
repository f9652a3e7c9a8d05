import type { Metadata } from "next";
import { ConsoleSignInPage } from "@/console/sign-in-page";

export const metadata: Metadata = { title: "Sign in" };

/** Staff sign-in: e-mail and password, then a code from an authenticator app where needed. */
export default function ConsoleSignIn() {
  return <ConsoleSignInPage />;
}
