// Building the index: one pass over the cars into column arrays, a bitset per facet value, the
// precomputed sort orders and the text dictionary with its posting lists. Everything a query needs is
// laid out here so that a query only ANDs bitsets and walks typed arrays.

import type { CarDocument } from "@/cars/car";
import { LRUCache } from "lru-cache";
import { emptyBitset, fullBitset, setBit, type Bitset } from "./bitset";
import {
  keywordValue,
  multiValueFacets,
  numericValue,
  perKeywordFacet,
  perNumericFacet,
  textFields,
  isKeywordFacet,
} from "./attributes";
import { firstDigitAt, hasDigit, indexTokens } from "./text";
import { keywordFacets, numericFacets, sortKeys, type KeywordFacet, type NumericFacet, type SortKey } from "./types";

export type KeywordColumn = {
  /** Value number to display value. Values only ever join (a value no car carries counts 0). */
  readonly values: string[];
  readonly valueIds: Map<string, number>;
  /**
   * Single-valued facets: per car, its value number plus one (0: no value), so counting needs no
   * branch. null for multi-valued facets.
   */
  single: SingleColumn | null;
  /**
   * Multi-valued facets, as built: car d's value numbers are ids[offsets[d]] up to ids[offsets[d + 1]]
   * (cars d < offsets.length - 1). A car indexed since has its numbers in `changed` instead.
   */
  readonly offsets: Int32Array | null;
  readonly ids: Int32Array | null;
  readonly changed: Map<number, Int32Array> | null;
  /** Per value number, the cars that carry it. */
  bitsets: Bitset[];
  /** Per value number, how many cars carry it: made on first use, cleared by every change. */
  totals: Int32Array | null;
};

/** Per car, a value number plus one, in the narrowest array that holds the column's values. */
export type SingleColumn = Uint8Array | Uint16Array | Int32Array;

/** The array a column of `values` values needs (value numbers plus one, 0 for none). */
export function singleColumnFor(values: number, size: number): SingleColumn {
  if (values < 0xff) return new Uint8Array(size);
  if (values < 0xffff) return new Uint16Array(size);
  return new Int32Array(size);
}

export type TextDictionary = {
  /** Terms only ever join; a term whose cars have all gone matches nothing (text-match.ts). */
  readonly terms: string[];
  /**
   * Term ids in term order, for exact and prefix lookups by binary search (termIdOf): a map from
   * term to id would hold as much again as the index, a few hundred thousand stock-number words.
   */
  sorted: Int32Array;
  /**
   * As built: term t's cars are docs[offsets[t]] up to docs[offsets[t + 1]], ascending (terms
   * t < offsets.length - 1), except the cars in `voided`, removed or re-indexed since.
   */
  readonly offsets: Int32Array;
  readonly docs: Int32Array;
  voided: Bitset;
  /** Postings of the cars indexed since the build: per term its cars, and per car its terms. */
  readonly added: Map<number, Set<number>>;
  readonly addedTerms: Map<number, readonly number[]>;
  /** Digit-free terms by length: the only candidates a typo can reach (see allowedTypos). */
  readonly typoCandidates: Map<number, Int32Array>;
  /**
   * The stock-number words with a digit of the cars as built ("10234" and "hs10234" of HS-10234),
   * by the letters before their first digit. They are nearly one word per car, and as terms they
   * doubled the dictionary and the build's time; here they cost a string per bucket (text-match.ts
   * reads them). Their letter-only words ("hs") are terms as usual, and so are every word of the
   * cars indexed since the build.
   */
  readonly stockNumbers: ReadonlyMap<string, StockNumberBucket>;
};

/**
 * Stock-number words that share the letters before their first digit (the bucket's key), less those
 * letters: entry i is text.slice(starts[i] + 1, starts[i + 1]), a word of car docs[i]. The text
 * starts and ends with a line feed and has one between entries, so a search for "\n" + rest finds
 * the entries beginning with rest, and one for "\n" + rest + "\n" those equal to it.
 */
