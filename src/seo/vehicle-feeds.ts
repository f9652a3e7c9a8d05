// The two vehicle feeds a site publishes, written from the providers' own field lists (decision 023):
// Google's vehicle listings feed (RSS 2.0 with the g: namespace) and Meta's automotive inventory
// catalogue feed (its <listings> XML). Pure: the cars come from loadFeedCars.

import { carTitle } from "@/cars/car-title";
import { absoluteUrl } from "@/sites/site-origin";
import { carPath } from "@/stock/search-urls";
import { feedCondition, feedPrice, priceSentence, type FeedCar } from "./feed-car";
import { xmlDeclaration, xmlElement, xmlText } from "./xml";

export const googleFeedPath = "/feeds/google-vehicle-listings.xml";
export const facebookFeedPath = "/feeds/facebook-automotive-inventory.xml";

export type FeedSite = { name: string; origin: string };

const descriptionLimit = 5000;

function description(car: FeedCar, amount: number): string {
  const text = `${carTitle(car)}. ${priceSentence(car, amount)} ${car.comments}`.trim();
  return text.length > descriptionLimit ? `${text.slice(0, descriptionLimit - 1)}…` : text;
}

const fullVin = /^[A-HJ-NPR-Z0-9]{17}$/;

// ---------------------------------------------------------------------------------------------
// Google vehicle listings

/**
 * Google's entry for a car, or null for one Google does not take: vehicle listings are for
 * passenger vehicles (not caravans or motorcycles) with a 17-character VIN, a price and a store, on
 * the dealer's lot. Google reads every vehicle in the feed as in stock and asks that one not in
 * stock be removed from the feed; its only other vehicle availability, `build_to_order`, is for a new
 * vehicle the buyer configures. So a coming-soon car is left out until it arrives (decision 023).
 */
export function googleListing(car: FeedCar, site: FeedSite): Record<string, string | string[]> | null {
  if (car.status !== "in_stock") return null;
  const price = feedPrice(car);
  if (car.itemType !== "car" || !car.vin || !fullVin.test(car.vin) || !price || !car.store) return null;
  const { store } = car;
  const condition = feedCondition(car);
  return {
    id: car.stocknum,
    vin: car.vin,
    store_code: store.code,
    dealership_name: store.dealershipName,
    dealership_address: `${store.street}, ${store.city} ${store.state} ${store.postcode}, AU`,
    title: carTitle(car),
    description: description(car, price.amount),
    link: absoluteUrl(site.origin, carPath(car.slug)),
    image_link: car.images[0] ?? "",
    additional_image_link: car.images.slice(1, 11),
    price: `${price.amount} AUD`,
    // Google's recommended price, for new vehicles only, when the dealer's feed gives it.
    ...(condition === "new" && car.msrp ? { vehicle_msrp: `${car.msrp} AUD` } : {}),
    condition,
    certified_pre_owned: condition === "used" && car.certified ? "yes" : "",
    make: car.make,
    model: car.model,
    trim: car.badge ?? "",
    year: String(car.year),
    mileage: `${car.km} km`,
    exterior_color: car.colour ?? "",
    date_in_stock: car.createdAt.toISOString().slice(0, 10),
  };
}

