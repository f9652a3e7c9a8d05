import { describe, expect, it } from "vitest";
import type { StaffScope } from "../roles";
import { canEditLocation, canOpenLocations, locationSitesOf } from "./location-scope";

const operator: StaffScope = { grants: [{ role: "operator" }] };
const groupAdmin: StaffScope = { grants: [{ role: "group_admin", groupId: "g", siteIds: ["s1", "s2"] }] };
const manager: StaffScope = { grants: [{ role: "manager", dealershipId: "d1", siteId: "s1" }] };
const salesperson: StaffScope = { grants: [{ role: "salesperson", dealershipId: "d1", siteId: "s1" }] };
// Sells at one dealership, manages another of the same site.
const both: StaffScope = {
  grants: [
    { role: "salesperson", dealershipId: "d1", siteId: "s1" },
    { role: "manager", dealershipId: "d2", siteId: "s1" },
  ],
};

describe("who edits locations", () => {
  it("opens the section to the operator, group admins and managers, never to a salesperson alone", () => {
    expect([operator, groupAdmin, manager, salesperson, both].map(canOpenLocations)).toEqual([
      true,
      true,
      true,
      false,
      true,
    ]);
  });

  it("lets a manager edit their dealership's locations only, a group admin its group's sites'", () => {
    const d1 = { siteId: "s1", dealershipId: "d1" };
    const d2 = { siteId: "s1", dealershipId: "d2" };
    const elsewhere = { siteId: "s3", dealershipId: "d9" };
    expect([d1, d2, elsewhere].map((place) => canEditLocation(manager, place))).toEqual([true, false, false]);
    expect([d1, d2, elsewhere].map((place) => canEditLocation(groupAdmin, place))).toEqual([true, true, false]);
    expect([d1, d2, elsewhere].map((place) => canEditLocation(operator, place))).toEqual([true, true, true]);
    expect([d1, d2].map((place) => canEditLocation(salesperson, place))).toEqual([false, false]);
    expect([d1, d2].map((place) => canEditLocation(both, place))).toEqual([false, true]);
  });

  it("reads only the sites where the member edits something", () => {
    expect(locationSitesOf(operator, ["s1", "s3"])).toEqual(["s1", "s3"]);
    expect(locationSitesOf(groupAdmin, ["s1", "s2", "s3"])).toEqual(["s1", "s2"]);
    expect(locationSitesOf(salesperson, ["s1"])).toEqual([]);
    expect(locationSitesOf(both, ["s1"])).toEqual(["s1"]);
  });
});
