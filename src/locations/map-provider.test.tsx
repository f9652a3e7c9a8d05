import { render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { locationGridClass } from "./components/location-card";
import {
  directionsUrl,
  googleEmbedUrl,
  mapProviderFor,
  placeLabels,
  projectPlaces,
  StaticMap,
  type MapPlace,
} from "./map-provider";

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

describe("the several-places map's labels", () => {
  // Southern Cross's nine, three of them in Melbourne's south-east a few kilometres apart.
  const group: MapPlace[] = [
    ["Parramatta", -33.8093, 151.0031],
    ["Penrith", -33.7562, 150.6843],
    ["Dandenong", -37.9872, 145.2148],
    ["Ringwood", -37.8141, 145.2287],
    ["Osborne Park", -31.9012, 115.8127],
    ["Newstead", -27.4468, 153.0452],
    ["Mile End", -34.9247, 138.5703],
    ["Wacol", -27.5893, 152.9287],
    ["Moorabbin", -37.9352, 145.0379],
  ].map(([city, lat, lng]) => ({
    ...rozelle,
    name: `Southern Cross ${String(city)}`,
    city: String(city),
    lat: Number(lat),
    lng: Number(lng),
  }));

  it("are the suburbs, inside the drawing, none over another", () => {
    const size = { width: 960, height: 400 };
    const boxes = placeLabels(
      projectPlaces(group, size),
      group.map((place) => place.city),
      size,
    );
    const placed = boxes.filter((box) => box !== null);
    expect(placed.length).toBeGreaterThanOrEqual(7);
    for (const [index, box] of placed.entries()) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      expect(box.y + box.height).toBeLessThanOrEqual(size.height);
      for (const other of placed.slice(index + 1)) {
        const apart =
          box.x + box.width <= other.x ||
          other.x + other.width <= box.x ||
          box.y + box.height <= other.y ||
          other.y + other.height <= box.y;
        expect(apart).toBe(true);
      }
    }
    const { container } = render(<StaticMap places={group} zoom={10} title="Map of our locations" />);
    expect(container.querySelector("svg")?.getAttribute("viewBox")).toBe("0 0 960 400");
    expect(container.querySelector("svg")?.getAttribute("preserveAspectRatio")).toBe("xMidYMid meet");
    expect(screen.getByTestId("map-labels").textContent).not.toContain("Southern Cross");
  });
});
