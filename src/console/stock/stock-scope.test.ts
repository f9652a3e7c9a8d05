import { describe, expect, it } from "vitest";
import type { StaffScope } from "../roles";
import { canChangeStock, changesAnyStock } from "./stock-scope";

const site = "site-1";
const other = "site-2";
const scopes: Record<string, StaffScope> = {
  operator: { grants: [{ role: "operator" }] },
  groupAdmin: { grants: [{ role: "group_admin", groupId: "g", siteIds: [site] }] },
  manager: { grants: [{ role: "manager", dealershipId: "d1", siteId: site }] },
  salesperson: { grants: [{ role: "salesperson", dealershipId: "d1", siteId: site }] },
};

describe("who changes stock", () => {
  it("the operator, the site's group admin and the dealership's manager; never a salesperson", () => {
    expect(canChangeStock(scopes.operator!, site, "d1")).toBe(true);
    expect(canChangeStock(scopes.groupAdmin!, site, "d1")).toBe(true);
    expect(canChangeStock(scopes.manager!, site, "d1")).toBe(true);
    expect(canChangeStock(scopes.salesperson!, site, "d1")).toBe(false);
  });

  it("nobody changes a dealership or site beyond their grants", () => {
    expect(canChangeStock(scopes.groupAdmin!, other, "d9")).toBe(false);
    expect(canChangeStock(scopes.manager!, site, "d2")).toBe(false);
  });

  it("a salesperson who also manages another dealership changes that one's stock only", () => {
    const both: StaffScope = {
      grants: [...scopes.salesperson!.grants, { role: "manager", dealershipId: "d2", siteId: site }],
    };
    expect(canChangeStock(both, site, "d1")).toBe(false);
    expect(canChangeStock(both, site, "d2")).toBe(true);
    expect(changesAnyStock(both)).toBe(true);
    expect(changesAnyStock(scopes.salesperson!)).toBe(false);
  });
});
