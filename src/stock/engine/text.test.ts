import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allowedTypos, boundedEditDistance, indexTokens, queryWords } from "./text";

/** The tokenising rules, spelt out with regular expressions (the engine has a faster ASCII path). */
function plainTokens(text: string): string[] {
  const tokens = new Set<string>();
  const normalized = text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  for (const chunk of normalized.split(/\s+/u)) {
    const parts = chunk.split(/[^\p{L}\p{N}]+/u).filter((part) => part !== "");
    for (const part of parts) tokens.add(part);
    if (parts.length > 1) tokens.add(parts.join(""));
  }
  return [...tokens].sort();
}

function plainDistance(a: string, b: string): number {
  const table = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => i + j));
  const at = (i: number, j: number) => table[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i += 1) {
    const row = table[i] ?? [];
    for (let j = 1; j <= b.length; j += 1) {
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      row[j] = best;
    }
  }
  return at(a.length, b.length);
}

describe("indexTokens", () => {
  it("splits words, drops case and accents, and joins punctuated chunks", () => {
    expect(indexTokens("HS-10234").sort()).toEqual(["10234", "hs", "hs10234"]);
    expect(indexTokens("Mazda CX-5 Maxx").sort()).toEqual(["5", "cx", "cx5", "maxx", "mazda"]);
    expect(indexTokens("Škoda Octavia RS").sort()).toEqual(["octavia", "rs", "skoda"]);
    expect(indexTokens("  ")).toEqual([]);
  });

  it("agrees with the plain rules on any text", () => {
    const alphabet = fc.constantFrom(..."aAzZ09 -_/.\t\néÉŠß".split(""), "İ", "\u00a0");
    fc.assert(
      fc.property(fc.string({ unit: alphabet, maxLength: 24 }), (text) => {
        expect(indexTokens(text).sort()).toEqual(plainTokens(text));
      }),
      { seed: 7, numRuns: 500 },
    );
  });
});

describe("queryWords", () => {
  it("keeps the words in order", () => {
    expect(queryWords("Toyota  corolla-ASCENT")).toEqual(["toyota", "corolla", "ascent"]);
    expect(queryWords(" - ")).toEqual([]);
  });
});

describe("boundedEditDistance", () => {
  it("counts a swap of neighbours as one edit", () => {
    expect(boundedEditDistance("hilux", "hliux", 2)).toBe(1);
    expect(boundedEditDistance("corolla", "corola", 1)).toBe(1);
    expect(boundedEditDistance("corolla", "corolla", 1)).toBe(0);
  });

  it("equals the full distance when within the bound, and exceeds the bound otherwise", () => {
    const word = fc.string({ unit: fc.constantFrom("a", "b", "c"), maxLength: 8 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        const exact = plainDistance(a, b);
        const bounded = boundedEditDistance(a, b, max);
        if (exact <= max) expect(bounded).toBe(exact);
        else expect(bounded).toBeGreaterThan(max);
      }),
      { seed: 11, numRuns: 1000 },
    );
  });
});

describe("allowedTypos", () => {
  it("allows none under 5 letters, one from 5, two from 9, none with a digit", () => {
    expect(
      ["kia", "ford", "mazda", "corolla", "forester", "outlander", "landcruiser", "hs10234", "sr5"].map(allowedTypos),
    ).toEqual([0, 0, 1, 1, 1, 2, 2, 0, 0]);
  });
});
