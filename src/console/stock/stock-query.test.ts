import { describe, expect, it } from "vitest";
import { parseStockQuery, searchWords, stockHref } from "./stock-query";

describe("the stock list's query", () => {
  it("reads the search and every filter from the URL and writes them back", () => {
    const query = parseStockQuery({
      q: "  toyota   corolla ",
      site: "harbourside",
      dealership: "3F0C6B1E-0000-4000-8000-000000000001",
      status: "in_stock",
      type: "used",
      listed: "hidden",
      page: "3",
    });
    expect(query).toEqual({
      text: "toyota corolla",
      siteSlug: "harbourside",
      dealershipId: "3f0c6b1e-0000-4000-8000-000000000001",
      status: "in_stock",
      carType: "used",
      listed: "hidden",
      page: 3,
    });
    expect(stockHref(query, 2)).toBe(
      "/stock?q=toyota+corolla&site=harbourside&dealership=3f0c6b1e-0000-4000-8000-000000000001&status=in_stock&type=used&listed=hidden&page=2",
    );
  });

  it("drops what no control offers instead of failing", () => {
    expect(
      parseStockQuery({ status: "stolen", type: ["car", "used"], listed: "maybe", page: "-2", dealership: "x" }),
    ).toEqual({
      text: "",
      siteSlug: null,
      dealershipId: null,
      status: null,
      carType: null,
      listed: null,
      page: 1,
    });
    expect(stockHref(parseStockQuery({}))).toBe("/stock");
  });

  it("searches by at most six words", () => {
    expect(searchWords("a b c d e f g")).toEqual(["a", "b", "c", "d", "e", "f"]);
  });
});
