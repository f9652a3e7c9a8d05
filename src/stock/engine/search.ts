// Answering a search request. The match set is the AND of a bitset per refinement; facet counts are
// disjunctive, so each refined facet is counted over the cars that pass every refinement but its
// own (one extra AND per refined facet), and every unrefined facet is counted in one pass over the
// full match. The page of hits is read by walking a precomputed sort order against the match set.

import { allFacets, isKeywordFacet, isNumericFacet } from "./attributes";
import {
  andInto,
  andNotInto,
  collectDocs,
  countAnd,
  countBits,
  emptyBitset,
  hasBit,
  orInto,
  type Bitset,
} from "./bitset";
import type { KeywordColumn, SearchIndex, SingleColumn } from "./build";
import { matchText, type TextMatch } from "./text-match";
import type {
  FacetName,
  FacetStats,
  KeywordFacet,
  NumericFacet,
  NumericRange,
  SearchRequest,
  SearchResult,
  SortKey,
} from "./types";

export const defaultHitsPerPage = 21;

type Refinement = { facet: FacetName; set: Bitset };

/**
 * The bitsets one query uses, borrowed from the index's scratch and given back when it returns, so
 * that a query at 200,000 cars does not leave a dozen 25 KB sets for the garbage collector.
 */
class Borrowed {
  private readonly taken: Bitset[] = [];
  constructor(private readonly index: SearchIndex) {}

  /** A set with no car. */
  empty(): Bitset {
    const bits = this.take();
    bits.fill(0);
    return bits;
  }

  /** A copy of `source`. */
  copy(source: Bitset): Bitset {
    const bits = this.take();
    bits.set(source);
    return bits;
  }

  /** The intersection of the sets; `all` when there are none. */
  intersection(sets: readonly Bitset[], all: Bitset): Bitset {
    const [first, ...rest] = sets;
    const result = this.copy(first ?? all);
    for (const set of rest) andInto(result, set);
    return result;
  }

  giveBack(): void {
    const { bitsets } = this.index.scratch;
    const words = this.index.all.length;
    for (const bits of this.taken) if (bits.length === words) bitsets.push(bits);
    this.taken.length = 0;
  }

  private take(): Bitset {
    const bits = this.index.scratch.bitsets.pop() ?? emptyBitset(this.index.size);
    this.taken.push(bits);
    return bits;
  }
}

function keywordRefinement(column: KeywordColumn, values: readonly string[], borrowed: Borrowed): Bitset {
  const set = borrowed.empty();
  for (const value of values) {
    const id = column.valueIds.get(value);
    const bits = id === undefined ? undefined : column.bitsets[id];
    if (bits) orInto(set, bits);
  }
  return set;
}

/** The cars with a value for the facet (made once per index state; an update clears it). */
function valuedCars(index: SearchIndex, facet: NumericFacet): Bitset {
  let valued = index.scratch.valued[facet];
  if (!valued) {
    valued = emptyBitset(index.size);
    for (const doc of index.ascending[facet]) valued[doc >>> 5] = (valued[doc >>> 5] ?? 0) | (1 << (doc & 31));
    index.scratch.valued[facet] = valued;
  }
  return valued;
}

/**
 * The cars with a value within the range: a binary search for each end in the facet's ascending
 * list, then the cars between are set, or, when they are most of the valued cars, the cars outside
 * are cleared from those: the cost follows the smaller side rather than the stock.
 */
