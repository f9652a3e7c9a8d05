import { describe, expect, it } from "vitest";
import { overridesFrom, sameValue, valueAt, withValueAt } from "./config-edits";
import { resolveSiteConfig, templateBaseConfig } from "./resolve-config";

// Staff edit the whole configuration; only what differs from the template's defaults is stored
// (decision 050), so an untouched setting keeps following the platform's default.

describe("overridesFrom", () => {
  const base = templateBaseConfig("default");

  it("stores nothing for a configuration equal to the template's", () => {
    expect(overridesFrom(base, base)).toEqual({});
  });

  it("stores only the changed keys, at the depth they changed, and whole lists", () => {
    let edited = withValueAt(base, ["labels", "soldTag"], "GONE");
    edited = withValueAt(edited, ["footer", "paymentsAccepted"], ["visa"]);
    const overrides = overridesFrom(base, edited);
    expect(overrides).toEqual({ labels: { soldTag: "GONE" }, footer: { paymentsAccepted: ["visa"] } });
    // Laid on the template again, they give the edited configuration back.
    expect(resolveSiteConfig("default", overrides)).toEqual(edited);
  });

  it("never stores the template, which is the site record's", () => {
    expect(overridesFrom(base, { ...base, template: "group" })).toEqual({});
  });
});

describe("paths into a configuration", () => {
  const value = { a: { list: [{ b: 1 }, { b: 2 }] } };

  it("reads and replaces a value, copying only what lies on the path", () => {
    expect(valueAt(value, ["a", "list", 1, "b"])).toBe(2);
    expect(valueAt(value, ["a", "missing", 0])).toBeUndefined();
    const next = withValueAt(value, ["a", "list", 1, "b"], 3);
    expect(next).toEqual({ a: { list: [{ b: 1 }, { b: 3 }] } });
    expect(value.a.list[1]).toEqual({ b: 2 });
  });

  it("removes a key or a list item given undefined", () => {
    expect(withValueAt({ a: 1, b: 2 }, ["b"], undefined)).toEqual({ a: 1 });
    expect(withValueAt({ list: [1, 2, 3] }, ["list", 1], undefined)).toEqual({ list: [1, 3] });
  });

  it("compares values deeply, whatever the order of keys", () => {
    expect(sameValue({ a: [1, { b: 2 }], c: null }, { c: null, a: [1, { b: 2 }] })).toBe(true);
    expect(sameValue({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameValue({ a: undefined }, {})).toBe(true);
  });
});
