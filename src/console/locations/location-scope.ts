import { roleAt, type StaffRole, type StaffScope } from "../roles";

// Who may edit which locations (decision 052): the operator every site's, a group admin its group's
// sites', a dealership manager their dealerships'; a salesperson none, and no Locations section.
// Pure rules over the member's grants; the pages and the save ask them on the server.

const editors: ReadonlySet<StaffRole> = new Set(["operator", "group_admin", "manager"]);

/** Whether the member may open /locations at all. */
export function canOpenLocations(scope: StaffScope): boolean {
  return scope.grants.some((grant) => editors.has(grant.role));
}

/** Whether the member may see and edit this location (by its site and dealership). */
export function canEditLocation(scope: StaffScope, location: { siteId: string; dealershipId: string }): boolean {
  const role = roleAt(scope, location.siteId, location.dealershipId);
  return role !== null && editors.has(role);
}

/** The sites where the member edits some location: those of their non-salesperson grants. */
export function locationSitesOf(scope: StaffScope, siteIds: readonly string[]): string[] {
  if (scope.grants.some((grant) => grant.role === "operator")) return [...siteIds];
  const reached = new Set(
    scope.grants.flatMap((grant) => {
      if (grant.role === "group_admin") return grant.siteIds;
      return grant.role === "manager" ? [grant.siteId] : [];
    }),
  );
  return siteIds.filter((id) => reached.has(id));
}
