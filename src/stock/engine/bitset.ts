// Fixed-size bitsets over document numbers (bit d of word d >>> 5). Every set of cars the engine
// handles (a facet value, a filter, a text match, the final result) is one of these, so combining
// refinements is a few thousand word operations however many cars match.
//
// Reads use `?? 0` because the compiler cannot see that an index is in bounds; V8 drops the check.

export type Bitset = Uint32Array;

export const wordCount = (size: number): number => (size + 31) >>> 5;

export function emptyBitset(size: number): Bitset {
  return new Uint32Array(wordCount(size));
}

export function fullBitset(size: number): Bitset {
  const bits = new Uint32Array(wordCount(size)).fill(0xffffffff);
  const spare = bits.length * 32 - size;
  // The last word's unused high bits stay clear so counts and complements never see phantom cars.
  if (spare > 0) bits[bits.length - 1] = 0xffffffff >>> spare;
  return bits;
}

export function setBit(bits: Bitset, doc: number): void {
  const word = doc >>> 5;
  bits[word] = (bits[word] ?? 0) | (1 << (doc & 31));
}

export function hasBit(bits: Bitset, doc: number): boolean {
  return ((bits[doc >>> 5] ?? 0) & (1 << (doc & 31))) !== 0;
}

/** target &= other, in place. */
export function andInto(target: Bitset, other: Bitset): void {
  for (let word = 0; word < target.length; word += 1) target[word] = (target[word] ?? 0) & (other[word] ?? 0);
}

/** target |= other, in place. */
export function orInto(target: Bitset, other: Bitset): void {
  for (let word = 0; word < target.length; word += 1) target[word] = (target[word] ?? 0) | (other[word] ?? 0);
}

/** target &= ~other, in place. */
export function andNotInto(target: Bitset, other: Bitset): void {
  for (let word = 0; word < target.length; word += 1) target[word] = (target[word] ?? 0) & ~(other[word] ?? 0);
}

function popcount32(value: number): number {
  let x = value - ((value >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

export function countBits(bits: Bitset): number {
  let total = 0;
  for (let word = 0; word < bits.length; word += 1) total += popcount32(bits[word] ?? 0);
  return total;
}

/** |a AND b|, without building the intersection. */
export function countAnd(a: Bitset, b: Bitset): number {
  let total = 0;
  for (let word = 0; word < a.length; word += 1) {
    const both = (a[word] ?? 0) & (b[word] ?? 0);
    if (both !== 0) total += popcount32(both);
  }
  return total;
}

export function isEmpty(bits: Bitset): boolean {
  for (let word = 0; word < bits.length; word += 1) if ((bits[word] ?? 0) !== 0) return false;
  return true;
}

/** Writes the set's document numbers, ascending, into `out`; returns how many. */
export function collectDocs(bits: Bitset, out: Int32Array): number {
  let count = 0;
  for (let word = 0; word < bits.length; word += 1) {
    let rest = bits[word] ?? 0;
    const base = word << 5;
    while (rest !== 0) {
      const lowest = rest & -rest;
      out[count] = base + 31 - Math.clz32(lowest);
      count += 1;
      rest ^= lowest;
    }
  }
  return count;
}
