import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toggleFavourite } from "./favourites";
import { installStorage } from "./memory-storage";
import { useFavourites, useIsFavourite } from "./use-shopper-storage";

afterEach(() => {
  vi.unstubAllGlobals();
});

function Probe({ siteSlug, carId }: { siteSlug: string; carId: string }) {
  const saved = useIsFavourite(siteSlug, carId);
  const favourites = useFavourites(siteSlug);
  return createElement("p", null, `${saved ? "saved" : "not saved"}:${favourites.length}`);
}

describe("useShopperStorage", () => {
  it("renders as not saved on the server even when the browser has it saved, so hydration matches", () => {
    installStorage();
    toggleFavourite("harbourside", {
      id: "car-1",
      name: "2021 Toyota Corolla",
      slug: "corolla",
      make: "Toyota",
      model: "Corolla",
      primary_image_url: null,
    });
    expect(renderToString(createElement(Probe, { siteSlug: "harbourside", carId: "car-1" }))).toBe(
      "<p>not saved:0</p>",
    );
  });
});
