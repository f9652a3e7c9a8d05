import { describe, expect, it } from "vitest";
import { parseDirectoryQuery, searchDirectory, type DirectoryModel } from "./directory";

const model = (manufacturer: string, name: string, body: string): DirectoryModel => ({
  manufacturer,
  manufacturerSlug: manufacturer.toLowerCase(),
  logoUrl: null,
  name,
  slug: name.toLowerCase(),
  body,
  imageUrl: null,
  href: `/search/${manufacturer.toLowerCase()}/${name.toLowerCase()}`,
  accessoriesHref: null,
  inStock: 1,
});

const models = [
  model("Toyota", "Corolla", "Hatch"),
  model("Toyota", "HiLux", "Ute"),
  model("Toyota", "RAV4", "SUV"),
  model("Mazda", "CX-5", "SUV"),
  model("Mazda", "BT-50", "Ute"),
  ...Array.from({ length: 30 }, (_, index) => model("Kia", `Model ${index + 1}`, "SUV")),
];

const query = (text: string) => {
  const outcome = parseDirectoryQuery(new URLSearchParams(text));
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.query;
};

describe("searchDirectory", () => {
  it("filters by manufacturer, model, body and text", () => {
    expect(searchDirectory(models, query("manufacturer.name=Toyota&model.body=SUV")).hits.map((m) => m.name)).toEqual([
      "RAV4",
    ]);
    expect(searchDirectory(models, query("query=mazda ute")).hits.map((m) => m.name)).toEqual(["BT-50"]);
    expect(searchDirectory(models, query("model.name=HiLux")).count).toBe(1);
  });

  it("counts facets disjunctively and pages by 21", () => {
    const result = searchDirectory(models, query("manufacturer.name=Toyota"));
    expect(result.facets.manufacturer).toEqual({ Toyota: 3, Mazda: 2, Kia: 30 });
    expect(result.facets.body).toEqual({ Hatch: 1, Ute: 1, SUV: 1 });
    const all = searchDirectory(models, query("page=2"));
    expect(all.pages).toBe(2);
    expect(all.hits).toHaveLength(35 - 21);
  });

  it("rejects bad paging", () => {
    expect(parseDirectoryQuery(new URLSearchParams("page=0"))).toEqual({ ok: false, error: "page must be 1 or more" });
  });
});