export type StockNumberBucket = { readonly text: string; readonly starts: Int32Array; readonly docs: Int32Array };

/** One query word's matches, by how well each car matched it (see text-match.ts). */
export type WordMatch = {
  /** Cars matching the word at all. */
  readonly all: Bitset;
  /** Cars with the word itself; with it as a prefix (last word only); with one typo; with two. */
  readonly exact: Bitset | null;
  readonly prefix: Bitset | null;
  readonly oneTypo: Bitset | null;
  readonly twoTypos: Bitset | null;
};

/**
 * One site's listable stock, indexed. A car is a number (a slot); `size` is the number of slots, and
 * `all` the slots that hold a car. A stock change updates the index in place (update.ts): a removed
 * car's slot empties and is reused, and the slots grow when full. Queries run one at a time between
 * changes (neither awaits), so a query never sees half a change.
 */
export type SearchIndex = {
  size: number;
  /** Per slot, its car; undefined for an empty slot. */
  readonly docs: (CarDocument | undefined)[];
  all: Bitset;
  readonly keyword: Readonly<Record<KeywordFacet, KeywordColumn>>;
  /** Per numeric facet, per car; NaN for no value (and for an empty slot). */
  numeric: Record<NumericFacet, Float64Array>;
  /** Per car, its custom rank (the rank order's first key). */
  customRank: Float64Array;
  /** Per sort key, every car in that order (ties already broken). */
  orders: Record<SortKey, Int32Array>;
  /** Per numeric facet, the cars that have a value, lowest first: min and max of a large set are near the ends. */
  ascending: Record<NumericFacet, Int32Array>;
  /** Cars whose price is not 0 (for excludeZeroPriceOnAscending). */
  pricedAboveZero: Bitset;
  /** Car numbers by id and by slug, made on first use (only filters by id or slug need them). */
  readonly lookups: { byId?: Map<string, number>; bySlug?: Map<string, number> };
  readonly text: TextDictionary;
  /** Memo of word expansions (typo and prefix lookups), bounded, least recently used dropped first. */
  readonly wordMatches: LRUCache<string, WordMatch>;
  /**
   * Reused per query so a query allocates little; queries run one at a time (no await inside).
   * `bitsets` holds the sets a query borrowed and gave back, of this index's size; `valued` per
   * numeric facet the cars with a value, made on first use (an update empties it).
   */
  scratch: {
    readonly docs: Int32Array;
    readonly scores: Int32Array;
    readonly bitsets: Bitset[];
    readonly valued: Partial<Record<NumericFacet, Bitset>>;
  };
  /** Empty slots, reused first. */
  readonly free: number[];
};

class GrowableInts {
  data: Int32Array;
  length = 0;
  constructor(capacity: number) {
    this.data = new Int32Array(Math.max(16, capacity));
  }
  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length] = value;
    this.length += 1;
  }
}

/** Builds one keyword facet's column while the cars are read once, all facets together. */
class KeywordColumnBuilder {
  readonly values: string[] = [];
  readonly valueIds = new Map<string, number>();
  readonly single: Int32Array | null;
  readonly offsets: Int32Array | null;
  readonly ids: GrowableInts | null;
  /** Multi-valued facets: per value number, the last car that listed it (a car counts a value once). */
  private readonly lastDocOfValue: number[] = [];
  private readonly read: (doc: CarDocument) => string | null | readonly string[];

  constructor(facet: KeywordFacet, size: number) {
    this.read = keywordValue[facet];
    const multi = multiValueFacets.has(facet);
    this.single = multi ? null : new Int32Array(size);
    this.offsets = multi ? new Int32Array(size + 1) : null;
    this.ids = multi ? new GrowableInts(size * 2) : null;
  }

