import { describe, expect, it } from "vitest";
import { mergeSavedCars, showsSaveControl, watchlistLimit, watchlistSignInHref, withCar } from "./watchlist-rules";

describe("watchlist rules", () => {
  it("show the one control on cars for sale, and on any car while it is saved, so it can be removed", () => {
    const shows = (status: string, price: number, saved = false, hideWhenNoPrice = false) =>
      showsSaveControl({ status, price }, { hideWhenNoPrice, saved });
    expect(shows("in_stock", 24_990)).toBe(true);
    expect(shows("coming_soon", 24_990)).toBe(true);
    expect(shows("sold", 24_990)).toBe(false);
    expect(shows("sold", 24_990, true)).toBe(true);
    // A status a feed invents counts as sold.
    expect(shows("withdrawn", 24_990)).toBe(false);
    // The tenant that hides the control on cars without a price still lets a saved one be removed.
    expect(shows("in_stock", 0)).toBe(true);
    expect(shows("in_stock", 0, false, true)).toBe(false);
    expect(shows("in_stock", 0, true, true)).toBe(true);
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

  describe("the merge of the browser's saved cars into the account's at sign-in", () => {
    it("adds the browser's cars the account lacks, newest first, with no duplicates", () => {
      expect(mergeSavedCars(["a", "b"], ["c", "a", "d", "c"])).toEqual({ add: ["c", "d"], skipped: 0 });
    });

    it("changes nothing when repeated: the second merge finds every car already saved", () => {
      const account = ["a"];
      const browser = ["b", "c"];
      const first = mergeSavedCars(account, browser);
      expect(mergeSavedCars([...account, ...first.add], browser)).toEqual({ add: [], skipped: 0 });
    });

    it("keeps every car the account has and fills only the room left, counting what did not fit", () => {
      expect(mergeSavedCars(["a", "b", "c"], ["d", "e", "f"], 4)).toEqual({ add: ["d"], skipped: 2 });
      expect(mergeSavedCars(["a", "b"], ["c"], 2)).toEqual({ add: [], skipped: 1 });
      // An account over the limit (a lower limit than when it saved) loses nothing.
      expect(mergeSavedCars(["a", "b", "c"], ["a", "d"], 2)).toEqual({ add: [], skipped: 1 });
    });

    it("holds as many cars as the browser's own list", () => {
      const browser = Array.from({ length: watchlistLimit }, (_, index) => `car-${index}`);
      expect(mergeSavedCars([], browser)).toEqual({ add: browser, skipped: 0 });
      expect(mergeSavedCars(["old"], browser).skipped).toBe(1);
    });
  });
});
