import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "@/sites/config-defaults";

const analyticsEventIds = defaultSiteConfig.analytics.eventIds;
import { resolveSiteConfig } from "@/sites/resolve-config";
import { bookingLocation, type LeadFormContext, type LeadLocationOption } from "./form-context";
import { leadFormRules } from "./schemas";

const place = (
  id: string,
  dealershipId: string,
  locationType: LeadLocationOption["locationType"],
): LeadLocationOption => ({
  id,
  name: id,
  dealershipId,
  dealershipSlug: `d-${dealershipId}`,
  dealershipName: dealershipId,
  locationType,
  isPrimary: false,
  timeZone: "Australia/Sydney",
  openingHours: [],
  specialHours: [],
});

const config = resolveSiteConfig("default", {});
const context = (locations: LeadLocationOption[], dealerships: string[]): LeadFormContext => ({
  site: {
    slug: "s",
    name: "S",
    rules: leadFormRules(config.forms, dealerships.length),
    privacyNotice: "",
    privacyPolicyHref: "/privacy-policy",
    successCategoryKey: "k",
    eventIds: analyticsEventIds,
    maskPhone: false,
  },
  locations,
  dealerships: dealerships.map((id) => ({ id, slug: `d-${id}`, name: id })),
});

describe("bookingLocation", () => {
  const group = context(
    [place("service-1", "1", "service"), place("sales-1", "1", "sales"), place("sales-2", "2", "sales")],
    ["1", "2"],
  );

  it("books at the car's own location, else its dealership's sales location", () => {
    expect(bookingLocation(group, { location_id: "sales-2", dealership_id: "1" })?.id).toBe("sales-2");
    expect(bookingLocation(group, { location_id: null, dealership_id: "1" })?.id).toBe("sales-1");
  });

  it("without a car, follows the shopper's choice, and waits for one when there are several dealerships", () => {
    expect(bookingLocation(group, null, { locationId: "service-1" })?.id).toBe("service-1");
    expect(bookingLocation(group, null, { dealershipSlug: "d-2" })?.id).toBe("sales-2");
    expect(bookingLocation(group, null)).toBeNull();
    const single = context([place("only", "1", "sales")], ["1"]);
    expect(bookingLocation(single, null)?.id).toBe("only");
  });
});