  private idOf(value: string): number {
    let id = this.valueIds.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      this.valueIds.set(value, id);
      this.lastDocOfValue.push(-1);
    }
    return id;
  }

  add(doc: CarDocument, docNumber: number): void {
    const raw = this.read(doc);
    if (this.single) {
      this.single[docNumber] = typeof raw === "string" ? this.idOf(raw) + 1 : 0;
      return;
    }
    if (!this.offsets || !this.ids) return;
    for (const value of typeof raw === "string" ? [raw] : (raw ?? [])) {
      if (typeof value !== "string" || value === "") continue;
      const id = this.idOf(value);
      if (this.lastDocOfValue[id] === docNumber) continue;
      this.lastDocOfValue[id] = docNumber;
      this.ids.push(id);
    }
    this.offsets[docNumber + 1] = this.ids.length;
  }

  finish(size: number): KeywordColumn {
    const bitsets = this.values.map(() => emptyBitset(size));
    const { values, valueIds, single, offsets } = this;
    if (single) {
      for (let docNumber = 0; docNumber < size; docNumber += 1) {
        const bits = bitsets[(single[docNumber] ?? 0) - 1];
        if (bits) setBit(bits, docNumber);
      }
      // Narrowed for keeping: most facets have a few dozen values, so a byte per car instead of four.
      const narrow = singleColumnFor(values.length, size);
      narrow.set(single.subarray(0, size));
      return { values, valueIds, single: narrow, offsets: null, ids: null, changed: null, bitsets, totals: null };
    }
    const ids = this.ids ? this.ids.data.slice(0, this.ids.length) : new Int32Array(0);
    if (offsets) {
      for (let docNumber = 0; docNumber < size; docNumber += 1) {
        const end = offsets[docNumber + 1] ?? 0;
        for (let at = offsets[docNumber] ?? 0; at < end; at += 1) {
          const bits = bitsets[ids[at] ?? 0];
          if (bits) setBit(bits, docNumber);
        }
      }
    }
    return { values, valueIds, single: null, offsets, ids, changed: new Map(), bitsets, totals: null };
  }
}

const maxMemoisedWords = 512;

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Cars ordered by a numeric key, ties kept in `tieOrder` (tiePosition is its inverse); cars without
 * a value (NaN) last in either direction. Sorting is done natively on a Float64Array of
 * `slot * size + tiePosition`, several times faster than a comparator sort; the tie position,
 * recovered as the remainder, names the car. The slot is the value's offset from the minimum when
 * that stays exact in a double (whole numbers, the usual case), else its rank among the values.
 */
function orderBy(key: Float64Array, direction: 1 | -1, tieOrder: Int32Array, tiePosition: Int32Array): Int32Array {
  const size = key.length;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let whole = true;
  for (let doc = 0; doc < size; doc += 1) {
    const value = key[doc] ?? Number.NaN;
    if (Number.isNaN(value)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
    if (whole && !Number.isInteger(value)) whole = false;
  }
  if (min > max) return tieOrder.slice();
  const { slotOf, noValue } =
    whole && (max - min + 2) * size < Number.MAX_SAFE_INTEGER ? offsetSlots(min, max) : rankSlots(key);
  const composite = new Float64Array(size);
  for (let doc = 0; doc < size; doc += 1) {
    const value = key[doc] ?? Number.NaN;
    composite[doc] = (Number.isNaN(value) ? noValue : slotOf(value, direction)) * size + (tiePosition[doc] ?? 0);
  }
  composite.sort();
  const order = new Int32Array(size);
  for (let at = 0; at < size; at += 1) order[at] = tieOrder[(composite[at] ?? 0) % size] ?? 0;
  return order;
}

/** A car's slot for its value (lower first), and the slot after every value's, for cars without one. */
type Slots = { slotOf: (value: number, direction: 1 | -1) => number; noValue: number };

/** Slots 0 .. max - min: the value's distance from the end it is sorted from. */
function offsetSlots(min: number, max: number): Slots {
  return { slotOf: (value, direction) => (direction === 1 ? value - min : max - value), noValue: max - min + 1 };
}

/** Slots by rank among the distinct values, for keys whose offsets would not be exact. */
function rankSlots(key: Float64Array): Slots {
  const sorted = Float64Array.from(key.filter((value) => !Number.isNaN(value))).sort();
  let unique = 0;
  for (let at = 0; at < sorted.length; at += 1) {
    if (at === 0 || sorted[at] !== sorted[unique - 1]) {
      sorted[unique] = sorted[at] ?? 0;
      unique += 1;
    }
  }
  const slotOf = (value: number, direction: 1 | -1) => {
    let low = 0;
    let high = unique - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((sorted[middle] ?? 0) < value) low = middle + 1;
      else high = middle;
    }
    return direction === 1 ? low : unique - 1 - low;
  };
  return { slotOf, noValue: unique };
}

