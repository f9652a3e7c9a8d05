import { describe, expect, it } from "vitest";
import {
  activePromos,
  collapseSoldRuns,
  interleavePromos,
  placePromosAtPositions,
  type InterleaveRule,
  type PromoCard,
  type ResultGridItem,
} from "./result-list";

const cars = (statuses: string) =>
  statuses.split("").map((code, index) => ({
    id: `c${index}`,
    status: code === "s" ? "sold" : code === "c" ? "coming_soon" : code === "x" ? "withdrawn" : "in_stock",
  }));
const ids = (list: { id: string }[]) => list.map((car) => car.id).join(",");

describe("collapseSoldRuns", () => {
  it("keeps only the first car of each run of consecutive sold cars", () => {
    expect(ids(collapseSoldRuns(cars("isssiss")))).toBe("c0,c1,c4,c5");
    expect(ids(collapseSoldRuns(cars("ssi")))).toBe("c0,c2");
    expect(ids(collapseSoldRuns(cars("isis")))).toBe("c0,c1,c2,c3");
  });

  it("counts coming soon as in stock and unknown statuses as sold", () => {
    expect(ids(collapseSoldRuns(cars("cssc")))).toBe("c0,c1,c3");
    expect(ids(collapseSoldRuns(cars("isx")))).toBe("c0,c1");
  });

  it("keeps every car when all are sold", () => {
    expect(ids(collapseSoldRuns(cars("sss")))).toBe("c0,c1,c2");
    expect(collapseSoldRuns([])).toEqual([]);
  });

  it("does not change the list it is given", () => {
    const list = cars("iss");
    collapseSoldRuns(list);
    expect(list).toHaveLength(3);
  });
});

const promo = (overrides: Partial<PromoCard>): PromoCard => ({
  id: "p",
  title: "Service special",
  body: "Book a service",
  imageUrl: null,
  href: "/service",
  startsAt: "2026-01-01T00:00:00Z",
  expiresAt: "2026-02-01T00:00:00Z",
  position: 1,
  display: "search",
  strictDisplay: false,
  ...overrides,
});

describe("activePromos", () => {
  const search = { now: new Date("2026-01-15T00:00:00Z"), display: "search" } as const;

  it("keeps promos from their start (included) to their expiry (excluded)", () => {
    const list = [promo({ id: "a" })];
    expect(activePromos(list, { ...search, now: new Date("2026-01-01T00:00:00Z") })).toHaveLength(1);
    expect(activePromos(list, { ...search, now: new Date("2025-12-31T23:59:59.999Z") })).toHaveLength(0);
    expect(activePromos(list, { ...search, now: new Date("2026-01-31T23:59:59.999Z") })).toHaveLength(1);
    expect(activePromos(list, { ...search, now: new Date("2026-02-01T00:00:00Z") })).toHaveLength(0);
  });

  it("drops promos whose dates do not parse", () => {
    expect(activePromos([promo({ startsAt: "soon" }), promo({ expiresAt: "" })], search)).toEqual([]);
  });

  it("matches the page, or 'all' unless the promo is strict", () => {
    const list = [
      promo({ id: "search", display: "search" }),
      promo({ id: "offers", display: "offers" }),
      promo({ id: "all", display: "all" }),
      promo({ id: "all-strict", display: "all", strictDisplay: true }),
      promo({ id: "search-strict", display: "search", strictDisplay: true }),
    ];
    expect(ids(activePromos(list, search))).toBe("search,all,search-strict");
    expect(ids(activePromos(list, { ...search, display: "offers" }))).toBe("offers,all");
    expect(ids(activePromos(list, { ...search, display: "home" }))).toBe("all");
  });

  it("orders by position", () => {
    const list = [promo({ id: "b", position: 2 }), promo({ id: "c", position: 3 }), promo({ id: "a", position: 1 })];
    expect(ids(activePromos(list, search))).toBe("a,b,c");
  });
});

/** "c3" for a car, "P:x" for a promo: the grid as a string, easy to read in a failure. */
const shape = (items: ResultGridItem<{ id: string }>[]) =>
  items.map((item) => (item.kind === "car" ? item.car.id : `P:${item.promo.id}`)).join(" ");
const list = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `c${index}` }));
const promos = (count: number) =>
  Array.from({ length: count }, (_, index) => promo({ id: `${index + 1}`, position: index + 1 }));
