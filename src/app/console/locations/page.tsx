import type { Metadata } from "next";
import { LocationsPage } from "@/console/locations/locations-page";

export const metadata: Metadata = { title: "Locations" };

/** The locations of the member's sites and dealerships, each opening its editor. */
export default function ConsoleLocations() {
  return <LocationsPage />;
}