function positionsOf(order: Int32Array): Int32Array {
  const positions = new Int32Array(order.length);
  for (let at = 0; at < order.length; at += 1) positions[order[at] ?? 0] = at;
  return positions;
}

function* buildOrders(
  docs: readonly CarDocument[],
  numeric: Record<NumericFacet, Float64Array>,
  customRank: Float64Array,
): Generator<void, Record<SortKey, Int32Array>> {
  const size = docs.length;
  const identity = Int32Array.from({ length: size }, (_, doc) => doc);
  const created = numeric.created_at_timestamp;
  // The rank order, every sort's final tie-break: custom rank high to low, newest first, then stock
  // number and id. Those two are unique, so every order is total and paging never repeats a car.
  const newestFirst = orderBy(created, -1, identity, identity);
  yield;
  const rank = orderBy(customRank, -1, newestFirst, positionsOf(newestFirst));
  yield;
  const sameRankAndAge = (a: number, b: number) =>
    customRank[a] === customRank[b] && Object.is(created[a] ?? Number.NaN, created[b] ?? Number.NaN);
  const byStocknumAndId = (a: number, b: number) => {
    const docA = docs[a];
    const docB = docs[b];
    return docA && docB ? compareText(docA.stocknum, docB.stocknum) || compareText(docA.id, docB.id) : 0;
  };
  // Cars equal in rank and age are rare (ages are in seconds), so they are put in stock-number order
  // run by run rather than by a string sort of the whole stock.
  let runStart = 0;
  for (let at = 1; at <= size; at += 1) {
    if (at < size && sameRankAndAge(rank[at] ?? 0, rank[runStart] ?? 0)) continue;
    if (at - runStart > 1) rank.subarray(runStart, at).sort(byStocknumAndId);
    runStart = at;
  }
  const rankPosition = positionsOf(rank);
  yield;
  const by = (column: Float64Array, direction: 1 | -1) => orderBy(column, direction, rank, rankPosition);
  const latest = by(numeric.created_at_timestamp, -1);
  yield;
  const priceDesc = by(numeric.price, -1);
  yield;
  const priceAsc = by(numeric.price, 1);
  yield;
  const kmAsc = by(numeric.km, 1);
  yield;
  const kmDesc = by(numeric.km, -1);
  yield;
  const subscriptionAsc = by(numeric.subscription_price, 1);
  const orders: Record<SortKey, Int32Array> = {
    rank,
    latest,
    price_desc: priceDesc,
    price_asc: priceAsc,
    km_asc: kmAsc,
    km_desc: kmDesc,
    subscription_price_asc: subscriptionAsc,
  };
  for (const key of sortKeys) if (orders[key].length !== size) throw new Error(`sort order ${key} lost cars`);
  return orders;
}

