import { describe, expect, it } from "vitest";
import { canAccessDealership, canAccessSite, dealershipsAt, requiresTotp, roleAt, type StaffScope } from "./roles";

// Two groups: north (sites n1, n2) and south (s1). Dealerships: n1a, n1b at n1; s1a at s1.
const operator: StaffScope = { grants: [{ role: "operator" }] };
const northAdmin: StaffScope = { grants: [{ role: "group_admin", groupId: "north", siteIds: ["n1", "n2"] }] };
const n1aManager: StaffScope = { grants: [{ role: "manager", dealershipId: "n1a", siteId: "n1" }] };
const n1bSales: StaffScope = { grants: [{ role: "salesperson", dealershipId: "n1b", siteId: "n1" }] };
const nobody: StaffScope = { grants: [] };

describe("console roles", () => {
  it("the operator reaches every site and dealership", () => {
    expect(canAccessSite(operator, "s1")).toBe(true);
    expect(canAccessDealership(operator, "n1", "n1b")).toBe(true);
    expect(dealershipsAt(operator, "s1")).toBe("all");
    expect(roleAt(operator, "s1", "s1a")).toBe("operator");
  });

  it("a group admin reaches the group's sites and every dealership there, and nothing of another group", () => {
    expect(canAccessSite(northAdmin, "n2")).toBe(true);
    expect(canAccessSite(northAdmin, "s1")).toBe(false);
    expect(canAccessDealership(northAdmin, "n1", "n1b")).toBe(true);
    expect(canAccessDealership(northAdmin, "s1", "s1a")).toBe(false);
    expect(dealershipsAt(northAdmin, "n1")).toBe("all");
    expect(dealershipsAt(northAdmin, "s1")).toEqual([]);
  });

  it("a manager or salesperson reaches their own dealership's site, and only that dealership there", () => {
    expect(canAccessSite(n1aManager, "n1")).toBe(true);
    expect(canAccessSite(n1aManager, "n2")).toBe(false);
    expect(canAccessDealership(n1aManager, "n1", "n1a")).toBe(true);
    expect(canAccessDealership(n1aManager, "n1", "n1b")).toBe(false);
    expect(dealershipsAt(n1bSales, "n1")).toEqual(["n1b"]);
    expect(roleAt(n1bSales, "n1", "n1b")).toBe("salesperson");
    expect(roleAt(n1bSales, "n1", "n1a")).toBeNull();
  });

  it("a dealership id from another site does not pass for one at this site", () => {
    expect(canAccessDealership(n1aManager, "s1", "n1a")).toBe(false);
  });

  it("takes the strongest of several grants", () => {
    const both: StaffScope = { grants: [...n1bSales.grants, ...n1aManager.grants, ...northAdmin.grants] };
    expect(roleAt(both, "n1", "n1b")).toBe("group_admin");
    expect(
      roleAt({ grants: [...n1bSales.grants, { role: "manager", dealershipId: "n1b", siteId: "n1" }] }, "n1", "n1b"),
    ).toBe("manager");
  });

  it("no grant, no site", () => {
    expect(canAccessSite(nobody, "n1")).toBe(false);
    expect(dealershipsAt(nobody, "n1")).toEqual([]);
  });

  it("requires a second factor of the operator and group admins only", () => {
    expect(requiresTotp(operator.grants)).toBe(true);
    expect(requiresTotp(northAdmin.grants)).toBe(true);
    expect(requiresTotp([...n1aManager.grants, ...n1bSales.grants])).toBe(false);
  });
});

describe("who works a site's settings (decision 050)", () => {
  it("the operator and the site's group admin edit; the site's managers read; a salesperson and others see nothing", async () => {
    const { canEditSiteSettings, canViewSiteSettings } = await import("./roles");
    expect(canEditSiteSettings(operator, "s1")).toBe(true);
    expect(canEditSiteSettings(northAdmin, "n2")).toBe(true);
    expect(canEditSiteSettings(northAdmin, "s1")).toBe(false);
    expect(canEditSiteSettings(n1aManager, "n1")).toBe(false);
    expect(canViewSiteSettings(n1aManager, "n1")).toBe(true);
    expect(canViewSiteSettings(n1aManager, "n2")).toBe(false);
    expect(canViewSiteSettings(n1bSales, "n1")).toBe(false);
    expect(canViewSiteSettings(nobody, "n1")).toBe(false);
  });
});

describe("a manager granted the site's settings (decision 054)", () => {
  const granted: StaffScope = { grants: [{ role: "manager", dealershipId: "n1a", siteId: "n1", siteSettings: true }] };

  it("edits that site's settings, and no other site's", async () => {
    const { canEditSiteSettings } = await import("./roles");
    expect(canEditSiteSettings(granted, "n1")).toBe(true);
    expect(canEditSiteSettings(granted, "n2")).toBe(false);
  });

  it("only the site's administrators give or take the grant, never a manager", async () => {
    const { canGrantSiteSettings } = await import("./roles");
    expect(canGrantSiteSettings(operator, "n1")).toBe(true);
    expect(canGrantSiteSettings(northAdmin, "n1")).toBe(true);
    expect(canGrantSiteSettings(northAdmin, "s1")).toBe(false);
    expect(canGrantSiteSettings(granted, "n1")).toBe(false);
    expect(canGrantSiteSettings(n1aManager, "n1")).toBe(false);
  });
});
