import type { CarTypeName, SiteConfig } from "@/sites/config-schema";

// The one rule for which number a car shows (its card, its page's call button and sticky bar, its
// printed sheet): a dealer can split its sales lines by car type (harbourside: new and demo cars to
// the new-car line, used cars to the used-car line).

type PhoneNumbers = SiteConfig["contact"]["phoneNumbers"];

/**
 * The number to call about a car: the site's line for the car's type when it has one, else the
 * number of the location that keeps the car, else the site's first line for any car; null when
 * there is none.
 */
export function carPhoneNumber(
  car: { carType: CarTypeName },
  contact: { phoneNumbers: PhoneNumbers },
  locationPhone: string | null,
): string | null {
  const forType = contact.phoneNumbers.find((line) => line.carTypes?.includes(car.carType));
  if (forType) return forType.number;
  if (locationPhone && locationPhone.trim() !== "") return locationPhone;
  return contact.phoneNumbers.find((line) => line.carTypes === undefined)?.number ?? null;
}

/**
 * The header's call button: on a car's page, the header's line for the car's type (a used car, the
 * used-car line) when the site splits its lines by type; else, and on every other page, its first line.
 */
export function headerPhoneNumber(headerLines: PhoneNumbers, carType: CarTypeName | null): string | null {
  const forType = carType === null ? undefined : headerLines.find((line) => line.carTypes?.includes(carType));
  return (forType ?? headerLines[0])?.number ?? null;
}
