// From validated form values to the lead document the dealer receives (stored in leads.payload and
// sent on by e-mail and to the CRM). Pure, so every transform the product names is unit-tested:
// extras folded in, the careers category remapped, the car's details and the request's context added.

import { isInStock, type CarDocument } from "@/cars/car";
import { slugify } from "@/platform/slugify";
import { findSimilarSubcategory, fixedCategories, type LeadFormRules, type LeadFormType } from "./lead-fields";
import type { LeadFields, ParsedLead } from "./schemas";
import { formatSlotValue } from "./slots";

/** What a lead needs to know of a car: a CarDocument has all of it. */
export type LeadCar = Pick<
  CarDocument,
  | "id"
  | "slug"
  | "stocknum"
  | "name"
  | "year"
  | "make"
  | "model"
  | "badge"
  | "body"
  | "car_type"
  | "status"
  | "tag"
  | "price"
  | "dealership_id"
  | "dealership_slug"
  | "location_id"
> & { vin?: string | null };

export type LeadRequestContext = {
  pageUrl: string;
  userAgent: string | null;
  visitedPages: readonly string[];
  linkedQueryParams: Readonly<Record<string, string>>;
  isLastStep: boolean;
  /** An earlier lead of the same multi-step flow. */
  parentLeadId: string | null;
};

export type LeadRouting = {
  dealershipId: string | null;
  dealershipSlug: string | null;
  locationId: string | null;
  locationName: string | null;
};

export type LeadPayloadDocument = Record<string, unknown> & {
  form_type: LeadFormType;
  category: string;
  subcategory: string | null;
  source: "Website";
};

export const careersCategory = "Careers Enquiry";

/** Careers enquiries travel as general enquiries: the dealers' CRMs have no careers category. */
export function mapCategory(
  category: string,
  subcategory: string | null,
): { category: string; subcategory: string | null } {
  if (category === careersCategory) return { category: "General Enquiry", subcategory: "Career Enquiry" };
  return { category, subcategory };
}

/** The category a form sends: the shopper's choice where the form offers one, else the form's own. */
export function leadCategory(
  formType: LeadFormType,
  rules: LeadFormRules,
  fields: LeadFields,
  car: Pick<LeadCar, "status"> | null,
): { category: string; subcategory: string | null } {
  const chosen =
    formType === "enquiry"
      ? rules.showCategory && fields.category
        ? fields.category
        : rules.defaultCategory
      : fixedCategories[formType];
  let subcategory = fields.subcategory ?? null;
  if (car && !isInStock(car.status) && (formType === "enquiry" || formType === "vehicle-enquiry")) {
    subcategory ??= findSimilarSubcategory;
  }
  return mapCategory(chosen, subcategory);
}

/** The car's details every lead about a car carries (the product's lead form defaults). */
export function carDetails(car: LeadCar): Record<string, unknown> {
  return {
    car_id: car.id,
    car_dealership_id: car.dealership_id,
    dealership_slug: car.dealership_slug,
    manufacturer_slug: slugify(car.make),
    stock_number: car.stocknum,
    "Vehicle Make": car.make,
    "Vehicle Model": car.model,
    vehicle_name: car.name,
    vehicle_year: car.year,
    car_type: car.car_type,
    vehicle_status: car.status,
    ...(car.vin ? { vin: car.vin } : {}),
  };
}

/** Drops empty values so the dealer's CRM sees only what the shopper answered. */
function answered(fields: LeadFields): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || key === "website" || key === "terms") continue;
    out[key] = value;
  }
  return out;
}

export function buildLeadPayload(input: {
  formType: LeadFormType;
  rules: LeadFormRules;
  parsed: ParsedLead;
  car: LeadCar | null;
  routing: LeadRouting;
  request: LeadRequestContext;
}): LeadPayloadDocument {
  const { formType, rules, parsed, car, routing, request } = input;
  const { fields, extras } = parsed;
  const { category, subcategory } = leadCategory(formType, rules, fields, car);
  const payload: LeadPayloadDocument = {
    ...answered(fields),
    ...extras.radios,
    form_type: formType,
    category,
    subcategory,
    opt_in: fields.opt_in,
    ...(rules.terms.required ? { terms_agreed: fields.terms } : {}),
    additional_services: [...extras.additionalServices],
    ...(routing.dealershipSlug ? { dealership_slug: routing.dealershipSlug } : {}),
    ...(routing.locationId ? { location: routing.locationId } : {}),
    ...(routing.locationName ? { location_name: routing.locationName } : {}),
    ...(fields.appointment ? { appointment_label: formatSlotValue(fields.appointment) } : {}),
    ...(fields.inspectionAt ? { inspection_label: formatSlotValue(fields.inspectionAt) } : {}),
    ...(car ? carDetails(car) : {}),
    url: request.pageUrl,
    source: "Website",
    user_agent: request.userAgent,
    lead_attributes: {
      visited_pages: [...request.visitedPages],
      linked_query_params: { ...request.linkedQueryParams },
      is_last_step: request.isLastStep,
      ...(request.parentLeadId ? { parent_lead_id: request.parentLeadId } : {}),
    },
  };
  if (!car) payload.car_id = null;
  return payload;
}
