import type { Metadata } from "next";
import { SitesListPage } from "@/console/sites/sites-pages";

export const metadata: Metadata = { title: "Sites" };

/** Every site on the platform (decision 049); the platform's operator only, anyone else the 404 page. */
export default function ConsoleSites() {
  return <SitesListPage />;
}
