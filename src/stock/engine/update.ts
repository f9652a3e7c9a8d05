// Changing an index in place when some cars change (decision 032): the changed cars leave their
// slots (every bit, column entry and posting of theirs cleared), the new versions take free slots,
// and each sort order is mended by dropping the cars that left and placing the new ones by binary
// search. A change of k cars costs k times the facets and words of a car, plus one pass over each
// order (a copy, no comparisons): milliseconds for one car at 50,000, where a rebuild takes seconds.
//
// The answers equal a fresh build's for every query (index.property.test.ts checks it against
// random histories of changes): what a fresh build would not hold, such as a facet value or a word
// whose cars have all gone, matches and counts nothing.

import type { CarDocument } from "@/cars/car";
import { isKeywordFacet, keywordValue, numericValue, textFields } from "./attributes";
import { emptyBitset, setBit, wordCount, type Bitset } from "./bitset";
import { singleColumnFor, termIdOf, valuedPrefix, type KeywordColumn, type SearchIndex } from "./build";
import { hasDigit, indexTokens } from "./text";
import { keywordFacets, numericFacets, sortKeys, type NumericFacet, type SortKey } from "./types";

export type IndexChange = {
  /** Cars to add, or to put in place of the car with the same id. */
  readonly upsert: readonly CarDocument[];
  /** Ids of cars to take out; an id the index does not hold is ignored. */
  readonly remove: readonly string[];
};

const clearBit = (bits: Bitset, doc: number): void => {
  const word = doc >>> 5;
  bits[word] = (bits[word] ?? 0) & ~(1 << (doc & 31));
};

function grownBits(bits: Bitset, capacity: number): Bitset {
  const grown = new Uint32Array(wordCount(capacity));
  grown.set(bits);
  return grown;
}

function grownFloats(values: Float64Array, capacity: number, fill: number): Float64Array {
  const grown = new Float64Array(capacity).fill(fill);
  grown.set(values);
  return grown;
}

/** More slots: an eighth more (at least 64), every per-car array and bitset lengthened to match. */
function grow(index: SearchIndex): void {
  const old = index.size;
  const capacity = (old + Math.max(64, old >>> 3) + 31) & ~31;
  for (const facet of keywordFacets) {
    const column = index.keyword[facet];
    column.bitsets = column.bitsets.map((bits) => grownBits(bits, capacity));
    if (column.single) {
      const single = singleColumnFor(column.values.length, capacity);
      single.set(column.single);
      column.single = single;
    }
  }
  for (const facet of numericFacets) index.numeric[facet] = grownFloats(index.numeric[facet], capacity, Number.NaN);
  index.customRank = grownFloats(index.customRank, capacity, 0);
  index.all = grownBits(index.all, capacity);
  index.pricedAboveZero = grownBits(index.pricedAboveZero, capacity);
  index.text.voided = grownBits(index.text.voided, capacity);
  index.scratch = { docs: new Int32Array(capacity), scores: new Int32Array(capacity), bitsets: [], valued: {} };
  for (let doc = old; doc < capacity; doc += 1) index.docs.push(undefined);
  // Lowest slots first, so a growing stock fills its slots in order.
  for (let doc = capacity - 1; doc >= old; doc -= 1) index.free.push(doc);
  index.size = capacity;
}

/** The value numbers of a car's facet value(s), each once; new values join the column. */
function valueNumbers(column: KeywordColumn, raw: string | null | readonly string[], size: number): number[] {
  const numbers: number[] = [];
  for (const value of typeof raw === "string" ? [raw] : (raw ?? [])) {
    if (typeof value !== "string" || value === "") continue;
    let id = column.valueIds.get(value);
    if (id === undefined) {
      id = column.values.length;
      column.values.push(value);
      column.valueIds.set(value, id);
      column.bitsets.push(emptyBitset(size));
    }
    if (!numbers.includes(id)) numbers.push(id);
  }
  return numbers;
}

