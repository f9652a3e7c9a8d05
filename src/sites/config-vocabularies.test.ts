import { describe, expect, it } from "vitest";
import { facetNames, keywordFacets, numericFacets } from "./config-vocabularies";

describe("facet vocabulary", () => {
  it("puts every facet in exactly one kind", () => {
    expect([...keywordFacets, ...numericFacets].sort()).toEqual([...facetNames].sort());
    const numeric: readonly string[] = numericFacets;
    expect(keywordFacets.filter((name) => numeric.includes(name))).toEqual([]);
  });

  it("keeps the product's order within the keyword facets", () => {
    const positions = keywordFacets.map((name) => facetNames.indexOf(name));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(keywordFacets.slice(0, 3)).toEqual(["badge", "status", "car_type"]);
  });
});
