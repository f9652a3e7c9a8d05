// Free-text matching against the dictionary. Each query word expands to the dictionary terms it
// reaches (itself; as a prefix when it is the last word, because the shopper may still be typing;
// within its typo allowance), and the cars of those terms become the word's match. Every word must
// match (AND). Expansions are memoised per index, because a shopper's successive keystrokes and the
// facet clicks that follow repeat the same words.

import { andInto, emptyBitset, hasBit, isEmpty, orInto, type Bitset } from "./bitset";
import { lowerBound, termIdOf, type SearchIndex, type TextDictionary, type WordMatch } from "./build";
import { allowedTypos, boundedEditDistance, firstDigitAt, queryWords } from "./text";

/**
 * Relevance penalties per word, lower is better: the first criterion is how many words matched
 * exactly (a prefix or a typo each cost one "inexact word"), the second the number of typos.
 */
const inexactWord = 1024;
const penalty = { exact: 0, prefix: inexactWord, oneTypo: inexactWord + 1, twoTypos: inexactWord + 2 } as const;

/** Sets the term's cars in `into`: its postings as built, less the voided cars, and those added since. */
function addPostings(dictionary: TextDictionary, term: number, into: Bitset): void {
  const { offsets, docs, voided, added } = dictionary;
  if (term + 1 < offsets.length) {
    const end = offsets[term + 1] ?? 0;
    for (let at = offsets[term] ?? 0; at < end; at += 1) {
      const doc = docs[at] ?? 0;
      if (((voided[doc >>> 5] ?? 0) & (1 << (doc & 31))) !== 0) continue;
      into[doc >>> 5] = (into[doc >>> 5] ?? 0) | (1 << (doc & 31));
    }
  }
  const more = added.get(term);
  if (more) for (const doc of more) into[doc >>> 5] = (into[doc >>> 5] ?? 0) | (1 << (doc & 31));
}

/**
 * Sets the built cars whose stock-number word with a digit (TextDictionary.stockNumbers) is the
 * word itself, in `exact`, or begins with it when it is the last word, in `prefix`: as the terms
 * would, had those words been terms. A word without a digit begins the words whose letters before
 * the first digit begin with it; a word with one only those with its own letters before it.
 */
function addStockNumbers(
  dictionary: TextDictionary,
  word: string,
  isLast: boolean,
  exact: () => Bitset,
  prefix: () => Bitset,
): void {
  const { voided } = dictionary;
  const set = (bits: Bitset, doc: number) => {
    if (!hasBit(voided, doc)) bits[doc >>> 5] = (bits[doc >>> 5] ?? 0) | (1 << (doc & 31));
  };
  const split = firstDigitAt(word);
  if (split < 0) {
    if (!isLast) return;
    for (const [letters, bucket] of dictionary.stockNumbers) {
      if (!letters.startsWith(word)) continue;
      const into = prefix();
      for (const doc of bucket.docs) set(into, doc);
    }
    return;
  }
  const bucket = dictionary.stockNumbers.get(word.slice(0, split));
  if (!bucket) return;
  const { text, starts, docs } = bucket;
  const rest = word.slice(split);
  // Not the last word: only whole entries count, so the search itself can ask for the closing line feed.
  const needle = isLast ? `\n${rest}` : `\n${rest}\n`;
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length - 1)) {
    const doc = docs[entryAt(starts, at)] ?? 0;
    const whole = text.charCodeAt(at + rest.length + 1) === 10;
    set(whole ? exact() : prefix(), doc);
  }
}

