import type { FacetName, SiteConfig } from "@/sites/config-schema";
import { facetNames } from "@/sites/config-vocabularies";
import type { KeywordFacet, NumericFacet } from "./engine/types";

// Facet names and value labels as shoppers read them; shared by the server page and the panel.

/** The facets a site shows on its car search, in the product's order. */
export function visibleFacets(config: SiteConfig): FacetName[] {
  return facetNames.filter((facet) => config.search.facets[facet]);
}

export const facetLabels: Record<KeywordFacet | NumericFacet, string> = {
  badge: "Badge",
  status: "Availability",
  car_type: "Condition",
  categories: "Category",
  city: "City",
  colour: "Colour",
  dealership_name: "Dealership",
  filtered_features: "Features",
  item_type: "Vehicle type",
  km: "Kms",
  location_name: "Location",
  make: "Make",
  make_model: "Make and model",
  model: "Model",
  price: "Price",
  subscription_price: "Subscription",
  price_range: "Price range",
  seats: "Seats",
  body: "Body type",
  drive: "Drive",
  fuel: "Fuel",
  transmission: "Transmission",
  state: "State",
  tag: "Tag",
  weekly_price_range: "Weekly repayments",
  year: "Year",
  certified: "Certified",
  created_at_timestamp: "Listed",
};

export const valueLabels: Partial<Record<KeywordFacet, Record<string, string>>> = {
  status: { in_stock: "In stock", coming_soon: "Coming soon", sold: "Sold" },
  car_type: { new: "New", used: "Used", demo: "Demo" },
  item_type: { car: "Cars", caravan: "Caravans", motorcycle: "Motorcycles" },
  certified: { true: "Certified", false: "Not certified" },
};