/** Builds the text dictionary while the cars are read once, from the facet columns where it can. */
class TextDictionaryBuilder {
  readonly terms: string[] = [];
  readonly termIds = new Map<string, number>();
  /** Per term, the last car it was recorded for, so a car lists each term once. */
  private readonly lastDocOfTerm: number[] = [];
  /** Fields that are also facets: tokenised once per facet value (per value number, lazily). */
  private readonly facetFields: { column: KeywordColumnBuilder; tokens: (number[] | undefined)[] }[] = [];
  private readonly plainFields: Exclude<(typeof textFields)[number], KeywordFacet>[] = [];
  /** Titles and series repeat across cars; stock numbers do not and are not memoised. */
  private readonly memo = new Map<string, number[]>();
  /** Per stock-number bucket (see StockNumberBucket), the entries' rests and cars so far. */
  private readonly stockNumbers = new Map<string, { rests: string[]; docs: GrowableInts }>();
  private readonly numberMemo = new Map<number, number[]>();
  readonly docTerms: GrowableInts;
  readonly docOffsets: Int32Array;
  private docNumber = 0;

  constructor(size: number, columns: Readonly<Record<KeywordFacet, KeywordColumnBuilder>>) {
    this.docTerms = new GrowableInts(size * 24);
    this.docOffsets = new Int32Array(size + 1);
    for (const field of textFields) {
      if (isKeywordFacet(field)) this.facetFields.push({ column: columns[field], tokens: [] });
      else this.plainFields.push(field);
    }
  }

  private tokenIds(value: string): number[] {
    return indexTokens(value).map((token) => this.termId(token));
  }

  private termId(token: string): number {
    let id = this.termIds.get(token);
    if (id === undefined) {
      id = this.terms.length;
      this.terms.push(token);
      this.termIds.set(token, id);
      this.lastDocOfTerm.push(-1);
    }
    return id;
  }

  private addStockNumber(value: string, docNumber: number): void {
    for (const token of indexTokens(value)) {
      const split = firstDigitAt(token);
      if (split < 0) {
        this.recordOne(this.termId(token));
        continue;
      }
      const letters = token.slice(0, split);
      let bucket = this.stockNumbers.get(letters);
      if (!bucket) {
        bucket = { rests: [], docs: new GrowableInts(1024) };
        this.stockNumbers.set(letters, bucket);
      }
      bucket.rests.push(split === 0 ? token : token.slice(split));
      bucket.docs.push(docNumber);
    }
  }

  private record(ids: readonly number[]): void {
    for (const id of ids) this.recordOne(id);
  }

  private recordOne(id: number): void {
    if (this.lastDocOfTerm[id] === this.docNumber) return;
    this.lastDocOfTerm[id] = this.docNumber;
    this.docTerms.push(id);
  }

  private recordValue(field: { column: KeywordColumnBuilder; tokens: (number[] | undefined)[] }, id: number): void {
    let ids = field.tokens[id];
    if (ids === undefined) {
      ids = this.tokenIds(field.column.values[id] ?? "");
      field.tokens[id] = ids;
    }
    this.record(ids);
  }

  /** Records a car's terms; call after its facet columns have taken it. */
  add(doc: CarDocument, docNumber: number): void {
    this.docNumber = docNumber;
    for (const field of this.facetFields) {
      const { single, offsets, ids } = field.column;
      if (single) {
        const slot = single[docNumber] ?? 0;
        if (slot > 0) this.recordValue(field, slot - 1);
      } else if (offsets && ids) {
        const end = offsets[docNumber + 1] ?? 0;
        for (let at = offsets[docNumber] ?? 0; at < end; at += 1) this.recordValue(field, ids.data[at] ?? 0);
      }
    }
    for (const field of this.plainFields) {
      const value = doc[field];
      if (field === "stocknum" && typeof value === "string") this.addStockNumber(value, docNumber);
      else if (typeof value === "string") {
        let ids = this.memo.get(value);
        if (ids === undefined) {
          ids = this.tokenIds(value);
          this.memo.set(value, ids);
        }
        this.record(ids);
      } else if (typeof value === "number" && Number.isFinite(value)) {
        let ids = this.numberMemo.get(value);
        if (ids === undefined) {
          ids = this.tokenIds(String(value));
          this.numberMemo.set(value, ids);
        }
        this.record(ids);
      }
    }
    this.docOffsets[docNumber + 1] = this.docTerms.length;
  }