export function renderGoogleFeed(cars: readonly FeedCar[], site: FeedSite): string {
  const items = cars.flatMap((car) => {
    const listing = googleListing(car, site);
    if (!listing) return [];
    const fields = Object.entries(listing).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map((one) => xmlElement(`g:${name}`, one)),
    );
    return [`<item>${fields.join("")}</item>`];
  });
  return [
    xmlDeclaration,
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    "<channel>",
    xmlElement("title", `${site.name} vehicles`),
    xmlElement("link", site.origin),
    xmlElement("description", `Vehicles for sale at ${site.name}`),
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------
// Meta (Facebook) automotive inventory

const facebookBodyStyles: Record<string, string> = {
  convertible: "CONVERTIBLE",
  coupe: "COUPE",
  hatch: "HATCHBACK",
  hatchback: "HATCHBACK",
  "people mover": "MINIVAN",
  minivan: "MINIVAN",
  suv: "SUV",
  sedan: "SEDAN",
  van: "VAN",
  wagon: "WAGON",
  ute: "TRUCK",
  "cab chassis": "TRUCK",
  crossover: "CROSSOVER",
};

const facebookFuel: Record<string, string> = {
  petrol: "PETROL",
  diesel: "DIESEL",
  electric: "ELECTRIC",
  hybrid: "HYBRID",
  phev: "PLUGIN_HYBRID",
  "plug-in hybrid": "PLUGIN_HYBRID",
};

const facebookDrivetrain: Record<string, string> = { "4wd": "4X4", awd: "AWD", fwd: "FWD", rwd: "RWD", "2wd": "4X2" };

const facebookVehicleType: Record<FeedCar["itemType"], string> = {
  car: "car_truck",
  caravan: "rv_camper",
  motorcycle: "motorcycle",
};

function lookup(table: Record<string, string>, value: string | null, fallback: string): string {
  return (value && table[value.toLowerCase()]) ?? fallback;
}

export type FacebookListing = {
  fields: Record<string, string>;
  images: { url: string; tag: string }[];
  address: { addr1: string; city: string; region: string; postal_code: string; country: string };
};

/**
 * Meta's `availability` (AVAILABLE, NOT_AVAILABLE, PENDING; it has no pre-order value). A car held
 * for another buyer is a pending sale. A coming-soon car stays in the catalogue as NOT_AVAILABLE
 * rather than being dropped: Meta does not advertise it as on the lot, and it keeps its catalogue
 * item (id, fetched pictures, sets) for the day it arrives and the feed says AVAILABLE (decision 023).
 */
export function facebookAvailability(car: Pick<FeedCar, "status" | "reserved">): string {
  if (car.status === "coming_soon") return "NOT_AVAILABLE";
  return car.reserved ? "PENDING" : "AVAILABLE";
}

/** Meta's entry for a car, or null when the car lacks what Meta requires (a VIN, a price, a store). */
export function facebookListing(car: FeedCar, site: FeedSite): FacebookListing | null {
  const price = feedPrice(car);
  if (!car.vin || !fullVin.test(car.vin) || !price || !car.store || car.images.length === 0) return null;
  const { store } = car;
  const condition = feedCondition(car);
  const stated = price.was === null ? { price: price.amount } : { price: price.was, sale_price: price.amount };
  return {
    fields: {
      vehicle_id: car.stocknum,
      title: carTitle(car),
      description: description(car, price.amount),
      url: absoluteUrl(site.origin, carPath(car.slug)),
      make: car.make,
      model: car.model,
      year: String(car.year),
      trim: car.badge ?? "",
      vin: car.vin,
      body_style: lookup(facebookBodyStyles, car.body, "OTHER"),
      exterior_color: car.colour ?? "Other",
      transmission: car.transmission?.toLowerCase() === "manual" ? "MANUAL" : "AUTOMATIC",
      fuel_type: lookup(facebookFuel, car.fuel, "OTHER"),
      drivetrain: lookup(facebookDrivetrain, car.drive, "OTHER"),
      price: `${stated.price} AUD`,
      sale_price: stated.sale_price === undefined ? "" : `${stated.sale_price} AUD`,
      state_of_vehicle: condition === "new" ? "NEW" : car.certified ? "CPO" : "USED",
      availability: facebookAvailability(car),
      vehicle_type: facebookVehicleType[car.itemType],
      date_first_on_lot: car.createdAt.toISOString().slice(0, 10),
      dealer_id: store.code,
      dealer_name: store.dealershipName,
      dealer_phone: store.phone,
      latitude: String(store.lat),
      longitude: String(store.lng),
      "mileage.value": String(car.km),
      "mileage.unit": "KM",
    },
    images: car.images.slice(0, 20).map((url, index) => ({ url, tag: index === 0 ? "Main" : "Gallery" })),
    address: { addr1: store.street, city: store.city, region: store.state, postal_code: store.postcode, country: "AU" },
  };
}

export function renderFacebookFeed(cars: readonly FeedCar[], site: FeedSite): string {
  const listings = cars.flatMap((car) => {
    const listing = facebookListing(car, site);
    if (!listing) return [];
    const { "mileage.value": mileage, "mileage.unit": unit, ...fields } = listing.fields;
    const parts = [
      ...Object.entries(fields).map(([name, value]) => xmlElement(name, value)),
      `<mileage>${xmlElement("value", mileage)}${xmlElement("unit", unit)}</mileage>`,
      ...listing.images.map((image) => `<image>${xmlElement("url", image.url)}${xmlElement("tag", image.tag)}</image>`),
      `<address format="simple">${Object.entries(listing.address)
        .map(([name, value]) => xmlElement("component", value, ` name="${name}"`))
        .join("")}</address>`,
    ];
    return [`<listing>${parts.join("")}</listing>`];
  });
  return [
    xmlDeclaration,
    "<listings>",
    xmlElement("title", `${site.name} vehicles`),
    `<link rel="self" href="${xmlText(absoluteUrl(site.origin, facebookFeedPath))}"/>`,
    ...listings,
    "</listings>",
    "",
  ].join("\n");
}
