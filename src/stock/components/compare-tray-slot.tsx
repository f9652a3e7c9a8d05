"use client";

// Where the compare tray goes on the search and vehicle pages. The tray shows only once the shopper
// has picked a car to compare (the list lives in the browser's storage, so never in the server's
// HTML), and most visits never do: its code is fetched when the list first has a car, not with the page.

import dynamic from "next/dynamic";
import { useCompare } from "@/shopper/use-shopper-storage";

const CompareTray = dynamic(() => import("./compare-tray").then((module) => module.CompareTray), { ssr: false });

export function CompareTraySlot({ siteSlug }: { siteSlug: string }) {
  const cars = useCompare(siteSlug);
  return cars.length > 0 ? <CompareTray siteSlug={siteSlug} /> : null;
}
