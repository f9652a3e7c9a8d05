import type { StaffScope } from "../roles";

// Who edits a site's pages, posts, hero slides and promotions (decision 053): the operator every
// site, a group admin their group's sites, a manager the sites of their dealerships. A salesperson
// does not: the section is not in their header and the server refuses them, as for a site out of reach.

/** Whether the member may edit this site's content. */
export function canEditSiteContent(scope: StaffScope, siteId: string): boolean {
  return scope.grants.some((grant) => {
    if (grant.role === "operator") return true;
    if (grant.role === "group_admin") return grant.siteIds.includes(siteId);
    return grant.role === "manager" && grant.siteId === siteId;
  });
}

/** Whether the member edits any site's content: the Pages section is theirs. */
export function canEditContent(scope: StaffScope): boolean {
  return scope.grants.some((grant) => grant.role !== "salesperson");
}
