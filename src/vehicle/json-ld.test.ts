import { describe, expect, it } from "vitest";
import type { ShownPhoto } from "@/platform/db/json-types";
import type { Site } from "@/sites/get-site";
import type { CarDetail } from "./get-car";
import { carJsonLd, offerAvailability } from "./json-ld";

describe("offerAvailability", () => {
  it("offers a car in stock as InStock and a coming-soon car for pre-order", () => {
    expect(offerAvailability("in_stock")).toBe("https://schema.org/InStock");
    expect(offerAvailability("coming_soon")).toBe("https://schema.org/PreOrder");
  });

  it("calls a sold car, or any status the product treats as sold, sold out", () => {
    expect(offerAvailability("sold")).toBe("https://schema.org/SoldOut");
    expect(offerAvailability("withdrawn")).toBe("https://schema.org/SoldOut");
  });
});

describe("carJsonLd", () => {
  const site = { name: "Harbourside Motors" } as Site;
  const row = {
    photos: [] as ShownPhoto[],
    make: "Toyota",
    model: "Corolla",
    badge: "Ascent Sport",
    year: 2021,
    km: 41_000,
    price: 24_990,
    status: "in_stock",
    carType: "used",
    images: [{ url: "/media/car/hatch/white/front.svg", thumbUrl: "/media/car/hatch/white/front.svg" }],
  };
  const location = {
    id: "l1",
    name: "Rozelle",
    slug: "rozelle",
    phone: "02 9555 0100",
    street: "612 Victoria Road",
    city: "Rozelle",
    state: "NSW",
    postcode: "2039",
    placeUrl: null,
  };
  const detail = (withLocation: boolean) => ({ row, location: withLocation ? location : null }) as unknown as CarDetail;
  const url = "https://harbourside.example.com.au/cars/2021-toyota-corolla-hs-1";

  it("gives the image as an absolute JPEG or PNG address, on the page's own origin", () => {
    expect(carJsonLd(site, detail(true), url).image).toBe(
      "https://harbourside.example.com.au/media/car/hatch/white/front.png",
    );
    const hash = "d".repeat(64);
    const photo: ShownPhoto = { hash, width: 1600, height: 1200, placeholder: null, colour: null, widths: [480, 1200] };
    const withPhoto = { ...detail(true), row: { ...row, photos: [photo] } } as CarDetail;
    expect(carJsonLd(site, withPhoto, url).image).toBe(
      `https://harbourside.example.com.au/media/photo/${hash}/1200.jpg`,
    );
    const fromFeed = {
      ...detail(true),
      row: { ...row, images: [{ url: "https://cdn.example/p/1.jpg" }] },
    } as CarDetail;
    expect(carJsonLd(site, fromFeed, url).image).toBe("https://cdn.example/p/1.jpg");
    const unreadable = { ...detail(true), row: { ...row, images: [{ url: "http://[bad" }] } } as unknown as CarDetail;
    expect(carJsonLd(site, unreadable, url).image).toBeUndefined();
  });

  it("names the seller with the address and phone of the car's location", () => {
    expect(carJsonLd(site, detail(true), url).offers.seller).toEqual({
      "@type": "AutoDealer",
      name: "Harbourside Motors",
      telephone: "02 9555 0100",
      address: {
        "@type": "PostalAddress",
        streetAddress: "612 Victoria Road",
        addressLocality: "Rozelle",
        addressRegion: "NSW",
        postalCode: "2039",
        addressCountry: "AU",
      },
    });
    expect(carJsonLd(site, detail(false), url).offers.seller).toEqual({
      "@type": "AutoDealer",
      name: "Harbourside Motors",
      telephone: undefined,
      address: undefined,
    });
  });
});
