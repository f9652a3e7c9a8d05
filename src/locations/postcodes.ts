import { auPostcodeRows } from "./au-postcodes-data";

// Offline Australian postcode geocoding (decision 014): a postcode to its centre, locality and
// state, from a table shipped in the repository, so no lookup service is called. Then the great-
// circle distance from there to each dealer location, nearest first.

export const invalidPostcodeMessage = "Invalid postcode";

/** Mean radius of the earth, for great-circle distances. */
export const earthRadiusKm = 6371;

export type PostcodePlace = { postcode: string; lat: number; lng: number; locality: string; state: string };

/** Geocoding behind an interface: the shipped table here; a service could stand in for it. */
export interface PostcodeGeocoder {
  lookup(postcode: string): PostcodePlace | null;
}

let table: Map<string, PostcodePlace> | null = null;

function shippedTable(): Map<string, PostcodePlace> {
  if (table) return table;
  table = new Map();
  for (const line of auPostcodeRows.split("\n")) {
    const [postcode, lat, lng, locality, state] = line.split(",");
    if (!postcode || !lat || !lng || !locality || !state) continue;
    table.set(postcode, { postcode, lat: Number(lat), lng: Number(lng), locality, state });
  }
  return table;
}

export const shippedPostcodeGeocoder: PostcodeGeocoder = {
  lookup: (postcode) => shippedTable().get(postcode.trim()) ?? null,
};

/** The place of a four-digit Australian postcode; null when no postcode matches. */
export function lookupPostcode(postcode: string): PostcodePlace | null {
  return shippedPostcodeGeocoder.lookup(postcode);
}

export type LatLng = { lat: number; lng: number };

/** Great-circle distance in km (haversine), earth radius 6371 km. */
export function distanceKm(from: LatLng, to: LatLng): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Locations with their distance from a point, nearest first (ties by name). */
export function nearestLocations<T extends { name: string; address: LatLng }>(
  from: LatLng,
  locations: readonly T[],
): { location: T; distanceKm: number }[] {
  return locations
    .map((location) => ({ location, distanceKm: distanceKm(from, location.address) }))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.location.name.localeCompare(b.location.name));
}

export type PostcodeSearch =
  { status: "empty" } | { status: "invalid"; message: string } | { status: "found"; place: PostcodePlace };

/** A shopper's postcode search: blank, 'Invalid postcode' when it is not one we can place, or its place. */
export function searchPostcode(input: string | null | undefined, geocoder = shippedPostcodeGeocoder): PostcodeSearch {
  const postcode = (input ?? "").trim();
  if (postcode === "") return { status: "empty" };
  const place = /^\d{4}$/.test(postcode) ? geocoder.lookup(postcode) : null;
  return place ? { status: "found", place } : { status: "invalid", message: invalidPostcodeMessage };
}
