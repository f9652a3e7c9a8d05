import { afterEach, describe, expect, it, vi } from "vitest";
import { isFavourite, readFavourites, removeFavourite, toggleFavourite, type Favourite } from "./favourites";
import { FullStorage, installBlockedStorage, installStorage } from "./memory-storage";
import { shopperKey } from "./storage";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const corolla: Favourite = {
  id: "car-1",
  name: "2021 Toyota Corolla Ascent Sport",
  slug: "2021-toyota-corolla-hs-10234",
  make: "Toyota",
  model: "Corolla",
  primary_image_url: "/media/car/1.svg",
};
const ranger: Favourite = { ...corolla, id: "car-2", slug: "ranger", model: "Ranger", primary_image_url: null };

describe("favourites", () => {
  it("toggles a car in and out, reporting whether it is saved now", () => {
    installStorage();
    expect(toggleFavourite("harbourside", corolla)).toBe(true);
    expect(isFavourite("harbourside", "car-1")).toBe(true);
    expect(readFavourites("harbourside")).toEqual([corolla]);
    expect(toggleFavourite("harbourside", corolla)).toBe(false);
    expect(readFavourites("harbourside")).toEqual([]);
  });

  it("lists the newest first and removes by id", () => {
    installStorage();
    toggleFavourite("harbourside", corolla);
    toggleFavourite("harbourside", ranger);
    expect(readFavourites("harbourside").map((favourite) => favourite.id)).toEqual(["car-2", "car-1"]);
    removeFavourite("harbourside", "car-2");
    expect(readFavourites("harbourside")).toEqual([corolla]);
  });

  it("is kept per site", () => {
    installStorage();
    toggleFavourite("harbourside", corolla);
    expect(isFavourite("redgum", "car-1")).toBe(false);
  });

  it("treats corrupt storage as no favourites and drops damaged entries only", () => {
    const storage = installStorage();
    storage.setItem(shopperKey("harbourside", "favourites"), "][");
    expect(readFavourites("harbourside")).toEqual([]);
    expect(toggleFavourite("harbourside", corolla)).toBe(true);
    storage.setItem(
      shopperKey("harbourside", "favourites"),
      JSON.stringify([{ id: 7, name: "Old", slug: "old", make: "Kia", model: "Rio" }, { id: "broken" }, corolla]),
    );
    expect(readFavourites("harbourside")).toEqual([
      { id: "7", name: "Old", slug: "old", make: "Kia", model: "Rio", primary_image_url: null },
      corolla,
    ]);
  });

  it("keeps a stored picture only at the site's own address, never a feed's outside one", () => {
    const storage = installStorage();
    storage.setItem(
      shopperKey("harbourside", "favourites"),
      JSON.stringify([{ ...corolla, primary_image_url: "https://photos.dealer.example/1.jpg" }, ranger]),
    );
    expect(readFavourites("harbourside")).toEqual([{ ...corolla, primary_image_url: null }, ranger]);
  });

  it("reports not saved when the browser will not store it", () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    installStorage(new FullStorage());
    expect(toggleFavourite("harbourside", corolla)).toBe(false);
    installBlockedStorage();
    expect(toggleFavourite("harbourside", corolla)).toBe(false);
    expect(readFavourites("harbourside")).toEqual([]);
  });
});