  *finish(size: number): Generator<void, TextDictionary> {
    const { terms, termIds, docTerms, docOffsets } = this;
    // Transpose car -> terms into term -> cars (counting sort), which leaves each list ascending.
    const offsets = new Int32Array(terms.length + 1);
    for (let at = 0; at < docTerms.length; at += 1) {
      const term = docTerms.data[at] ?? 0;
      offsets[term + 1] = (offsets[term + 1] ?? 0) + 1;
    }
    for (let term = 0; term < terms.length; term += 1)
      offsets[term + 1] = (offsets[term + 1] ?? 0) + (offsets[term] ?? 0);
    yield;
    const fill = offsets.slice(0, terms.length);
    const postings = new Int32Array(docTerms.length);
    for (let docNumber = 0; docNumber < size; docNumber += 1) {
      for (let at = docOffsets[docNumber] ?? 0; at < (docOffsets[docNumber + 1] ?? 0); at += 1) {
        const term = docTerms.data[at] ?? 0;
        const slot = fill[term] ?? 0;
        postings[slot] = docNumber;
        fill[term] = slot + 1;
      }
    }

    yield;
    // Native string sorting compares UTF-16 code units, the same order as `<` in the prefix search.
    const sorted = Int32Array.from(terms.slice().sort(), (term) => termIds.get(term) ?? 0);
    // The builder's map goes with the builder.
    termIds.clear();
    yield;
    const byLength = new Map<number, number[]>();
    terms.forEach((term, id) => {
      if (hasDigit(term)) return;
      const bucket = byLength.get(term.length);
      if (bucket) bucket.push(id);
      else byLength.set(term.length, [id]);
    });
    const typoCandidates = new Map<number, Int32Array>();
    for (const [length, ids] of byLength) typoCandidates.set(length, Int32Array.from(ids));
    yield;
    const stockNumbers = new Map<string, StockNumberBucket>();
    for (const [letters, { rests, docs }] of this.stockNumbers) {
      const starts = new Int32Array(rests.length + 1);
      let at = 0;
      rests.forEach((rest, entry) => {
        starts[entry] = at;
        at += rest.length + 1;
      });
      starts[rests.length] = at;
      stockNumbers.set(letters, { text: `\n${rests.join("\n")}\n`, starts, docs: docs.data.slice(0, docs.length) });
    }
    this.stockNumbers.clear();
    return {
      terms,
      sorted,
      offsets,
      docs: postings,
      voided: emptyBitset(size),
      added: new Map(),
      addedTerms: new Map(),
      typoCandidates,
      stockNumbers,
    };
  }
}

/** Cars read per step of a build between yields (see buildSearchIndexInSteps). */
const carsPerStep = 2048;

/**
 * Indexes one site's listable stock (the caller has applied the listing rules). The documents are
 * kept by reference and must not be changed afterwards (the index keeps its own list of them).
 */
