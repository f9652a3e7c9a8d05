// Which cars the vehicle page shows as similar, as queries for POST /api/search/multi. Pure, so the
// browser (which loads the list when it nears the screen) and the tests build the same queries.

/** The page shows up to six; each query asks for ten, so leaving the car itself out never runs short. */
export const similarShown = 6;
export const similarQueryLimit = 10;

export type SimilarQuery = { filter: string; limit: number; excludeIds: string[] };

export type SimilarSubject = { id: string; price: number; body: string | null };

/** Similar cars: price within ±10,000 under 50,000, else ±25,000. */
export function similarPriceBand(price: number): { min: number; max: number } {
  const band = price < 50_000 ? 10_000 : 25_000;
  return { min: Math.max(0, price - band), max: price + band };
}

function quoted(value: string): string {
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/**
 * The search-based list: in-stock cars in the price band, same body first when the site asks for it.
 * The second query (any body) tops up a body with too few cars.
 */
export function similarSearchQueries(car: SimilarSubject, matchBody: boolean): SimilarQuery[] {
  const { min, max } = similarPriceBand(car.price);
  const base = `status:in_stock AND price:${min} TO ${max}`;
  const anyBody = { filter: base, limit: similarQueryLimit, excludeIds: [car.id] };
  if (!matchBody || !car.body) return [anyBody];
  return [{ filter: `${base} AND body:${quoted(car.body)}`, limit: similarQueryLimit, excludeIds: [car.id] }, anyBody];
}

/** The dealer's own list, narrowed to what is still in stock. Null when there is no list. */
export function similarIdQuery(car: SimilarSubject, ids: readonly string[]): SimilarQuery | null {
  const others = [...new Set(ids)].filter((id) => id !== car.id).slice(0, 50);
  if (others.length === 0) return null;
  const anyOf = others.map((id) => `id:${quoted(id)}`).join(" OR ");
  return { filter: `status:in_stock AND (${anyOf})`, limit: similarQueryLimit, excludeIds: [car.id] };
}

/**
 * Up to six cars from the results of `similarSearchQueries`: the same-body list when it has at least
 * three, else the any-body list.
 */
export function pickSimilar<T extends { id: string }>(results: readonly { hits: readonly T[] }[]): T[] {
  const [first, second] = results;
  const hits = second && (first?.hits.length ?? 0) < 3 ? second.hits : (first?.hits ?? []);
  return hits.slice(0, similarShown);
}
