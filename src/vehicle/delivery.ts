// The delivery calculator: an Australian postcode to a region (a capital's metro area, the rest of
// the state, or a remote area we do not deliver to) and a price from where the dealer keeps the car.
// A local table, so no lookup service is involved; ranges are Australia Post's, grouped coarsely.

import { australianStateCode, australianStates, type AustralianStateCode } from "@/platform/australian-states";
import type { DeliveryQuote } from "./delivery-form";

// What the calculator in the browser reads lives in delivery-form.ts, without the postcode table.
export { deliveryMessages, parsePostcode, readDeliveryQuote, type DeliveryQuote } from "./delivery-form";

export type DeliveryZone = "metro" | "regional" | "remote";

export type PostcodeRegion = { postcode: string; state: AustralianStateCode; zone: DeliveryZone; name: string };

/** Whole dollars by how far the car travels. */
export const deliveryPrices = {
  /** The same postcode as the dealer: nothing to pay. */
  samePostcode: 0,
  /** Elsewhere in the dealer's own capital-city metro area. */
  sameMetro: 250,
  /** Anywhere else in the dealer's state (a regional town, or the capital from a regional dealer). */
  sameState: 650,
  /** Another state's capital: a neighbouring state, or a long haul. */
  interstateMetroNear: 1_100,
  interstateMetroFar: 1_900,
  /** Outside another state's capital. */
  interstateRegionalNear: 1_500,
  interstateRegionalFar: 2_400,
} as const;

const metroName = (state: AustralianStateCode) => `${australianStates[state].capital} Metro`;

type Range = readonly [from: number, to: number, state: AustralianStateCode, zone: DeliveryZone];

// First match wins: the specific ranges (metro areas, remote areas, the ACT inside NSW's block)
// come before each state's catch-all regional range.
const postcodeRanges: readonly Range[] = [
  // Northern Territory: Darwin and Palmerston; Top End rural, Katherine and Alice Springs; the rest remote.
  [800, 832, "NT", "metro"],
  [900, 999, "NT", "metro"],
  [835, 839, "NT", "regional"],
  [850, 853, "NT", "regional"],
  [870, 871, "NT", "regional"],
  [840, 899, "NT", "remote"],
  // Australian Capital Territory.
  [200, 299, "ACT", "metro"],
  [2600, 2618, "ACT", "metro"],
  [2900, 2920, "ACT", "metro"],
  // New South Wales: Greater Sydney; Lord Howe and Norfolk islands remote.
  [1000, 1999, "NSW", "metro"],
  [2000, 2234, "NSW", "metro"],
  [2555, 2574, "NSW", "metro"],
  [2740, 2786, "NSW", "metro"],
  [2898, 2899, "NSW", "remote"],
  [2000, 2999, "NSW", "regional"],
  // Victoria: Greater Melbourne.
  [3000, 3207, "VIC", "metro"],
  [3335, 3341, "VIC", "metro"],
  [3427, 3429, "VIC", "metro"],
  [3750, 3767, "VIC", "metro"],
  [3781, 3787, "VIC", "metro"],
  [3800, 3810, "VIC", "metro"],
  [3910, 3920, "VIC", "metro"],
  [3926, 3944, "VIC", "metro"],
  [3975, 3978, "VIC", "metro"],
  [8000, 8999, "VIC", "metro"],
  [3000, 3999, "VIC", "regional"],
  // Queensland: Greater Brisbane; the far south-west, the north-west, the Gulf, Cape York and the Torres Strait remote.
  [4000, 4207, "QLD", "metro"],
  [4300, 4306, "QLD", "metro"],
  [4500, 4521, "QLD", "metro"],
  [9000, 9999, "QLD", "metro"],
  [4480, 4493, "QLD", "remote"],
  [4825, 4830, "QLD", "remote"],
  [4871, 4871, "QLD", "remote"],
  [4874, 4876, "QLD", "remote"],
  [4890, 4895, "QLD", "remote"],
  [4000, 4999, "QLD", "regional"],
  // South Australia: Adelaide; Kangaroo Island, the far west coast and the outback remote.
  [5000, 5174, "SA", "metro"],
  [5800, 5999, "SA", "metro"],
  [5220, 5223, "SA", "remote"],
  [5690, 5690, "SA", "remote"],
  [5720, 5734, "SA", "remote"],
  [5000, 5799, "SA", "regional"],
  // Western Australia: Perth; Gascoyne, Pilbara, Kimberley and the Indian Ocean territories remote.
  [6000, 6199, "WA", "metro"],
  [6800, 6999, "WA", "metro"],
  [6700, 6799, "WA", "remote"],
  [6000, 6699, "WA", "regional"],
  // Tasmania: Hobart; Macquarie Island and the Bass Strait islands remote.
  [7000, 7019, "TAS", "metro"],
  [7050, 7055, "TAS", "metro"],
  [7800, 7999, "TAS", "metro"],
  [7151, 7151, "TAS", "remote"],
  [7255, 7257, "TAS", "remote"],
  [7000, 7799, "TAS", "regional"],
];

