import { notFound } from "next/navigation";
import { departmentLabels } from "@/locations/location-form-schema";
import { getDb } from "@/platform/db";
import { Link } from "@/ui/link";
import { ConsoleShell } from "../components/console-shell";
import { DataTable } from "../components/data-table";
import { requireStaff } from "../server/current-staff";
import { listGrantedSites } from "../server/staff-accounts";
import { canOpenLocations } from "./location-scope";
import { listEditableLocations, type LocationListEntry } from "./server/location-work";

// /locations: the locations (each a department of a dealership at an address) the member may edit,
// by site, dealership and name; a row opens the location's editor. A salesperson has no such page.

export async function LocationsPage() {
  const staff = await requireStaff();
  if (!canOpenLocations(staff.scope)) notFound();
  const db = await getDb();
  const sites = await listGrantedSites(db, staff.scope);
  const rows = await listEditableLocations(db, { staffAccountId: staff.staffAccountId, scope: staff.scope }, sites);
  const multiSite = new Set(rows.map((row) => row.siteId)).size > 1;
  return (
    <ConsoleShell staff={staff} pathname="/locations" title="Locations">
      <p className="text-sm text-muted">
        Each location is one department of a dealership at its address, with its own phones and hours. A change shows on
        the site as soon as it is saved.
      </p>
      <DataTable<LocationListEntry>
        caption="Locations"
        testId="locations-table"
        rows={rows}
        rowKey={(row) => row.id}
        empty="No locations to edit."
        columns={[
          {
            header: "Location",
            cell: (row) => (
              <Link href={`/locations/${row.id}`} className="font-semibold underline">
                {row.name}
              </Link>
            ),
          },
          { header: "Department", cell: (row) => departmentLabels[row.locationType] },
          ...(multiSite ? [{ header: "Site", cell: (row: LocationListEntry) => row.siteName }] : []),
          { header: "Dealership", cell: (row) => row.dealershipName },
          { header: "Suburb", cell: (row) => `${row.city} ${row.state}` },
          { header: "Phone", className: "whitespace-nowrap tabular-nums", cell: (row) => row.phone },
          {
            header: "On the site",
            className: "whitespace-nowrap",
            cell: (row) => (row.visible ? (row.isPrimary ? "Shown (primary)" : "Shown") : "Hidden"),
          },
        ]}
      />
    </ConsoleShell>
  );
}
