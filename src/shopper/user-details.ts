// The shopper's contact details, remembered so the next form comes prefilled.

import { isJsonObject } from "@/platform/json-guards";
import { shopperKey, storedReader, writeStored } from "./storage";

export type UserDetails = { name: string; last_name: string; email: string; phone: string; postcode: string };

/** A missing or damaged field reads as "". */
function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

const name = "user-details";

const readDetails = storedReader((json): UserDetails | null => {
  // Anything but an object is garbage; a damaged field alone only costs that field.
  if (!isJsonObject(json)) return null;
  return {
    name: text(json.name),
    last_name: text(json.last_name),
    email: text(json.email),
    phone: text(json.phone),
    postcode: text(json.postcode),
  };
});

/** Null when nothing is stored; missing fields come back as "". */
export function readUserDetails(siteSlug: string): UserDetails | null {
  return readDetails(shopperKey(siteSlug, name));
}

/**
 * Merges over what is stored: a test-drive form without a postcode must not forget the postcode an
 * earlier form gave. Empty values do not overwrite stored ones for the same reason.
 */
export function saveUserDetails(siteSlug: string, details: Partial<UserDetails>): void {
  const stored = readUserDetails(siteSlug) ?? { name: "", last_name: "", email: "", phone: "", postcode: "" };
  const merged: UserDetails = { ...stored };
  for (const field of ["name", "last_name", "email", "phone", "postcode"] as const) {
    const value = details[field]?.trim();
    if (value) merged[field] = value;
  }
  writeStored(shopperKey(siteSlug, name), merged);
}