/** The entry whose line feed is at `at` (starts ascend; see StockNumberBucket). */
function entryAt(starts: Int32Array, at: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((starts[middle] ?? 0) < at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * A level no car reached is no level: after stock changes a term can outlive its cars, and a fresh
 * build would not know the term at all (which matters to `ranked` below).
 */
const unlessEmpty = (level: Bitset | null): Bitset | null => (level === null || isEmpty(level) ? null : level);

function expandWord(index: SearchIndex, word: string, isLast: boolean): WordMatch {
  const dictionary = index.text;
  const size = index.size;
  let exact: Bitset | null = null;
  let prefix: Bitset | null = null;
  let oneTypo: Bitset | null = null;
  let twoTypos: Bitset | null = null;

  const exactTerm = termIdOf(dictionary, word);
  if (exactTerm !== undefined) {
    exact = emptyBitset(size);
    addPostings(dictionary, exactTerm, exact);
  }
  if (isLast) {
    for (let at = lowerBound(dictionary, word); at < dictionary.sorted.length; at += 1) {
      const term = dictionary.sorted[at] ?? 0;
      if (!(dictionary.terms[term] ?? "").startsWith(word)) break;
      if (term === exactTerm) continue;
      prefix ??= emptyBitset(size);
      addPostings(dictionary, term, prefix);
    }
  }
  addStockNumbers(
    dictionary,
    word,
    isLast,
    () => (exact ??= emptyBitset(size)),
    () => (prefix ??= emptyBitset(size)),
  );
  const typos = allowedTypos(word);
  if (typos > 0) {
    for (let length = word.length - typos; length <= word.length + typos; length += 1) {
      const candidates = dictionary.typoCandidates.get(length);
      if (!candidates) continue;
      for (const term of candidates) {
        if (term === exactTerm) continue;
        const distance = boundedEditDistance(word, dictionary.terms[term] ?? "", typos);
        if (distance > typos) continue;
        if (distance === 1) {
          oneTypo ??= emptyBitset(size);
          addPostings(dictionary, term, oneTypo);
        } else if (distance === 2) {
          twoTypos ??= emptyBitset(size);
          addPostings(dictionary, term, twoTypos);
        }
      }
    }
  }
  exact = unlessEmpty(exact);
  prefix = unlessEmpty(prefix);
  oneTypo = unlessEmpty(oneTypo);
  twoTypos = unlessEmpty(twoTypos);
  const all = emptyBitset(size);
  for (const level of [exact, prefix, oneTypo, twoTypos]) if (level) orInto(all, level);
  return { all, exact, prefix, oneTypo, twoTypos };
}

function wordMatch(index: SearchIndex, word: string, isLast: boolean): WordMatch {
  const key = `${isLast ? "last" : "word"}:${word}`;
  const memo = index.wordMatches.get(key);
  if (memo) return memo;
  const match = expandWord(index, word, isLast);
  index.wordMatches.set(key, match);
  return match;
}

export type TextMatch = {
  /** Cars matching every word. Owned by the caller. */
  readonly set: Bitset;
  /** Whether cars can differ in relevance (some word matched any car by prefix or typo). */
  readonly ranked: boolean;
  /** The relevance penalty of a car in `set` (lower is more relevant). */
  readonly penalty: (doc: number) => number;
  /**
   * No car's penalty is lower: every word at the best level any car reached for it. Usually some
   * cars have it, and a page of them in rank order is the page (search.ts, pageOfHits).
   */
  readonly leastPenalty: number;
};

/** Matches the query's words; null when the query has none (no text refinement). */
export function matchText(index: SearchIndex, query: string | undefined): TextMatch | null {
  if (query === undefined) return null;
  const words = queryWords(query);
  if (words.length === 0) return null;
  const matches = words.map((word, position) => wordMatch(index, word, position === words.length - 1));
  const set = index.all.slice();
  for (const match of matches) {
    andInto(set, match.all);
    if (isEmpty(set)) break;
  }
  const ranked = matches.some((match) => match.prefix !== null || match.oneTypo !== null || match.twoTypos !== null);
  let leastPenalty = 0;
  for (const match of matches) {
    if (match.exact) leastPenalty += penalty.exact;
    else if (match.prefix) leastPenalty += penalty.prefix;
    else if (match.oneTypo) leastPenalty += penalty.oneTypo;
    else leastPenalty += penalty.twoTypos;
  }
  return {
    set,
    ranked,
    leastPenalty,
    penalty: (doc) => {
      let total = 0;
      for (const match of matches) {
        if (match.exact && hasBit(match.exact, doc)) total += penalty.exact;
        else if (match.prefix && hasBit(match.prefix, doc)) total += penalty.prefix;
        else if (match.oneTypo && hasBit(match.oneTypo, doc)) total += penalty.oneTypo;
        else total += penalty.twoTypos;
      }
      return total;
    },
  };
}
