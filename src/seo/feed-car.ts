// One car as the vehicle feeds need it, and the rules every feed shares: which cars are advertised,
// the price Australian rules let us state, and the condition.

import { priceQualifier, salePrice } from "@/cars/price";

export type FeedStore = {
  /** The location's slug: unique on the site, stable, so the feeds' store code per location. */
  code: string;
  dealershipName: string;
  street: string;
  city: string;
  state: string;
  postcode: string;
  lat: number;
  lng: number;
  phone: string;
};

export type FeedCar = {
  stocknum: string;
  slug: string;
  vin: string | null;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  carType: "new" | "used" | "demo";
  itemType: "car" | "caravan" | "motorcycle";
  /** Only cars still for sale reach a feed: in stock, or coming soon (not at the dealer yet). */
  status: "in_stock" | "coming_soon";
  reserved: boolean;
  certified: boolean;
  km: number;
  price: number;
  beforePrice: number | null;
  /** The manufacturer's recommended price (dollars) of a new car, when the dealer's feed gave it. */
  msrp: number | null;
  preorder: boolean;
  /** The dealer's price qualifier ("Drive Away", "Excl. Govt. Charges"…); null when none is given. */
  priceType: string | null;
  colour: string | null;
  body: string | null;
  fuel: string | null;
  transmission: string | null;
  drive: string | null;
  /** Plain text of the dealer's comments. */
  comments: string;
  /** Absolute picture addresses, main picture first. */
  images: string[];
  createdAt: Date;
  store: FeedStore | null;
};

/**
 * The price a feed states, or null when the car has none a shopper could pay (a placeholder price,
 * a pre-order, price on application). A reduced car states its current price with the was-price
 * beside it. Subscription prices are weekly figures, never a feed's sale price.
 */
export function feedPrice(car: FeedCar): { amount: number; was: number | null } | null {
  const sale = salePrice({ ...car, qualifier: priceQualifier(car.priceType) });
  return sale && { amount: sale.amount, was: sale.was };
}

/**
 * The sentence that qualifies a feed's price: "$25,990 drive away.", with the site's own rule for
 * reading the dealer's price type. Australian Consumer Law asks for one total price: a feed must not
 * leave a shopper to guess, so it says either 'drive away' or 'excluding government charges'.
 */
export function priceSentence(car: FeedCar, amount: number): string {
  const money = `$${new Intl.NumberFormat("en-AU").format(amount)}`;
  const qualifier = priceQualifier(car.priceType);
  if (qualifier === "drive_away") return `${money} drive away.`;
  if (qualifier === "excl_govt_charges") return `${money} excluding government charges.`;
  return `${money}.`;
}

/** New or used: a demonstrator has been registered and driven, so feeds list it as used. */
export function feedCondition(car: Pick<FeedCar, "carType">): "new" | "used" {
  return car.carType === "new" ? "new" : "used";
}
