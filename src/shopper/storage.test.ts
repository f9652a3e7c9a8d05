import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "@/platform/zod";
import { FullStorage, installBlockedStorage, installStorage } from "./memory-storage";
import {
  listParser,
  recentList,
  shopperKey,
  shopperStorageEvent,
  storedReader,
  subscribeShopperStorage,
  writeStored,
} from "./storage";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const numbers = storedReader(listParser(z.number()));
const list = recentList({
  name: "things",
  schema: z.object({ id: z.string(), n: z.number() }),
  limit: 3,
  idOf: (thing) => thing.id,
});

describe("storedReader", () => {
  it("returns the same object while storage is unchanged, a new one after a write", () => {
    installStorage();
    writeStored("k", [1, 2]);
    const first = numbers("k");
    expect(first).toEqual([1, 2]);
    expect(numbers("k")).toBe(first);
    writeStored("k", [3]);
    expect(numbers("k")).toEqual([3]);
  });

  it("reads nothing stored, JSON garbage and the wrong shape as empty", () => {
    const storage = installStorage();
    expect(numbers("k")).toEqual([]);
    storage.setItem("k", "{not json");
    expect(numbers("k")).toEqual([]);
    storage.setItem("k", '{"a":1}');
    expect(numbers("k")).toEqual([]);
  });

  it("keeps the good entries of a partly damaged list", () => {
    const storage = installStorage();
    storage.setItem("k", '[1, "two", null, 3]');
    expect(numbers("k")).toEqual([1, 3]);
  });

  it("reads as empty without storage, or when touching it throws, and stays stable", () => {
    vi.stubGlobal("localStorage", undefined);
    expect(numbers("k")).toEqual([]);
    expect(numbers("k")).toBe(numbers("k"));
    installBlockedStorage();
    expect(numbers("k")).toEqual([]);
  });
});

describe("writeStored", () => {
  it("warns and reports false when the browser refuses the write", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    installStorage(new FullStorage());
    expect(writeStored("k", [1])).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
  });

  it("reports false without a word when there is no storage at all", () => {
    installBlockedStorage();
    expect(writeStored("k", [1])).toBe(false);
  });
});

describe("subscribeShopperStorage", () => {
  it("hears writes on this page and storage events from other tabs until unsubscribed", () => {
    installStorage();
    const onChange = vi.fn();
    const unsubscribe = subscribeShopperStorage(onChange);
    writeStored("k", [1]);
    window.dispatchEvent(new Event("storage"));
    expect(onChange).toHaveBeenCalledTimes(2);
    unsubscribe();
    writeStored("k", [2]);
    window.dispatchEvent(new Event(shopperStorageEvent));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it("is a no-op on the server", () => {
    vi.stubGlobal("window", undefined);
    expect(() => subscribeShopperStorage(() => undefined)()).not.toThrow();
  });
});

describe("recentList", () => {
  it("keeps one entry per id, newest first, up to the limit", () => {
    installStorage();
    list.add("site", { id: "a", n: 1 });
    list.add("site", { id: "b", n: 2 });
    list.add("site", { id: "a", n: 3 });
    expect(list.read("site")).toEqual([
      { id: "a", n: 3 },
      { id: "b", n: 2 },
    ]);
    list.add("site", { id: "c", n: 4 });
    list.add("site", { id: "d", n: 5 });
    expect(list.read("site").map((thing) => thing.id)).toEqual(["d", "c", "a"]);
  });

  it("keeps each site's list apart", () => {
    const storage = installStorage();
    list.add("harbourside", { id: "a", n: 1 });
    expect(list.read("redgum")).toEqual([]);
    expect(storage.getItem(shopperKey("harbourside", "things"))).toBe('[{"id":"a","n":1}]');
  });

  it("removes and clears", () => {
    installStorage();
    list.add("site", { id: "a", n: 1 });
    list.add("site", { id: "b", n: 2 });
    list.remove("site", "a");
    expect(list.has("site", "a")).toBe(false);
    expect(list.has("site", "b")).toBe(true);
    list.clear("site");
    expect(list.read("site")).toEqual([]);
  });
});