export function buildSearchIndex(docs: readonly CarDocument[]): SearchIndex {
  const steps = buildSearchIndexInSteps(docs);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same build, yielding between steps of a few milliseconds each (a few thousand cars, one facet,
 * one sort order), so that a server can answer requests between them while a large stock builds.
 */
export function* buildSearchIndexInSteps(docs: readonly CarDocument[]): Generator<void, SearchIndex> {
  const size = docs.length;
  // One pass over the cars: each car object is read while it is in the processor's cache, instead of
  // once per facet (fifty thousand car objects do not fit in it).
  const columnBuilders = perKeywordFacet((facet) => new KeywordColumnBuilder(facet, size));
  const builders = keywordFacets.map((facet) => columnBuilders[facet]);
  const numeric = perNumericFacet(() => new Float64Array(size));
  const numericColumns = numericFacets.map((facet) => ({ read: numericValue[facet], column: numeric[facet] }));
  const customRank = new Float64Array(size);
  const text = new TextDictionaryBuilder(size, columnBuilders);
  for (let docNumber = 0; docNumber < size; docNumber += 1) {
    const doc = docs[docNumber];
    if (!doc) continue;
    for (const builder of builders) builder.add(doc, docNumber);
    for (const { read, column } of numericColumns) column[docNumber] = read(doc);
    customRank[docNumber] = Number.isFinite(doc.custom_rank) ? doc.custom_rank : 0;
    text.add(doc, docNumber);
    if ((docNumber + 1) % carsPerStep === 0) yield;
  }
  const keywordColumns: Partial<Record<KeywordFacet, KeywordColumn>> = {};
  for (const facet of keywordFacets) {
    keywordColumns[facet] = columnBuilders[facet].finish(size);
    yield;
  }
  const keyword = perKeywordFacet((facet) => keywordColumns[facet] ?? columnBuilders[facet].finish(size));
  yield;

  const pricedAboveZero = emptyBitset(size);
  for (let docNumber = 0; docNumber < size; docNumber += 1) {
    if (numeric.price[docNumber] !== 0) setBit(pricedAboveZero, docNumber);
  }

  const orders = yield* buildOrders(docs, numeric, customRank);
  yield;
  const identity = Int32Array.from({ length: size }, (_, doc) => doc);
  const ascending = perNumericFacet((facet) => {
    const column = numeric[facet];
    if (facet === "price") return valuedPrefix(orders.price_asc, column);
    if (facet === "km") return valuedPrefix(orders.km_asc, column);
    if (facet === "subscription_price") return valuedPrefix(orders.subscription_price_asc, column);
    return valuedPrefix(orderBy(column, 1, identity, identity), column);
  });
  yield;
  const textDictionary = yield* text.finish(size);

  return {
    size,
    docs: docs.slice(),
    all: fullBitset(size),
    keyword,
    numeric,
    customRank,
    orders,
    ascending,
    pricedAboveZero,
    lookups: {},
    text: textDictionary,
    wordMatches: new LRUCache({ max: maxMemoisedWords }),
    scratch: { docs: new Int32Array(size), scores: new Int32Array(size), bitsets: [], valued: {} },
    free: [],
  };
}

/** The leading cars of an ascending order that have a value (those without one are last). */
export function valuedPrefix(order: Int32Array, column: Float64Array): Int32Array {
  let end = order.length;
  while (end > 0 && Number.isNaN(column[order[end - 1] ?? 0] ?? Number.NaN)) end -= 1;
  return order.subarray(0, end);
}

/** The number of the car with this id or slug, if the index holds it. */
export function docNumberOf(index: SearchIndex, key: "id" | "slug", value: string): number | undefined {
  const { lookups, docs } = index;
  if (key === "id") {
    lookups.byId ??= lookupBy(docs, "id");
    return lookups.byId.get(value);
  }
  lookups.bySlug ??= lookupBy(docs, "slug");
  return lookups.bySlug.get(value);
}

function lookupBy(docs: readonly (CarDocument | undefined)[], key: "id" | "slug"): Map<string, number> {
  const map = new Map<string, number>();
  docs.forEach((doc, docNumber) => {
    if (doc) map.set(doc[key], docNumber);
  });
  return map;
}

/** First position in the sorted dictionary whose term is >= word. */
export function lowerBound(dictionary: Pick<TextDictionary, "sorted" | "terms">, word: string): number {
  const { sorted, terms } = dictionary;
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((terms[sorted[middle] ?? 0] ?? "") < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The id of a term, if the dictionary has it. */
export function termIdOf(dictionary: Pick<TextDictionary, "sorted" | "terms">, word: string): number | undefined {
  const at = lowerBound(dictionary, word);
  const term = dictionary.sorted[at];
  return term !== undefined && dictionary.terms[term] === word ? term : undefined;
}
