import { describe, expect, it } from "vitest";
import { showsWatchlistControl, watchlistSignInHref, withCar } from "./watchlist-rules";

describe("watchlist rules", () => {
  it("show the control on cars for sale, and on a sold car only while it is saved", () => {
    expect(showsWatchlistControl("in_stock", false)).toBe(true);
    expect(showsWatchlistControl("coming_soon", false)).toBe(true);
    expect(showsWatchlistControl("sold", false)).toBe(false);
    expect(showsWatchlistControl("sold", true)).toBe(true);
    // A status a feed invents counts as sold.
    expect(showsWatchlistControl("withdrawn", false)).toBe(false);
  });

  it("send a signed-out shopper to sign-in with the watchlist type, back to the same page", () => {
    const href = watchlistSignInHref("/search/used-cars?make=Toyota");
    const url = new URL(href, "http://x.invalid");
    expect(url.pathname).toBe("/sign-in");
    expect(url.searchParams.get("type")).toBe("watchlist");
    expect(url.searchParams.get("redirect")).toBe("/search/used-cars?make=Toyota");
    expect(url.searchParams.get("back")).toBe("/search/used-cars?make=Toyota");
  });

  it("add and remove a car optimistically without touching the set it came from", () => {
    const before = new Set(["a"]);
    const added = withCar(before, "b", true);
    expect([...added].sort()).toEqual(["a", "b"]);
    expect([...withCar(added, "a", false)]).toEqual(["b"]);
    expect([...before]).toEqual(["a"]);
    expect([...withCar(before, "a", true)]).toEqual(["a"]);
  });
});
