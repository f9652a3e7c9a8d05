// Which lead category the shopper last sent successfully, so the success page (and the dealer's
// conversion tracking on it) can say what was sent without putting it in the address.

import { removeStored, shopperKey, storedReader, writeStored } from "./storage";

/** The default of the site's `forms.successCategoryKey`. */
export const defaultSuccessCategoryKey = "lead-success-category";

const readCategory = storedReader((json) => (typeof json === "string" && json.length >= 1 ? json : null));

/** `key`: the site's `forms.successCategoryKey`. */
export function markSuccessCategory(siteSlug: string, category: string, key = defaultSuccessCategoryKey): void {
  writeStored(shopperKey(siteSlug, key), category);
}

export function readSuccessCategory(siteSlug: string, key = defaultSuccessCategoryKey): string | null {
  return readCategory(shopperKey(siteSlug, key));
}

export function clearSuccessCategory(siteSlug: string, key = defaultSuccessCategoryKey): void {
  removeStored(shopperKey(siteSlug, key));
}