const fixed: InterleaveRule = { every: 3, offset: 2, randomise: false, seed: 0 };

describe("interleavePromos", () => {
  it("puts the first promo after offset cars and then one after every N cars", () => {
    expect(shape(interleavePromos(list(9), promos(5), fixed))).toBe("c0 c1 P:1 c2 c3 c4 P:2 c5 c6 c7 P:3 c8");
  });

  it("uses promos in position order and never repeats one", () => {
    const reversed = [promo({ id: "late", position: 9 }), promo({ id: "early", position: 1 })];
    expect(shape(interleavePromos(list(12), reversed, fixed))).toBe(
      "c0 c1 P:early c2 c3 c4 P:late c5 c6 c7 c8 c9 c10 c11",
    );
  });

  it("puts a promo first when the offset is 0", () => {
    expect(shape(interleavePromos(list(3), promos(2), { ...fixed, offset: 0 }))).toBe("P:1 c0 c1 c2");
  });

  it("never ends with a promo when the list reaches the first slot", () => {
    expect(shape(interleavePromos(list(5), promos(3), fixed))).toBe("c0 c1 P:1 c2 c3 c4");
    expect(shape(interleavePromos(list(3), promos(1), fixed))).toBe("c0 c1 P:1 c2");
  });

  it("gives a list too short for the first slot one promo after its last car", () => {
    expect(shape(interleavePromos(list(2), promos(2), fixed))).toBe("c0 c1 P:1");
    expect(shape(interleavePromos(list(1), promos(2), fixed))).toBe("c0 P:1");
    expect(shape(interleavePromos([], promos(2), fixed))).toBe("");
  });

  it("shows plain cars when promos are off or there are none", () => {
    expect(shape(interleavePromos(list(4), promos(2), { ...fixed, every: 0 }))).toBe("c0 c1 c2 c3");
    expect(shape(interleavePromos(list(4), [], fixed))).toBe("c0 c1 c2 c3");
  });

  describe("randomised", () => {
    const rule: InterleaveRule = { every: 4, offset: 2, randomise: true, seed: 42 };
    const gaps = (items: ResultGridItem<{ id: string }>[]) => {
      const promoIndexes = items.flatMap((item, index) => (item.kind === "promo" ? [index] : []));
      return promoIndexes.slice(1).map((index, n) => index - (promoIndexes[n] ?? 0) - 1);
    };

    it("is the same for the same seed, so server and browser agree", () => {
      const cars = list(200);
      expect(shape(interleavePromos(cars, promos(30), rule))).toBe(shape(interleavePromos(cars, promos(30), rule)));
    });

    it("keeps the first promo at the offset and every later gap within 3 to 3 + every", () => {
      for (let seed = 0; seed < 50; seed += 1) {
        const items = interleavePromos(list(200), promos(30), { ...rule, seed });
        expect(items[2]).toMatchObject({ kind: "promo", promo: { id: "1" } });
        for (const gap of gaps(items)) {
          expect(gap).toBeGreaterThanOrEqual(3);
          expect(gap).toBeLessThanOrEqual(7);
        }
      }
    });

    it("actually varies the gaps, and differs between seeds", () => {
      const items = interleavePromos(list(200), promos(30), rule);
      expect(new Set(gaps(items)).size).toBeGreaterThan(1);
      expect(shape(items)).not.toBe(shape(interleavePromos(list(200), promos(30), { ...rule, seed: 43 })));
    });
  });
});

describe("placePromosAtPositions", () => {
  const promo = (id: string, position: number): PromoCard => ({
    id,
    title: id,
    body: "",
    imageUrl: null,
    href: "/special-offers",
    startsAt: "2026-01-01T00:00:00Z",
    expiresAt: "2027-01-01T00:00:00Z",
    position,
    display: "all",
    strictDisplay: false,
  });

  it("puts each promo after its position's number of cars and drops those past the end", () => {
    const grid = placePromosAtPositions(
      ["a", "b", "c", "d"],
      [promo("late", 9), promo("second", 2), promo("first", 0)],
    );
    expect(grid.map((item) => (item.kind === "car" ? item.car : `promo:${item.promo.id}`))).toEqual([
      "promo:first",
      "a",
      "b",
      "promo:second",
      "c",
      "d",
    ]);
  });
});
