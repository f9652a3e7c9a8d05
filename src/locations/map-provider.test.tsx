import { render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { locationGridClass } from "./components/location-card";
import { directionsUrl, googleEmbedUrl, mapProviderFor, projectPlaces, type MapPlace } from "./map-provider";

const rozelle: MapPlace = {
  name: "Rozelle",
  city: "Rozelle",
  state: "NSW",
  lat: -33.86,
  lng: 151.17,
  placeId: null,
  mapKey: null,
};

describe("map providers", () => {
  it("draws the static map locally: an SVG with the suburb, no frame", () => {
    const { container } = render(
      <>{mapProviderFor("static").render([rozelle], { zoom: 10, title: "Map of Rozelle" })}</>,
    );
    expect(screen.getByRole("img", { name: "Map of Rozelle" })).toHaveTextContent("Rozelle");
    expect(container.querySelector("iframe")).toBeNull();
    expect(container.innerHTML).not.toMatch(/https?:\/\//);
  });

  it("embeds the provider's map only for a place it knows, else draws it", () => {
    const withPlace = { ...rozelle, placeId: "ChIJabc" };
    // Markup only: a test never loads the frame.
    const markup = renderToStaticMarkup(
      <>{mapProviderFor("google-embed").render([withPlace], { zoom: 10, title: "Map" })}</>,
    );
    expect(markup).toContain('<iframe src="https://maps.google.com/maps?q=place_id:ChIJabc&amp;z=10&amp;output=embed"');
    const drawn = render(<>{mapProviderFor("google-embed").render([rozelle], { zoom: 10, title: "Drawn" })}</>);
    expect(drawn.container.querySelector("iframe")).toBeNull();
    expect(googleEmbedUrl({ ...rozelle, mapKey: "!1m18" }, 10)).toBe("https://www.google.com/maps/embed?pb=!1m18");
  });

  it("spreads several places over the drawing and centres one", () => {
    expect(projectPlaces([rozelle])).toEqual([{ x: 300, y: 180 }]);
    const [west, east] = projectPlaces([
      { ...rozelle, lng: 144.96, lat: -37.81 },
      { ...rozelle, lng: 151.2, lat: -33.87 },
    ]);
    expect(west && east && west.x < east.x && west.y > east.y).toBe(true);
  });

  it("links directions out to the maps site with the address", () => {
    expect(
      directionsUrl({ name: "Rozelle", street: "1 Victoria Rd", city: "Rozelle", state: "NSW", postcode: "2039" }),
    ).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=Rozelle%2C%201%20Victoria%20Rd%2C%20Rozelle%20NSW%202039",
    );
  });
});

describe("locationGridClass", () => {
  it("puts three to a row on large screens from three locations, wider cards below", () => {
    expect(locationGridClass(3)).toContain("lg:grid-cols-3");
    expect(locationGridClass(7)).toContain("lg:grid-cols-3");
    expect(locationGridClass(2)).not.toContain("lg:grid-cols-3");
    expect(locationGridClass(2)).toContain("md:grid-cols-2");
    expect(locationGridClass(1)).not.toContain("grid-cols");
  });
});
