import type { Metadata } from "next";
import { SpinToWinPage } from "@/promotions/spin-to-win-page";
import { requireSite, type SitePageProps } from "@/sites/site-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Spin to Win", robots: { index: false, follow: false } };

/** /spin-to-win: the dealer's promotional wheel, where the site runs one (features.spinToWin). */
export default async function SpinToWinRoute({ params }: SitePageProps) {
  return <SpinToWinPage site={await requireSite(params)} />;
}