/** The words a car is found by, as the build records them (build.ts, TextDictionaryBuilder.add). */
function wordsOf(doc: CarDocument): string[] {
  const words = new Set<string>();
  for (const field of textFields) {
    const raw = isKeywordFacet(field) ? keywordValue[field](doc) : doc[field];
    const values = typeof raw === "string" || typeof raw === "number" ? [raw] : (raw ?? []);
    for (const value of values) {
      if (typeof value === "string" && value !== "") for (const word of indexTokens(value)) words.add(word);
      else if (typeof value === "number" && Number.isFinite(value)) {
        for (const word of indexTokens(String(value))) words.add(word);
      }
    }
  }
  return [...words];
}

function takeOut(index: SearchIndex, doc: number): void {
  const car = index.docs[doc];
  if (!car) return;
  for (const facet of keywordFacets) {
    const column = index.keyword[facet];
    if (column.single) {
      const slot = column.single[doc] ?? 0;
      const bits = column.bitsets[slot - 1];
      if (bits) clearBit(bits, doc);
      column.single[doc] = 0;
    } else {
      for (const id of valueNumbers(column, keywordValue[facet](car), index.size)) {
        const bits = column.bitsets[id];
        if (bits) clearBit(bits, doc);
      }
      column.changed?.delete(doc);
    }
  }
  for (const facet of numericFacets) index.numeric[facet][doc] = Number.NaN;
  index.customRank[doc] = 0;
  clearBit(index.all, doc);
  clearBit(index.pricedAboveZero, doc);
  const { text } = index;
  const terms = text.addedTerms.get(doc);
  if (terms) {
    for (const term of terms) {
      const postings = text.added.get(term);
      if (!postings) continue;
      postings.delete(doc);
      if (postings.size === 0) text.added.delete(term);
    }
    text.addedTerms.delete(doc);
  } else {
    // Its postings as built stay where they are and are skipped from now on, even once the slot is reused.
    setBit(text.voided, doc);
  }
  const { byId, bySlug } = index.lookups;
  if (byId?.get(car.id) === doc) byId.delete(car.id);
  if (bySlug?.get(car.slug) === doc) bySlug.delete(car.slug);
  index.docs[doc] = undefined;
  index.free.push(doc);
}

