import type { Metadata } from "next";
import { NewSitePage } from "@/console/sites/sites-pages";

export const metadata: Metadata = { title: "New site" };

/** Onboard a site: its dealerships, locations, domains and look (decision 049). */
export default function ConsoleNewSite() {
  return <NewSitePage />;
}