function rangeRefinement(index: SearchIndex, facet: NumericFacet, range: NumericRange, borrowed: Borrowed): Bitset {
  const min = range.min ?? Number.NEGATIVE_INFINITY;
  const max = range.max ?? Number.POSITIVE_INFINITY;
  const column = index.numeric[facet];
  const order = index.ascending[facet];
  // First position whose value is >= bound (strict: > bound).
  const firstFrom = (bound: number, strict: boolean) => {
    let low = 0;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const value = column[order[middle] ?? 0] ?? Number.NaN;
      if (value < bound || (strict && value === bound)) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const end = firstFrom(max, true);
  const start = Math.min(firstFrom(min, false), end);
  if ((end - start) * 2 > order.length) {
    const set = borrowed.copy(valuedCars(index, facet));
    const clear = (from: number, to: number) => {
      for (let at = from; at < to; at += 1) {
        const doc = order[at] ?? 0;
        set[doc >>> 5] = (set[doc >>> 5] ?? 0) & ~(1 << (doc & 31));
      }
    };
    clear(0, start);
    clear(end, order.length);
    return set;
  }
  const set = borrowed.empty();
  for (let at = start; at < end; at += 1) {
    const doc = order[at] ?? 0;
    set[doc >>> 5] = (set[doc >>> 5] ?? 0) | (1 << (doc & 31));
  }
  return set;
}

function refinementsOf(index: SearchIndex, request: SearchRequest, borrowed: Borrowed): Refinement[] {
  const refinements: Refinement[] = [];
  for (const [facet, values] of Object.entries(request.filters ?? {})) {
    if (!isKeywordFacet(facet)) throw new RangeError(`Unknown facet filter "${facet}"`);
    if (values === undefined || values.length === 0) continue;
    refinements.push({ facet, set: keywordRefinement(index.keyword[facet], values, borrowed) });
  }
  for (const [facet, range] of Object.entries(request.ranges ?? {})) {
    if (!isNumericFacet(facet)) throw new RangeError(`Unknown range facet "${facet}"`);
    if (range === undefined || (range.min === undefined && range.max === undefined)) continue;
    refinements.push({ facet, set: rangeRefinement(index, facet, range, borrowed) });
  }
  return refinements;
}

/**
 * A set of cars that facets are counted over, with its list of car numbers made only when some
 * facet needs it (into the index's scratch buffer, so one set at a time).
 */
type CountedSet = { bits: Bitset; count: number; listed: number | null; complement?: CountedSet };

/** The set whose cars the scratch buffer lists now (queries run one at a time). */
let scratchOwner: CountedSet | null = null;

function listDocs(index: SearchIndex, set: CountedSet): number {
  if (scratchOwner !== set || set.listed === null) {
    set.listed = collectDocs(set.bits, index.scratch.docs);
    scratchOwner = set;
  }
  return set.listed;
}

/** The listed cars outside the set: for a set of most of the stock, far fewer to visit. */
function complementOf(index: SearchIndex, set: CountedSet, live: number, borrowed: Borrowed): CountedSet {
  if (!set.complement) {
    const bits = borrowed.copy(index.all);
    andNotInto(bits, set.bits);
    set.complement = { bits, count: live - set.count, listed: null };
  }
  return set.complement;
}

/** Per value, the listed cars that carry it (made once per index state; an update clears it). */
function valueTotals(column: KeywordColumn): Int32Array {
  column.totals ??= Int32Array.from(column.bitsets, (bits) => countBits(bits));
  return column.totals;
}

/**
 * How many cars one AND-and-popcount of a bitset word is worth: counting a value by its bitset costs
 * `words` of those, counting by visiting the set's cars costs one per car (and value). Measured with
 * the benchmark's stock; the choice only affects speed, never the counts.
 */
const carsPerWord = 2;

function countKeyword(
  index: SearchIndex,
  column: KeywordColumn,
  set: CountedSet,
  borrowed: Borrowed,
): Record<string, number> {
  const counts = tallyKeyword(index, column, set, borrowed);
  const entries: [string, number][] = [];
  // Slot 0 holds the cars without a value, which are not counted.
  for (let id = 1; id < counts.length; id += 1) {
    const count = counts[id] ?? 0;
    if (count > 0) entries.push([column.values[id - 1] ?? "", count]);
  }
  entries.sort(
    ([valueA, countA], [valueB, countB]) => countB - countA || (valueA < valueB ? -1 : valueA > valueB ? 1 : 0),
  );
  return Object.fromEntries(entries);
}

/** Per value number plus one, how many cars of the set carry it. */
function tallyKeyword(index: SearchIndex, column: KeywordColumn, set: CountedSet, borrowed: Borrowed): Int32Array {
  const live = index.size - index.free.length;
  if (set.count * 2 > live && live > 0) {
    // Most of the stock: every car's values less those of the few cars outside the set.
    const outside = tallyKeyword(index, column, complementOf(index, set, live, borrowed), borrowed);
    const totals = valueTotals(column);
    for (let id = 0; id < totals.length; id += 1) outside[id + 1] = (totals[id] ?? 0) - (outside[id + 1] ?? 0);
    return outside;
  }
  const counts = new Int32Array(column.values.length + 1);
  const valuesPerCar = column.ids ? column.ids.length / Math.max(1, index.size) : 1;
  const byBitsets = column.values.length * set.bits.length * carsPerWord < set.count * (1 + valuesPerCar);
  if (byBitsets) {
    column.bitsets.forEach((bits, id) => {
      counts[id + 1] = countAnd(set.bits, bits);
    });
  } else if (column.single) {
    tallySingle(column.single, index.scratch.docs, listDocs(index, set), counts);
  } else if (column.offsets && column.ids) {
    const docCount = listDocs(index, set);
    const docs = index.scratch.docs;
    const { offsets, ids } = column;
    const changed = column.changed !== null && column.changed.size > 0 ? column.changed : null;
    const built = offsets.length - 1;
    for (let at = 0; at < docCount; at += 1) {
      const doc = docs[at] ?? 0;
      // A car indexed since the build has its values apart; the built lists describe the others.
      const own = changed?.get(doc);
      if (own) {
        for (const value of own) counts[value + 1] = (counts[value + 1] ?? 0) + 1;
        continue;
      }
      if (doc >= built) continue;
      const end = offsets[doc + 1] ?? 0;
      for (let slot = offsets[doc] ?? 0; slot < end; slot += 1) {
        const id = (ids[slot] ?? 0) + 1;
        counts[id] = (counts[id] ?? 0) + 1;
      }
    }
  }
  return counts;
}

/**
 * Counts the listed cars' values into `counts`, in four interleaved tallies: most cars share a few
 * values, and one tally makes each increment wait for the one before it to the same counter (this
 * took the 200,000-car refined query from 4.6 to 3 ms at p95).
 */
function tallySingle(single: SingleColumn, docs: Int32Array, docCount: number, counts: Int32Array): void {
  const width = counts.length;
  const lanes = new Int32Array(width * 4);
  let at = 0;
  for (; at + 3 < docCount; at += 4) {
    const a = single[docs[at] ?? 0] ?? 0;
    const b = width + (single[docs[at + 1] ?? 0] ?? 0);
    const c = 2 * width + (single[docs[at + 2] ?? 0] ?? 0);
    const d = 3 * width + (single[docs[at + 3] ?? 0] ?? 0);
    lanes[a] = (lanes[a] ?? 0) + 1;
    lanes[b] = (lanes[b] ?? 0) + 1;
    lanes[c] = (lanes[c] ?? 0) + 1;
    lanes[d] = (lanes[d] ?? 0) + 1;
  }
  for (; at < docCount; at += 1) {
    const a = single[docs[at] ?? 0] ?? 0;
    lanes[a] = (lanes[a] ?? 0) + 1;
  }
  for (let slot = 0; slot < width; slot += 1) {
    counts[slot] =
      (lanes[slot] ?? 0) + (lanes[width + slot] ?? 0) + (lanes[2 * width + slot] ?? 0) + (lanes[3 * width + slot] ?? 0);
  }
}

function statsOf(index: SearchIndex, facet: NumericFacet, set: CountedSet): FacetStats | undefined {
  const column = index.numeric[facet];
  if (set.count === 0) return undefined;
  // A small set: read its cars' values. A large one: the first and last of its cars in the facet's
  // ascending order are a few steps from either end.
  if (set.count * 32 < index.size) {
    const docCount = listDocs(index, set);
    const docs = index.scratch.docs;
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (let at = 0; at < docCount; at += 1) {
      const value = column[docs[at] ?? 0] ?? Number.NaN;
      if (value < min) min = value;
      if (value > max) max = value;
    }
    return min <= max ? { min, max } : undefined;
  }
  const order = index.ascending[facet];
  let first = 0;
  while (first < order.length && !hasBit(set.bits, order[first] ?? 0)) first += 1;
  if (first === order.length) return undefined;
  let last = order.length - 1;
  while (!hasBit(set.bits, order[last] ?? 0)) last -= 1;
  return { min: column[order[first] ?? 0] ?? Number.NaN, max: column[order[last] ?? 0] ?? Number.NaN };
}

function validPositiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1)
    throw new RangeError(`${name} must be a whole number from 1, got ${value}`);
  return value;
}