function putIn(index: SearchIndex, doc: number, car: CarDocument, newTerms: Map<string, number>): void {
  for (const facet of keywordFacets) {
    const column = index.keyword[facet];
    const numbers = valueNumbers(column, keywordValue[facet](car), index.size);
    for (const id of numbers) {
      const bits = column.bitsets[id];
      if (bits) setBit(bits, doc);
    }
    if (column.single) {
      // A value past what the column's array holds widens it first.
      if (
        column.values.length >= 2 ** (8 * column.single.BYTES_PER_ELEMENT) - 1 &&
        column.single.BYTES_PER_ELEMENT < 4
      ) {
        const wider = singleColumnFor(column.values.length, column.single.length);
        wider.set(column.single);
        column.single = wider;
      }
      column.single[doc] = numbers.length > 0 ? (numbers[0] ?? 0) + 1 : 0;
    } else column.changed?.set(doc, Int32Array.from(numbers));
  }
  for (const facet of numericFacets) index.numeric[facet][doc] = numericValue[facet](car);
  index.customRank[doc] = Number.isFinite(car.custom_rank) ? car.custom_rank : 0;
  setBit(index.all, doc);
  if (index.numeric.price[doc] !== 0) setBit(index.pricedAboveZero, doc);
  const { text } = index;
  const terms = wordsOf(car).map((word) => {
    let term = termIdOf(text, word) ?? newTerms.get(word);
    if (term === undefined) {
      term = text.terms.length;
      text.terms.push(word);
      newTerms.set(word, term);
    }
    const postings = text.added.get(term);
    if (postings) postings.add(doc);
    else text.added.set(term, new Set([doc]));
    return term;
  });
  text.addedTerms.set(doc, terms);
  index.docs[doc] = car;
  index.lookups.byId?.set(car.id, doc);
  index.lookups.bySlug?.set(car.slug, doc);
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The rank order (build.ts, buildOrders): custom rank high to low, newest first, stock number, id. */
function rankComparator(index: SearchIndex): (a: number, b: number) => number {
  const { customRank, docs } = index;
  const created = index.numeric.created_at_timestamp;
  return (a, b) => {
    const rankA = customRank[a] ?? 0;
    const rankB = customRank[b] ?? 0;
    if (rankA !== rankB) return rankB - rankA;
    const createdA = created[a] ?? Number.NaN;
    const createdB = created[b] ?? Number.NaN;
    if (Number.isNaN(createdA) !== Number.isNaN(createdB)) return Number.isNaN(createdA) ? 1 : -1;
    if (createdA !== createdB && !Number.isNaN(createdA)) return createdB - createdA;
    const carA = docs[a];
    const carB = docs[b];
    return carA && carB ? compareText(carA.stocknum, carB.stocknum) || compareText(carA.id, carB.id) : a - b;
  };
}

/** A numeric key's order: cars without a value last in either direction, ties in rank order. */
function keyComparator(
  column: Float64Array,
  direction: 1 | -1,
  byRank: (a: number, b: number) => number,
): (a: number, b: number) => number {
  return (a, b) => {
    const valueA = column[a] ?? Number.NaN;
    const valueB = column[b] ?? Number.NaN;
    if (Number.isNaN(valueA) !== Number.isNaN(valueB)) return Number.isNaN(valueA) ? 1 : -1;
    if (valueA !== valueB && !Number.isNaN(valueA)) return direction * (valueA - valueB);
    return byRank(a, b);
  };
}

/** The cars that left an order: as a list, and as a bitset for many. */
type Left = { docs: readonly number[]; bits: Bitset };

/** Up to this many cars leaving, each is found by `indexOf` rather than by a pass over the order. */
const fewLeaving = 32;

/** The order without the cars that left, with `entering` (sorted by `compare`) placed by binary search. */
function mend(
  order: Int32Array,
  left: Left,
  entering: readonly number[],
  compare: (a: number, b: number) => number,
): Int32Array {
  const kept = new Int32Array(order.length);
  let keptLength = 0;
  if (left.docs.length <= fewLeaving) {
    // A few cars: found by the native search and cut out, the rest copied in blocks.
    const positions = left.docs.map((doc) => order.indexOf(doc)).filter((at) => at >= 0);
    positions.sort((a, b) => a - b);
    let from = 0;
    for (const at of positions) {
      kept.set(order.subarray(from, at), keptLength);
      keptLength += at - from;
      from = at + 1;
    }
    kept.set(order.subarray(from), keptLength);
    keptLength += order.length - from;
  } else {
    const bits = left.bits;
    for (let at = 0; at < order.length; at += 1) {
      const doc = order[at] ?? 0;
      if (((bits[doc >>> 5] ?? 0) & (1 << (doc & 31))) === 0) {
        kept[keptLength] = doc;
        keptLength += 1;
      }
    }
  }
  const mended = new Int32Array(keptLength + entering.length);
  let from = 0;
  let written = 0;
  for (const doc of entering) {
    let low = from;
    let high = keptLength;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(kept[middle] ?? 0, doc) < 0) low = middle + 1;
      else high = middle;
    }
    mended.set(kept.subarray(from, low), written);
    written += low - from;
    mended[written] = doc;
    written += 1;
    from = low;
  }
  mended.set(kept.subarray(from, keptLength), written);
  return mended;
}

