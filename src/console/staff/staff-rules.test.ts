import { describe, expect, it } from "vitest";
import type { StaffScope } from "../roles";
import { canAdministerStaff, canManageMember, canResetSecondFactor, invitableRoles, reachesGrant } from "./staff-rules";

const operator: StaffScope = { grants: [{ role: "operator" }] };
const groupAdmin: StaffScope = { grants: [{ role: "group_admin", groupId: "g1", siteIds: ["s1", "s2"] }] };
const manager: StaffScope = { grants: [{ role: "manager", dealershipId: "d1", siteId: "s1" }] };
const sales: StaffScope = { grants: [{ role: "salesperson", dealershipId: "d1", siteId: "s1" }] };

const at = (role: "manager" | "salesperson", dealershipId: string, siteId: string) => ({
  role,
  dealershipId,
  siteId,
  groupId: null,
});
const admin = (groupId: string) => ({ role: "group_admin" as const, groupId, dealershipId: null, siteId: null });
const op = { role: "operator" as const, groupId: null, dealershipId: null, siteId: null };

describe("who manages which staff", () => {
  it("opens the staff pages to managers and above, never to a salesperson", () => {
    expect([operator, groupAdmin, manager, sales].map(canAdministerStaff)).toEqual([true, true, true, false]);
  });

  it("lets a manager give only manager or salesperson at their own dealership", () => {
    expect(reachesGrant(manager, at("salesperson", "d1", "s1"))).toBe(true);
    expect(reachesGrant(manager, at("manager", "d1", "s1"))).toBe(true);
    expect(reachesGrant(manager, at("salesperson", "d2", "s1"))).toBe(false);
    expect(reachesGrant(manager, admin("g1"))).toBe(false);
    expect(reachesGrant(manager, op)).toBe(false);
    expect(invitableRoles(manager)).toEqual(["manager", "salesperson"]);
  });

  it("keeps a group admin inside the group, and the operator's role to the operator", () => {
    expect(reachesGrant(groupAdmin, at("manager", "d9", "s2"))).toBe(true);
    expect(reachesGrant(groupAdmin, at("manager", "d9", "s3"))).toBe(false);
    expect(reachesGrant(groupAdmin, admin("g1"))).toBe(true);
    expect(reachesGrant(groupAdmin, admin("g2"))).toBe(false);
    expect(reachesGrant(groupAdmin, op)).toBe(false);
    expect(reachesGrant(operator, op)).toBe(true);
    expect(invitableRoles(sales)).toEqual([]);
  });

  it("manages a member only when every grant they hold is within reach", () => {
    expect(canManageMember(manager, [at("salesperson", "d1", "s1")])).toBe(true);
    expect(canManageMember(manager, [at("salesperson", "d1", "s1"), at("salesperson", "d2", "s3")])).toBe(false);
    expect(canManageMember(sales, [at("salesperson", "d1", "s1")])).toBe(false);
    expect(canManageMember(manager, [])).toBe(false);
    expect(canManageMember(operator, [])).toBe(true);
  });

  it("leaves resetting a second factor to administrators", () => {
    expect(canResetSecondFactor(manager, [at("salesperson", "d1", "s1")])).toBe(false);
    expect(canResetSecondFactor(groupAdmin, [at("salesperson", "d1", "s1")])).toBe(true);
    expect(canResetSecondFactor(groupAdmin, [admin("g2")])).toBe(false);
  });
});
