import { and, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import { leads } from "@/platform/db/schema";
import { dealershipsAt, roleAt, type StaffScope } from "../roles";

// Which of a site's leads a staff member may see and work (decision 042's table): the operator and
// the site's group admin every lead of the site; a manager their dealerships' leads; a salesperson
// their dealerships' leads that are assigned to them or to no one. The inbox filters by it in SQL and
// every lead page and lead action checks it, so the two never disagree.

export type LeadViewer = { staffAccountId: string; scope: StaffScope };

/** The condition on `leads` for one site, or null when the member sees none of its leads. */
export function visibleLeadsWhere(viewer: LeadViewer, siteId: string): SQL | null {
  const reach = dealershipsAt(viewer.scope, siteId);
  if (reach === "all") return eq(leads.siteId, siteId);
  const managed = reach.filter((id) => roleAt(viewer.scope, siteId, id) === "manager");
  const selling = reach.filter((id) => roleAt(viewer.scope, siteId, id) === "salesperson");
  const parts: SQL[] = [];
  if (managed.length > 0) parts.push(inArray(leads.dealershipId, managed));
  if (selling.length > 0) {
    const mineOrNobodys = or(isNull(leads.assignedStaffId), eq(leads.assignedStaffId, viewer.staffAccountId));
    if (mineOrNobodys) parts.push(and(inArray(leads.dealershipId, selling), mineOrNobodys) as SQL);
  }
  if (parts.length === 0) return null;
  return and(eq(leads.siteId, siteId), parts.length === 1 ? parts[0] : or(...parts)) ?? null;
}

/** The same rule for one lead already read: whether this member may open and work it. */
export function canSeeLead(
  viewer: LeadViewer,
  lead: { siteId: string; dealershipId: string | null; assignedStaffId: string | null },
): boolean {
  const reach = dealershipsAt(viewer.scope, lead.siteId);
  if (reach === "all") return true;
  if (!lead.dealershipId || !reach.includes(lead.dealershipId)) return false;
  const role = roleAt(viewer.scope, lead.siteId, lead.dealershipId);
  if (role === "manager") return true;
  return lead.assignedStaffId === null || lead.assignedStaffId === viewer.staffAccountId;
}
