import type { CarDocument } from "@/cars/car";

/**
 * `derive` made once per version of a site's listed stock and kept with it. Each change to a site's
 * stock gives its index a new documents array (src/stock/stock-index.ts), so what is derived from the
 * old one is dropped with it; a page that needs a whole pass over the stock (the makes and models in
 * stock, the price summary) pays for it once per change, not per render, which matters at a group's
 * 50,000 cars.
 */
export function perStockVersion<T>(
  derive: (documents: readonly CarDocument[]) => T,
): (documents: readonly CarDocument[]) => T {
  const made = new WeakMap<readonly CarDocument[], { value: T }>();
  return (documents) => {
    let entry = made.get(documents);
    if (!entry) {
      entry = { value: derive(documents) };
      made.set(documents, entry);
    }
    return entry.value;
  };
}
