import { describe, expect, it } from "vitest";
import { createRandom, deriveSeed, namedUuid } from "./random";

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("createRandom", () => {
  it("repeats its sequence for the same seed and differs for another", () => {
    const draw = (seed: number) => {
      const rng = createRandom(seed);
      return Array.from({ length: 20 }, () => rng.next());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it("keeps values in range", () => {
    const rng = createRandom(1);
    for (let index = 0; index < 2_000; index += 1) {
      const value = rng.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      const whole = rng.int(-3, 3);
      expect(Number.isInteger(whole)).toBe(true);
      expect(whole).toBeGreaterThanOrEqual(-3);
      expect(whole).toBeLessThanOrEqual(3);
    }
  });

  it("reaches both ends of an integer range", () => {
    const rng = createRandom(5);
    const seen = new Set(Array.from({ length: 500 }, () => rng.int(1, 4)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });

  it("weights picks by their weights", () => {
    const rng = createRandom(9);
    const picks = Array.from({ length: 5_000 }, () =>
      rng.weighted([
        ["common", 9],
        ["rare", 1],
      ] as const),
    );
    const rare = picks.filter((pick) => pick === "rare").length / picks.length;
    expect(rare).toBeGreaterThan(0.07);
    expect(rare).toBeLessThan(0.13);
  });

  it("shuffles to a permutation and samples distinct items", () => {
    const rng = createRandom(3);
    const items = Array.from({ length: 30 }, (_, index) => index);
    expect(rng.shuffle(items).sort((a, b) => a - b)).toEqual(items);
    const sample = rng.sample(items, 10);
    expect(new Set(sample).size).toBe(10);
    expect(rng.sample(items, 50)).toHaveLength(30);
  });

  it("rejects picks from nothing", () => {
    const rng = createRandom(3);
    expect(() => rng.pick([])).toThrow(RangeError);
    expect(() => rng.weighted([])).toThrow(RangeError);
    expect(() => rng.int(2, 1)).toThrow(RangeError);
  });

  it("makes version 4 UUIDs, repeatable by seed and by name", () => {
    const ids = Array.from({ length: 200 }, () => createRandom(11).uuid());
    expect(new Set(ids).size).toBe(1);
    const rng = createRandom(11);
    const distinct = Array.from({ length: 200 }, () => rng.uuid());
    expect(new Set(distinct).size).toBe(200);
    for (const id of distinct) expect(id).toMatch(uuidV4);
    expect(namedUuid(0, "manufacturer:toyota")).toBe(namedUuid(0, "manufacturer:toyota"));
    expect(namedUuid(0, "manufacturer:toyota")).not.toBe(namedUuid(0, "manufacturer:mazda"));
    expect(deriveSeed(1, "a")).not.toBe(deriveSeed(2, "a"));
  });
});
