// One car as the vehicle feeds need it, and the rules every feed shares: which cars are advertised,
// the price Australian rules let us state, and the condition.

import { priceDisplay } from "@/stock/price-display";

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
  const display = priceDisplay(
    { ...car, subscriptionPrice: null },
    { subscriptions: false, noPriceText: "", preorderText: "" },
  );
  if (display.kind === "reduced") return { amount: display.amount, was: display.was };
  if (display.kind === "price") return { amount: display.amount, was: null };
  return null;
}

/**
 * Whether the stated price is drive-away (on-road costs included), as the dealer says in its price
 * qualifier. Australian Consumer Law asks for one total price: a feed must not leave a shopper to
 * guess, so the feeds say either 'drive away' or 'excluding government charges'.
 */
export function isDriveAway(priceType: string | null): boolean | null {
  if (priceType === null || priceType.trim() === "") return null;
  const text = priceType.toLowerCase();
  if (/excl|\begc\b|plus|\+ ?orc/.test(text)) return false;
  return /drive|ride|tow|on.?road|incl|\bdap\b/.test(text) ? true : null;
}

/** The sentence that qualifies a feed's price: "$25,990 drive away." */
export function priceQualifier(car: FeedCar, amount: number): string {
  const money = `$${new Intl.NumberFormat("en-AU").format(amount)}`;
  const driveAway = isDriveAway(car.priceType);
  if (driveAway === true) return `${money} drive away.`;
  if (driveAway === false) return `${money} excluding government charges.`;
  return `${money}.`;
}

/** New or used: a demonstrator has been registered and driven, so feeds list it as used. */
export function feedCondition(car: Pick<FeedCar, "carType">): "new" | "used" {
  return car.carType === "new" ? "new" : "used";
}
