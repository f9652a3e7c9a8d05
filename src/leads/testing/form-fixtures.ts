// A site's lead form context and a car, for component tests of the lead forms.
import { defaultSiteConfig } from "@/sites/config-defaults";
import type { LeadFormContext } from "../form-context";
import type { LeadCar } from "../payload";
import { leadFormRules } from "../schemas";

export const context: LeadFormContext = {
  site: {
    slug: "s",
    name: "S",
    rules: leadFormRules(defaultSiteConfig.forms, 1),
    privacyNotice: "",
    privacyPolicyHref: "/privacy-policy",
    successCategoryKey: "k",
    eventIds: defaultSiteConfig.analytics.eventIds,
    maskPhone: false,
  },
  locations: [],
  dealerships: [{ id: "d", slug: "d", name: "D" }],
};

export const car: LeadCar = {
  id: "7d0f8a52-6a0c-4e55-9a3c-1f2a3b4c5d6e",
  slug: "2021-toyota-corolla-a1",
  stocknum: "A1",
  name: "2021 Toyota Corolla Ascent Sport",
  year: 2021,
  make: "Toyota",
  model: "Corolla",
  badge: "Ascent Sport",
  body: "Hatch",
  car_type: "used",
  status: "in_stock",
  tag: null,
  price: 25_990,
  dealership_id: "0b1c2d3e-0000-4000-8000-00000000000a",
  dealership_slug: "d",
  location_id: null,
  vin: null,
};
