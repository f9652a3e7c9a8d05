import { canEditContent } from "./pages/content-scope";
import { isOperator, type StaffScope } from "./roles";
import { canOpenLocations } from "./locations/location-scope";
import { canAdministerStaff } from "./staff/staff-rules";

// The console's sections, in the order the header lists them. A section is listed only once its
// page is built (a link is a promise) and only to staff whose grants open it.

export type ConsoleSection = {
  href: string;
  label: string;
  /** Whether this member may open it; every member for sections that filter by their sites. */
  shows: (scope: StaffScope) => boolean;
};

const everyone = () => true;

export const consoleSections: readonly ConsoleSection[] = [
  { href: "/", label: "Home", shows: everyone },
  { href: "/leads", label: "Leads", shows: everyone },
  { href: "/reservations", label: "Reservations", shows: everyone },
  // Everyone reads their dealerships' stock; a salesperson changes none of it (stock-scope.ts).
  { href: "/stock", label: "Stock", shows: everyone },
  { href: "/dashboard", label: "Dashboard", shows: everyone },
  { href: "/locations", label: "Locations", shows: canOpenLocations },
  { href: "/pages", label: "Pages", shows: canEditContent },
  { href: "/staff", label: "Staff", shows: canAdministerStaff },
  { href: "/audit", label: "Audit log", shows: canAdministerStaff },
  // Onboarding (decision 049): every site, for the platform's operator only.
  { href: "/sites", label: "Sites", shows: isOperator },
];

/** The sections a member sees, and which one the page at `pathname` belongs to. */
export function sectionsFor(scope: StaffScope, pathname: string) {
  const shown = consoleSections.filter((section) => section.shows(scope));
  const current = shown
    .filter((section) =>
      section.href === "/" ? pathname === "/" : pathname === section.href || pathname.startsWith(`${section.href}/`),
    )
    .at(0);
  return { shown, current: current?.href ?? null };
}
