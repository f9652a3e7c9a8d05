// A seeded pseudo-random stream for the demo data. Math.random cannot be seeded, and the seed must
// give the same dealers, cars and ids on every run so links into the demo keep working after a reseed.

/** Uniform values in [0, 1) plus the helpers the generator needs, all drawn from one stream. */
export type Random = {
  next: () => number;
  /** Integer in [min, max], both ends included. */
  int: (min: number, max: number) => number;
  /** Float in [min, max). */
  float: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** Picks by relative weight; weights need not sum to 1. */
  weighted: <T>(entries: readonly (readonly [T, number])[]) => T;
  chance: (probability: number) => boolean;
  shuffle: <T>(items: readonly T[]) => T[];
  /** Distinct items, in stream order; fewer when the list is shorter than count. */
  sample: <T>(items: readonly T[], count: number) => T[];
  /** A UUID in version 4 format whose bits come from the stream. */
  uuid: () => string;
};

/** 32-bit FNV-1a: turns a label into a seed, so named sub-streams are independent of each other. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A stream for one purpose (e.g. one site), so adding content elsewhere does not shift its values. */
export function deriveSeed(seed: number, label: string): number {
  return hashString(`${seed >>> 0}:${label}`);
}

const hex = (value: number, width: number) => value.toString(16).padStart(width, "0");

export function createRandom(seed: number): Random {
  // sfc32, seeded from splitmix32 outputs: small, fast, and well distributed even for nearby seeds.
  let splitState = seed >>> 0;
  const splitmix = () => {
    splitState = (splitState + 0x9e3779b9) >>> 0;
    let z = splitState;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = 1;
  const nextUint32 = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  // The first outputs of a freshly seeded sfc32 are weakly mixed.
  for (let round = 0; round < 12; round += 1) nextUint32();

  const next = () => nextUint32() / 4294967296;
  const int = (min: number, max: number) => {
    if (max < min) throw new RangeError(`int(${min}, ${max}): max is below min`);
    return min + Math.floor(next() * (max - min + 1));
  };
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new RangeError("pick() from an empty list");
    return item;
  };
  const weighted = <T>(entries: readonly (readonly [T, number])[]): T => {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let target = next() * total;
    for (const [item, weight] of entries) {
      target -= weight;
      if (target < 0) return item;
    }
    const last = entries[entries.length - 1];
    if (last === undefined) throw new RangeError("weighted() from an empty list");
    return last[0];
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = Math.floor(next() * (index + 1));
      const held = copy[index];
      const swapped = copy[other];
      if (held === undefined || swapped === undefined) continue;
      copy[index] = swapped;
      copy[other] = held;
    }
    return copy;
  };
  const uuid = () => {
    const w1 = nextUint32();
    const w2 = nextUint32();
    const w3 = nextUint32();
    const w4 = nextUint32();
    const version = ((w2 & 0x0fff) | 0x4000) >>> 0;
    const variant = (((w3 >>> 16) & 0x3fff) | 0x8000) >>> 0;
    return `${hex(w1, 8)}-${hex(w2 >>> 16, 4)}-${hex(version, 4)}-${hex(variant, 4)}-${hex(w3 & 0xffff, 4)}${hex(w4, 8)}`;
  };

  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    pick,
    weighted,
    chance: (probability) => next() < probability,
    shuffle,
    sample: (items, count) => shuffle(items).slice(0, Math.max(0, count)),
    uuid,
  };
}

/** A stable id for a named thing (a manufacturer, a site), the same whatever else is generated. */
export function namedUuid(seed: number, label: string): string {
  return createRandom(deriveSeed(seed, label)).uuid();
}