/** The page of hits: cars of `matches` in sort order, relevance first when ranking text. */
function pageOfHits(
  index: SearchIndex,
  matches: Bitset,
  sort: SortKey,
  text: TextMatch | null,
  start: number,
  end: number,
): number[] {
  const order = index.orders[sort];
  const page: number[] = [];
  if (sort !== "rank" || text === null || !text.ranked) {
    let seen = 0;
    for (let at = 0; at < order.length && seen < end; at += 1) {
      const doc = order[at] ?? 0;
      if (!hasBit(matches, doc)) continue;
      if (seen >= start) page.push(doc);
      seen += 1;
    }
    return page;
  }
  // Relevance first, rank order within equal relevance. When enough cars have the least penalty
  // there can be, they are the page, found in rank order without scoring the rest ("tyota" matches
  // 170,000 of 200,000 cars, all at one typo).
  let seen = 0;
  for (let at = 0; at < order.length && seen < end; at += 1) {
    const doc = order[at] ?? 0;
    if (!hasBit(matches, doc) || text.penalty(doc) !== text.leastPenalty) continue;
    if (seen >= start) page.push(doc);
    seen += 1;
  }
  if (seen >= end) return page;
  // Otherwise gather the matches in rank order with their penalties, then take them penalty by
  // penalty (there are only a handful of distinct penalties).
  page.length = 0;
  const { docs, scores } = index.scratch;
  let matched = 0;
  const penalties = new Set<number>();
  for (let at = 0; at < order.length; at += 1) {
    const doc = order[at] ?? 0;
    if (!hasBit(matches, doc)) continue;
    const penalty = text.penalty(doc);
    docs[matched] = doc;
    scores[matched] = penalty;
    penalties.add(penalty);
    matched += 1;
  }
  seen = 0;
  for (const penalty of [...penalties].sort((a, b) => a - b)) {
    for (let at = 0; at < matched && seen < end; at += 1) {
      if (scores[at] !== penalty) continue;
      if (seen >= start) page.push(docs[at] ?? 0);
      seen += 1;
    }
    if (seen >= end) break;
  }
  return page;
}