function regionName(state: AustralianStateCode, zone: DeliveryZone): string {
  if (zone === "metro") return metroName(state);
  return `${zone === "remote" ? "Remote" : "Regional"} ${state}`;
}

/** Neighbours (by road, or Bass Strait by ferry): the cheaper interstate rates. */
const nearStates: ReadonlySet<string> = new Set(
  [
    ["NSW", "ACT"],
    ["NSW", "VIC"],
    ["NSW", "QLD"],
    ["NSW", "SA"],
    ["VIC", "ACT"],
    ["VIC", "SA"],
    ["VIC", "TAS"],
  ].flatMap(([a, b]) => [`${a}-${b}`, `${b}-${a}`]),
);

/** The region of a four-digit postcode, or null when it is not a postcode we know. */
export function regionOfPostcode(postcode: string): PostcodeRegion | null {
  if (!/^\d{4}$/.test(postcode)) return null;
  const value = Number(postcode);
  const range = postcodeRanges.find(([from, to]) => value >= from && value <= to);
  if (!range) return null;
  const [, , state, zone] = range;
  return { postcode, state, zone, name: regionName(state, zone) };
}

/**
 * Where the car leaves from: the dealer location's postcode, else its state's capital (a location
 * with an unknown postcode, or only a state to go on). Null when neither says where.
 */
export function deliveryOrigin(postcode: string | null, state: string | null): PostcodeRegion | null {
  const fromPostcode = postcode ? regionOfPostcode(postcode.trim()) : null;
  if (fromPostcode && fromPostcode.zone !== "remote") return fromPostcode;
  const code = australianStateCode(state ?? fromPostcode?.state);
  if (!code) return null;
  return { postcode: "", state: code, zone: "metro", name: metroName(code) };
}

/** The quote for delivering from the dealer to a postcode; null where we cannot deliver (remote or unknown). */
export function deliveryQuote(origin: PostcodeRegion, destinationPostcode: string): DeliveryQuote | null {
  const destination = regionOfPostcode(destinationPostcode);
  if (!destination || destination.zone === "remote") return null;
  const name = destination.name;
  if (destination.postcode === origin.postcode) return { name, price: deliveryPrices.samePostcode };
  if (destination.state === origin.state) {
    const sameMetro = destination.zone === "metro" && origin.zone === "metro";
    return { name, price: sameMetro ? deliveryPrices.sameMetro : deliveryPrices.sameState };
  }
  const near = nearStates.has(`${origin.state}-${destination.state}`);
  if (destination.zone === "metro") {
    return { name, price: near ? deliveryPrices.interstateMetroNear : deliveryPrices.interstateMetroFar };
  }
  return { name, price: near ? deliveryPrices.interstateRegionalNear : deliveryPrices.interstateRegionalFar };
}
