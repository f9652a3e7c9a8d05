import { describe, expect, it, vi } from "vitest";
import { canSeeLead } from "./server/lead-scope";
import { canViewReservation, canMoveReservation } from "./reservations/reservation-scope";
import { canAdministerStaff, reachesGrant } from "./staff/staff-rules";
import { canAccessSite, type StaffGrant } from "./roles";
import { canEditContent, canEditSiteContent } from "./pages/content-scope";
import { nextLeadStatuses } from "@/leads/workflow";

vi.mock("server-only", () => ({}));
const { managesLead } = await import("./leads/lead-work");

// The table of roles as one matrix, across two groups: each role against each thing the
// console lets staff do, by the same rules the pages and actions call on the server (the integration
// tests of each room prove the actions ask these rules: tests/integration/console-*.test.ts,
// staff-admin.test.ts). Group A owns sites a1 and a2; group B owns b1. The manager and the
// salesperson work at a1's first dealership.
//
//   role               | scope                 | can
//   operator           | every site            | everything
//   group admin        | the group's sites     | everything within the group
//   manager            | their dealerships     | their dealerships' leads, reservations and their own staff;
//                      |                       | their site's pages, slides and promotions (decision 053)
//   salesperson        | their dealerships     | leads assigned to them or unassigned; no money, no staff, no pages

const a1 = "site-a1";
const a2 = "site-a2";
const b1 = "site-b1";
const a1d1 = "dealership-a1-1";
const a1d2 = "dealership-a1-2";
const b1d1 = "dealership-b1-1";
const me = "staff-me";
const colleague = "staff-colleague";

const members: Record<string, StaffGrant[]> = {
  operator: [{ role: "operator" }],
  "group admin A": [{ role: "group_admin", groupId: "group-a", siteIds: [a1, a2] }],
  "group admin B": [{ role: "group_admin", groupId: "group-b", siteIds: [b1] }],
  "manager a1-1": [{ role: "manager", dealershipId: a1d1, siteId: a1 }],
  "salesperson a1-1": [{ role: "salesperson", dealershipId: a1d1, siteId: a1 }],
};

type Check = (grants: StaffGrant[]) => boolean;
const viewer = (grants: StaffGrant[]) => ({ staffAccountId: me, scope: { grants } });
const lead = (siteId: string, dealershipId: string, assignedStaffId: string | null) => ({
  siteId,
  dealershipId,
  assignedStaffId,
});
const actions: Record<string, Check> = {
  "open site a1": (g) => canAccessSite({ grants: g }, a1),
  "open site b1 (group B)": (g) => canAccessSite({ grants: g }, b1),
  "work an unassigned lead at a1-1": (g) => canSeeLead(viewer(g), lead(a1, a1d1, null)),
  "work their own lead at a1-1": (g) => canSeeLead(viewer(g), lead(a1, a1d1, me)),
  "work a colleague's lead at a1-1": (g) => canSeeLead(viewer(g), lead(a1, a1d1, colleague)),
  "work a lead at a1-2 (other dealership)": (g) => canSeeLead(viewer(g), lead(a1, a1d2, null)),
  "work a lead at b1 (group B)": (g) => canSeeLead(viewer(g), lead(b1, b1d1, null)),
  "reopen a lost lead at a1-1": (g) =>
    canSeeLead(viewer(g), lead(a1, a1d1, me)) &&
    nextLeadStatuses("lost", { manages: managesLead(viewer(g), { siteId: a1, dealershipId: a1d1 }) }).includes(
      "contacted",
    ),
  "see a reservation at a1-1": (g) => canViewReservation({ grants: g }, { siteId: a1, dealershipId: a1d1 }),
  "capture/cancel/refund at a1-1": (g) => canMoveReservation({ grants: g }, { siteId: a1, dealershipId: a1d1 }),
  "capture/cancel/refund at b1": (g) => canMoveReservation({ grants: g }, { siteId: b1, dealershipId: b1d1 }),
  "open Staff and Audit log": (g) => canAdministerStaff({ grants: g }),
  "invite a salesperson at a1-1": (g) =>
    reachesGrant({ grants: g }, { role: "salesperson", groupId: null, dealershipId: a1d1, siteId: a1 }),
  "invite a manager at a1-2": (g) =>
    reachesGrant({ grants: g }, { role: "manager", groupId: null, dealershipId: a1d2, siteId: a1 }),
  "invite a group admin of A": (g) =>
    reachesGrant({ grants: g }, { role: "group_admin", groupId: "group-a", dealershipId: null, siteId: null }),
  "invite staff at b1 (group B)": (g) =>
    reachesGrant({ grants: g }, { role: "salesperson", groupId: null, dealershipId: b1d1, siteId: b1 }),
  "open Pages (content, slides, promotions)": (g) => canEditContent({ grants: g }),
  "edit a1's pages, slides and promotions": (g) => canEditSiteContent({ grants: g }, a1),
  "edit b1's pages (group B)": (g) => canEditSiteContent({ grants: g }, b1),
};

// ✓ may, · may not; columns in the order of `members`.
//                                              op  gaA gaB mgr sales
const expected: Record<string, string> = {
  "open site a1": "                             ✓   ✓   ·   ✓   ✓",
  "open site b1 (group B)": "                   ✓   ·   ✓   ·   ·",
  "work an unassigned lead at a1-1": "          ✓   ✓   ·   ✓   ✓",
  "work their own lead at a1-1": "              ✓   ✓   ·   ✓   ✓",
  "work a colleague's lead at a1-1": "          ✓   ✓   ·   ✓   ·",
  "work a lead at a1-2 (other dealership)": "   ✓   ✓   ·   ·   ·",
  "work a lead at b1 (group B)": "              ✓   ·   ✓   ·   ·",
  "reopen a lost lead at a1-1": "               ✓   ✓   ·   ✓   ·",
  "see a reservation at a1-1": "                ✓   ✓   ·   ✓   ✓",
  "capture/cancel/refund at a1-1": "            ✓   ✓   ·   ✓   ·",
  "capture/cancel/refund at b1": "              ✓   ·   ✓   ·   ·",
  "open Staff and Audit log": "                 ✓   ✓   ✓   ✓   ·",
  "invite a salesperson at a1-1": "             ✓   ✓   ·   ✓   ·",
  "invite a manager at a1-2": "                 ✓   ✓   ·   ·   ·",
  "invite a group admin of A": "                ✓   ✓   ·   ·   ·",
  "invite staff at b1 (group B)": "             ✓   ·   ✓   ·   ·",
  "open Pages (content, slides, promotions)": "✓   ✓   ✓   ✓   ·",
  "edit a1's pages, slides and promotions": "  ✓   ✓   ·   ✓   ·",
  "edit b1's pages (group B)": "               ✓   ·   ✓   ·   ·",
};

describe("the console's roles, as a matrix across two groups", () => {
  const names = Object.keys(members);
  it.each(Object.keys(actions))("%s", (action) => {
    const answers = names.map((name) => (actions[action]?.(members[name] ?? []) ? "✓" : "·")).join(" ");
    const wanted = (expected[action] ?? "").trim().split(/\s+/).join(" ");
    expect(`${action}: ${answers}`).toBe(`${action}: ${wanted}`);
  });

  it("covers every action with a row of expectations", () => {
    expect(Object.keys(expected).sort()).toEqual(Object.keys(actions).sort());
  });
});
