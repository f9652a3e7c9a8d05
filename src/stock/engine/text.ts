// Words, as the free-text search sees them: lower case, accents dropped, split at anything that is
// not a letter or a digit. Shoppers type "hilux", "Škoda", "hs10234" or "HS-10234" and expect the
// same cars as the listing's own spelling gives, so both the index and the query pass through here.

const marks = /\p{M}+/gu;
const separators = /[^\p{L}\p{N}]+/u;
const whitespace = /\s+/u;
const digit = /\p{N}/u;

const nonAscii = /[^\u0000-\u007f]/u;

export function normalizeText(text: string): string {
  const lower = text.toLowerCase();
  // Plain ASCII (nearly every listing) has no accents to drop. Lower-casing comes first because some
  // capitals (İ) decompose into a letter plus a mark only when lowered.
  return nonAscii.test(lower) ? lower.normalize("NFD").replace(marks, "") : lower;
}

/** The words of a search query, in order. */
export function queryWords(text: string): string[] {
  return normalizeText(text)
    .split(separators)
    .filter((word) => word.length > 0);
}

/**
 * The tokens one field value is found by: its words, plus each whitespace-separated chunk that
 * punctuation split, joined back up ("HS-10234" gives hs, 10234 and hs10234; "CX-5" gives cx, 5, cx5),
 * so a stock number or model code is found however the shopper punctuates it.
 */
export function indexTokens(text: string): string[] {
  if (nonAscii.test(text)) return indexTokensOfAnyText(text);
  // The same rules as below, in one pass without regular expressions: building the index splits a
  // few hundred thousand strings, nearly all plain ASCII.
  const lower = text.toLowerCase();
  const tokens: string[] = [];
  const add = (token: string) => {
    if (!tokens.includes(token)) tokens.push(token);
  };
  let partStart = -1;
  let chunkParts = 0;
  let chunkJoined = "";
  for (let at = 0; at <= lower.length; at += 1) {
    const code = at < lower.length ? lower.charCodeAt(at) : 32;
    if ((code >= 48 && code <= 57) || (code >= 97 && code <= 122)) {
      if (partStart < 0) partStart = at;
      continue;
    }
    if (partStart >= 0) {
      const part = lower.slice(partStart, at);
      add(part);
      chunkJoined += part;
      chunkParts += 1;
      partStart = -1;
    }
    // ASCII whitespace as \s sees it: tab, line feed, vertical tab, form feed, carriage return, space.
    if (code === 32 || (code >= 9 && code <= 13)) {
      if (chunkParts > 1) add(chunkJoined);
      chunkParts = 0;
      chunkJoined = "";
    }
  }
  return tokens;
}

function indexTokensOfAnyText(text: string): string[] {
  const tokens = new Set<string>();
  for (const chunk of normalizeText(text).split(whitespace)) {
    const parts = chunk.split(separators).filter((part) => part.length > 0);
    for (const part of parts) tokens.add(part);
    if (parts.length > 1) tokens.add(parts.join(""));
  }
  return [...tokens];
}

export function hasDigit(word: string): boolean {
  return firstDigitAt(word) >= 0;
}

/** Where the word's first digit is (in UTF-16 code units), or -1 when it has none. */
export function firstDigitAt(word: string): number {
  for (let at = 0; at < word.length; at += 1) {
    const code = word.charCodeAt(at);
    if (code >= 48 && code <= 57) return at;
    // Other scripts' digits (Arabic-Indic and the like) are rare enough for the slow search.
    if (code > 127) return word.search(digit);
  }
  return -1;
}

/**
 * Typos a query word may carry: none under 5 characters (too many short words lie one edit apart),
 * one from 5, two from 9. Words with a digit (years, stock numbers, "sr5") must be typed exactly: a
 * one-digit slip names a different car.
 */
export function allowedTypos(word: string): number {
  if (hasDigit(word)) return 0;
  if (word.length >= 9) return 2;
  if (word.length >= 5) return 1;
  return 0;
}

let previousRow = new Int32Array(64);
let currentRow = new Int32Array(64);
let rowBeforePrevious = new Int32Array(64);

/**
 * Damerau-Levenshtein distance (optimal string alignment: insertions, deletions, substitutions and
 * swaps of neighbouring characters) when it is at most `max`; otherwise any value above `max`. Stops
 * as soon as a whole row of the table exceeds `max`, which is what keeps scanning a dictionary cheap.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  const lengthA = a.length;
  const lengthB = b.length;
  if (Math.abs(lengthA - lengthB) > max) return max + 1;
  if (lengthB + 1 > previousRow.length) {
    previousRow = new Int32Array(lengthB + 1);
    currentRow = new Int32Array(lengthB + 1);
    rowBeforePrevious = new Int32Array(lengthB + 1);
  }
  for (let column = 0; column <= lengthB; column += 1) previousRow[column] = column;
  for (let row = 1; row <= lengthA; row += 1) {
    currentRow[0] = row;
    let rowMinimum = row;
    const charA = a.charCodeAt(row - 1);
    const previousCharA = row > 1 ? a.charCodeAt(row - 2) : -1;
    for (let column = 1; column <= lengthB; column += 1) {
      const charB = b.charCodeAt(column - 1);
      const substitution = (previousRow[column - 1] ?? 0) + (charA === charB ? 0 : 1);
      let best = Math.min((previousRow[column] ?? 0) + 1, (currentRow[column - 1] ?? 0) + 1, substitution);
      if (row > 1 && column > 1 && charA === b.charCodeAt(column - 2) && previousCharA === charB) {
        best = Math.min(best, (rowBeforePrevious[column - 2] ?? 0) + 1);
      }
      currentRow[column] = best;
      if (best < rowMinimum) rowMinimum = best;
    }
    // A swap reaches back two rows, but only from a cell that also feeds this row within one edit,
    // so a row entirely above `max` means no later cell can come back under it.
    if (rowMinimum > max) return max + 1;
    const spare = rowBeforePrevious;
    rowBeforePrevious = previousRow;
    previousRow = currentRow;
    currentRow = spare;
  }
  return previousRow[lengthB] ?? max + 1;
}
