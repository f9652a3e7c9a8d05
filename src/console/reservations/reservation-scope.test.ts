import { describe, expect, it } from "vitest";
import type { StaffScope } from "../roles";
import { canMoveReservation, canViewReservation, paymentsReach } from "./reservation-scope";

const siteA = "site-a";
const siteB = "site-b";
const at = (siteId: string, dealershipId: string | null) => ({ siteId, dealershipId });

const operator: StaffScope = { grants: [{ role: "operator" }] };
const groupAdmin: StaffScope = { grants: [{ role: "group_admin", groupId: "g", siteIds: [siteA] }] };
const manager: StaffScope = { grants: [{ role: "manager", dealershipId: "d1", siteId: siteA }] };
const sales: StaffScope = { grants: [{ role: "salesperson", dealershipId: "d1", siteId: siteA }] };
const salesAndManager: StaffScope = {
  grants: [
    { role: "salesperson", dealershipId: "d1", siteId: siteA },
    { role: "manager", dealershipId: "d2", siteId: siteA },
  ],
};

describe("who sees and moves reservations", () => {
  it("the operator sees and moves everything; the group admin within the group's sites", () => {
    expect(canMoveReservation(operator, at(siteB, "d9"))).toBe(true);
    expect(canMoveReservation(groupAdmin, at(siteA, "d1"))).toBe(true);
    expect(canViewReservation(groupAdmin, at(siteB, "d9"))).toBe(false);
    expect(canMoveReservation(groupAdmin, at(siteB, "d9"))).toBe(false);
  });

  it("a manager moves their dealership's reservations only", () => {
    expect(paymentsReach(manager, siteA)).toEqual(["d1"]);
    expect(canMoveReservation(manager, at(siteA, "d1"))).toBe(true);
    expect(canViewReservation(manager, at(siteA, "d2"))).toBe(false);
    expect(canViewReservation(manager, at(siteB, "d1"))).toBe(false);
  });

  it("a salesperson sees their dealership's reservations but moves no money", () => {
    expect(canViewReservation(sales, at(siteA, "d1"))).toBe(true);
    expect(canMoveReservation(sales, at(siteA, "d1"))).toBe(false);
    expect(canViewReservation(sales, at(siteA, null))).toBe(false);
  });

  it("the role counts per dealership", () => {
    expect(canMoveReservation(salesAndManager, at(siteA, "d1"))).toBe(false);
    expect(canMoveReservation(salesAndManager, at(siteA, "d2"))).toBe(true);
  });
});
