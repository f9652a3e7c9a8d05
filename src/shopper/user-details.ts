// The shopper's contact details, remembered so the next form comes prefilled.

import { z } from "zod";
import { shopperKey, storedReader, writeStored } from "./storage";

const text = z.string().catch("");

const userDetailsSchema = z.object({
  name: text,
  last_name: text,
  email: text,
  phone: text,
  postcode: text,
});

export type UserDetails = z.output<typeof userDetailsSchema>;

const name = "user-details";

const readDetails = storedReader((json): UserDetails | null => {
  // Anything but an object is garbage; a damaged field alone only costs that field.
  if (typeof json !== "object" || json === null || Array.isArray(json)) return null;
  const parsed = userDetailsSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
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
