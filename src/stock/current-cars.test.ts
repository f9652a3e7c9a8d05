import { describe, expect, it } from "vitest";
import { currentCarsLimit, parseCurrentCarsQuery } from "./current-cars";

const query = (ids: string | null) => parseCurrentCarsQuery(new URLSearchParams(ids === null ? {} : { ids }));

describe("parseCurrentCarsQuery", () => {
  it("reads comma-separated ids, each once", () => {
    expect(query("a, b,,a")).toEqual({ ok: true, ids: ["a", "b"] });
  });

  it("answers a message for a missing, oversized or overlong question", () => {
    expect(query(null)).toEqual({ ok: false, error: "ids is required (comma-separated car ids)" });
    expect(query(" ")).toMatchObject({ ok: false });
    const many = Array.from({ length: currentCarsLimit + 1 }, (_, n) => `car-${n}`).join(",");
    expect(query(many)).toEqual({ ok: false, error: `at most ${currentCarsLimit} ids` });
    expect(query("x".repeat(101))).toEqual({ ok: false, error: "a car id is at most 100 characters" });
  });
});
