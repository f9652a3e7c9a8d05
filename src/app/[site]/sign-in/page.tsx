import type { Metadata } from "next";
import { SignInPage } from "@/accounts/sign-in-page";
import { requireSite, type SitePageProps } from "@/sites/site-page";

export const metadata: Metadata = { title: "Sign In", robots: { index: false, follow: false } };

/** /sign-in?type=…&redirect=…&back=…: phone sign-in with a texted code. */
export default async function SignInRoute({ params, searchParams }: SitePageProps) {
  const site = await requireSite(params);
  return <SignInPage site={site} searchParams={await searchParams} />;
}
