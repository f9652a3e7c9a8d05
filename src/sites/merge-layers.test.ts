import { describe, expect, it } from "vitest";
import { isPlainObject, mergeLayers } from "./merge-layers";

describe("mergeLayers", () => {
  it("merges plain objects recursively, later layers winning", () => {
    expect(mergeLayers({ a: 1, nested: { b: 2, c: 3 } }, { nested: { c: 4 } }, { d: 5 })).toEqual({
      a: 1,
      nested: { b: 2, c: 4 },
      d: 5,
    });
  });

  it("replaces arrays and scalars whole", () => {
    expect(mergeLayers({ list: [1, 2, 3], value: "a" }, { list: [9], value: "b" })).toEqual({ list: [9], value: "b" });
  });

  it("replaces an object with a scalar or null, and the reverse", () => {
    expect(mergeLayers({ a: { b: 1 } }, { a: null })).toEqual({ a: null });
    expect(mergeLayers({ a: null }, { a: { b: 1 } })).toEqual({ a: { b: 1 } });
  });

  it("skips undefined in a layer", () => {
    expect(mergeLayers({ a: 1 }, { a: undefined }, undefined)).toEqual({ a: 1 });
  });

  it("changes none of its inputs", () => {
    const base = { nested: { value: 1 }, list: [1] };
    const override = { nested: { other: 2 } };
    mergeLayers(base, override);
    expect(base).toEqual({ nested: { value: 1 }, list: [1] });
    expect(override).toEqual({ nested: { other: 2 } });
  });

  it("keeps a __proto__ key as data instead of changing a prototype", () => {
    const untrusted: unknown = JSON.parse('{"__proto__": {"injected": true}}');
    const merged = mergeLayers({ safe: true }, untrusted);
    expect(isPlainObject(merged) && Object.hasOwn(merged, "__proto__")).toBe(true);
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.prototype).not.toHaveProperty("injected");
  });
});

describe("isPlainObject", () => {
  it("accepts object literals and null-prototype objects only", () => {
    expect(isPlainObject({})).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
    expect(isPlainObject([])).toBe(false);
    expect(isPlainObject(null)).toBe(false);
    expect(isPlainObject(new Date())).toBe(false);
    expect(isPlainObject("text")).toBe(false);
  });
});