function mendOrders(index: SearchIndex, left: Left, entered: readonly number[]): void {
  const byRank = rankComparator(index);
  const { numeric } = index;
  const comparators: Record<SortKey, (a: number, b: number) => number> = {
    rank: byRank,
    latest: keyComparator(numeric.created_at_timestamp, -1, byRank),
    price_desc: keyComparator(numeric.price, -1, byRank),
    price_asc: keyComparator(numeric.price, 1, byRank),
    km_asc: keyComparator(numeric.km, 1, byRank),
    km_desc: keyComparator(numeric.km, -1, byRank),
    subscription_price_asc: keyComparator(numeric.subscription_price, 1, byRank),
  };
  for (const key of sortKeys) {
    const compare = comparators[key];
    index.orders[key] = mend(index.orders[key], left, entered.slice().sort(compare), compare);
  }
  // The ascending lists of facet values: the sort orders' leading cars where one exists; year and age
  // kept apart (only their ends are read, so their ties need no particular order).
  const ownAscending = (facet: NumericFacet): Int32Array => {
    const column = numeric[facet];
    const compare = keyComparator(column, 1, byRank);
    const valued = entered.filter((doc) => !Number.isNaN(column[doc] ?? Number.NaN)).sort(compare);
    return mend(index.ascending[facet], left, valued, compare);
  };
  index.ascending = {
    price: valuedPrefix(index.orders.price_asc, numeric.price),
    km: valuedPrefix(index.orders.km_asc, numeric.km),
    subscription_price: valuedPrefix(index.orders.subscription_price_asc, numeric.subscription_price),
    year: ownAscending("year"),
    created_at_timestamp: ownAscending("created_at_timestamp"),
  };
}

/** New words join the sorted list (prefix search) and, without digits, the typo candidates. */
function addTerms(index: SearchIndex, newTerms: readonly number[]): void {
  if (newTerms.length === 0) return;
  const { text } = index;
  const byWord = (a: number, b: number) => compareText(text.terms[a] ?? "", text.terms[b] ?? "");
  const entering = newTerms.slice().sort(byWord);
  text.sorted = mend(text.sorted, { docs: [], bits: new Uint32Array(0) }, entering, byWord);
  const byLength = new Map<number, number[]>();
  for (const term of newTerms) {
    const word = text.terms[term] ?? "";
    if (hasDigit(word)) continue;
    const bucket = byLength.get(word.length);
    if (bucket) bucket.push(term);
    else byLength.set(word.length, [term]);
  }
  for (const [length, terms] of byLength) {
    const known = text.typoCandidates.get(length) ?? new Int32Array(0);
    const grown = new Int32Array(known.length + terms.length);
    grown.set(known);
    grown.set(terms, known.length);
    text.typoCandidates.set(length, grown);
  }
}

/**
 * Applies a change to the index in place. An id both removed and upserted is upserted; of two upserts
 * with one id, the last wins. Returns how many cars left and entered.
 */
export function updateSearchIndex(index: SearchIndex, change: IndexChange): { left: number; entered: number } {
  const upserts = new Map<string, CarDocument>();
  for (const car of change.upsert) upserts.set(car.id, car);
  const byId = index.lookups.byId ?? new Map<string, number>();
  if (!index.lookups.byId) {
    index.docs.forEach((car, doc) => {
      if (car) byId.set(car.id, doc);
    });
    index.lookups.byId = byId;
  }
  const leaving: number[] = [];
  for (const id of new Set([...change.remove, ...upserts.keys()])) {
    const doc = byId.get(id);
    if (doc === undefined) continue;
    takeOut(index, doc);
    leaving.push(doc);
  }
  const entered: number[] = [];
  // Words new to the dictionary, found here until they join its sorted list at the end.
  const newTerms = new Map<string, number>();
  for (const car of upserts.values()) {
    if (index.free.length === 0) grow(index);
    const doc = index.free.pop() ?? 0;
    putIn(index, doc, car, newTerms);
    entered.push(doc);
  }
  if (leaving.length === 0 && entered.length === 0) return { left: 0, entered: 0 };
  const bits = emptyBitset(index.size);
  for (const doc of leaving) setBit(bits, doc);
  for (const facet of keywordFacets) index.keyword[facet].totals = null;
  for (const facet of numericFacets) delete index.scratch.valued[facet];
  mendOrders(index, { docs: leaving, bits }, entered);
  addTerms(index, [...newTerms.values()]);
  index.wordMatches.clear();
  return { left: leaving.length, entered: entered.length };
}

/** Cars the index holds. */
export function carCount(index: SearchIndex): number {
  return index.size - index.free.length;
}
