import type { CarFinanceFacts } from "@/platform/db/json-types";
import type { DrawnPhoto } from "@/platform/media/photo-urls";

// The car as the platform knows it once it is listed: the fields a search document carries, and the
// rules that follow from them alone. Every feature (search, finance, leads, the vehicle page) reads
// a car through these, so the rules live here once.

export type CarStatus = "in_stock" | "coming_soon" | "sold";

/** One listable car as the index holds it, built from the database by src/stock/documents.ts. */
export type CarDocument = {
  id: string;
  slug: string;
  stocknum: string;
  /** Display title, e.g. "2021 Toyota Corolla Ascent Sport". */
  name: string;
  year: number;
  make: string;
  model: string;
  /** `${make} > ${model}`: a model facet value that cannot collide across makes. */
  make_model: string;
  badge: string | null;
  series: string | null;
  colour: string | null;
  body: string | null;
  drive: string | null;
  fuel: string | null;
  transmission: string | null;
  car_type: "new" | "used" | "demo";
  item_type: "car" | "caravan" | "motorcycle";
  status: CarStatus;
  tag: string | null;
  certified: boolean;
  reserved: boolean;
  preorder: boolean;
  seats: number | null;
  categories: string[];
  filtered_features: string[];
  /** Whole kilometres and whole dollars. */
  km: number;
  price: number;
  before_price: number | null;
  /** The price with the dealer's trade-in offer applied; absent or null when no offer applies. */
  offer_price?: number | null;
  subscription_price: number | null;
  /** What the price includes, from the dealer's price type: drive away, or excluding government charges. */
  price_qualifier: "drive_away" | "excl_govt_charges" | null;
  /** Weekly finance estimate in dollars, when the car has lender data; drives weekly_price_range. */
  weekly_price: number | null;
  /** What the car's finance figure is decided from (finance-display.ts); absent: no lender data. */
  finance?: CarFinanceFacts;
  price_range: string;
  weekly_price_range: string | null;
  city: string | null;
  state: string | null;
  location_id: string | null;
  location_name: string | null;
  dealership_id: string;
  dealership_name: string;
  dealership_slug: string;
  /** The car's VIN, when the dealer gives it (the finance form takes it). */
  vin: string | null;
  /** Unix seconds. */
  created_at_timestamp: number;
  sold_date_timestamp: number | null;
  custom_rank: number;
  views: number;
  primary_image_url: string | null;
  /** The first processed photo, which a card draws responsively; null: draw `primary_image_url`. */
  primary_photo: DrawnPhoto | null;
  image_count: number;
  checkout_enabled: boolean;
  trade_in_allowed: boolean;
  has_history_report: boolean;
};

/** Cars that are still for sale; any other status (including ones a feed invents) counts as sold. */
export function isInStock(status: string): boolean {
  return status === "in_stock" || status === "coming_soon";
}