export function search(index: SearchIndex, request: SearchRequest): SearchResult {
  const borrowed = new Borrowed(index);
  try {
    return searchWith(index, request, borrowed);
  } finally {
    borrowed.giveBack();
  }
}

function searchWith(index: SearchIndex, request: SearchRequest, borrowed: Borrowed): SearchResult {
  const started = performance.now();
  const hitsPerPage = validPositiveInteger("hitsPerPage", request.hitsPerPage ?? defaultHitsPerPage);
  const page = validPositiveInteger("page", request.page ?? 1);
  const sort = request.sort ?? "rank";
  const wanted = request.facets ?? allFacets;

  const text = matchText(index, request.query);
  const base: Bitset[] = [];
  if (text) base.push(text.set);
  if (sort === "price_asc" && request.excludeZeroPriceOnAscending === true) base.push(index.pricedAboveZero);
  for (const [facet, values] of Object.entries(request.required ?? {})) {
    if (!isKeywordFacet(facet)) throw new RangeError(`Unknown facet filter "${facet}"`);
    for (const value of values ?? []) base.push(keywordRefinement(index.keyword[facet], [value], borrowed));
  }
  const baseSet = borrowed.intersection(base, index.all);
  const refinements = refinementsOf(index, request, borrowed);
  const matches = borrowed.intersection(
    refinements.map((refinement) => refinement.set),
    baseSet,
  );
  if (refinements.length > 0) andInto(matches, baseSet);
  const count = countBits(matches);

  // Cars matching every refinement but the named facet's own: what that facet is counted over.
  const withoutOwn = (facet: FacetName): Bitset => {
    const set = borrowed.copy(baseSet);
    for (const refinement of refinements) if (refinement.facet !== facet) andInto(set, refinement.set);
    return set;
  };
  const refined = new Set(refinements.map((refinement) => refinement.facet));
  const facets: Partial<Record<KeywordFacet, Record<string, number>>> = {};
  const facetStats: Partial<Record<NumericFacet, FacetStats>> = {};
  const countOver = (facet: FacetName, set: CountedSet) => {
    if (isKeywordFacet(facet)) facets[facet] = countKeyword(index, index.keyword[facet], set, borrowed);
    else if (isNumericFacet(facet)) {
      const stats = statsOf(index, facet, set);
      if (stats) facetStats[facet] = stats;
    }
  };
  // Unrefined facets over the full match; each refined one over the match without its own refinement.
  const wantedFacets = [...new Set(wanted)];
  const fullMatch: CountedSet = { bits: matches, count, listed: null };
  for (const facet of wantedFacets) if (!refined.has(facet)) countOver(facet, fullMatch);
  for (const facet of wantedFacets) {
    if (!refined.has(facet)) continue;
    const bits = withoutOwn(facet);
    countOver(facet, { bits, count: countBits(bits), listed: null });
  }

  const start = (page - 1) * hitsPerPage;
  const hitDocs = start >= count ? [] : pageOfHits(index, matches, sort, text, start, start + hitsPerPage);
  const hits = hitDocs.flatMap((doc) => {
    const hit = index.docs[doc];
    return hit ? [hit] : [];
  });
  return {
    hits,
    count,
    facets,
    facetStats,
    ms: performance.now() - started,
    pages: Math.ceil(count / hitsPerPage),
    page,
    hitsPerPage,
  };
}
