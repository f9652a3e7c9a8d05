import { isInStock } from "@/cars/car";
import { describe, expect, it } from "vitest";
import { tagBanner, type TagBannerCar, type TagBannerOptions } from "./tag-banner";

const day = 86_400;
const now = 1_780_000_000;

const options: TagBannerOptions = {
  electricTag: true,
  justArrivedDays: 8,
  labels: {
    soldTag: "JUST SOLD",
    comingSoonTag: "COMING SOON",
    reservedTag: "RESERVED",
    certifiedTag: "CERTIFIED PRE-OWNED",
    defaultCarTag: "New Arrival",
  },
  nowSeconds: now,
};

/** A car that earns no banner at all; each test adds the one thing it is about. */
const plain: TagBannerCar = {
  status: "in_stock",
  fuel: "Petrol",
  reserved: false,
  certified: false,
  car_type: "used",
  tag: null,
  created_at_timestamp: now - 30 * day,
};
const car = (overrides: Partial<TagBannerCar>): TagBannerCar => ({ ...plain, ...overrides });

/** Every banner at once, so each step below can be shown to beat all the later ones. */
const everything = car({
  fuel: "Electric",
  reserved: true,
  certified: true,
  tag: "Test Drive Only",
  status: "coming_soon",
  created_at_timestamp: now - day,
});

describe("tagBanner", () => {
  it("shows nothing for an in-stock car with nothing to say", () => {
    expect(tagBanner(plain, options)).toBeNull();
  });

  it("puts the electric or hybrid fuel tag first", () => {
    expect(tagBanner(everything, options)).toEqual({ kind: "electric", text: "ELECTRIC" });
    expect(tagBanner({ ...everything, fuel: "Hybrid" }, options)).toEqual({ kind: "hybrid", text: "HYBRID" });
    expect(tagBanner({ ...everything, fuel: "PHEV" }, options)).toEqual({ kind: "hybrid", text: "HYBRID" });
    expect(tagBanner(car({ fuel: "electric" }), options)).toEqual({ kind: "electric", text: "ELECTRIC" });
  });

  it("shows no fuel tag where the site has switched it off, falling through to the next step", () => {
    expect(tagBanner(car({ fuel: "Electric" }), { ...options, electricTag: false })).toBeNull();
    expect(tagBanner(everything, { ...options, electricTag: false })).toEqual({ kind: "reserved", text: "RESERVED" });
  });

  it("shows no fuel tag for other fuels", () => {
    expect(tagBanner(car({ fuel: "Diesel" }), options)).toBeNull();
    expect(tagBanner(car({ fuel: null }), options)).toBeNull();
  });

  it("puts reserved before certified, custom, coming soon and just arrived", () => {
    expect(tagBanner({ ...everything, fuel: "Diesel" }, options)).toEqual({ kind: "reserved", text: "RESERVED" });
  });

  it("shows the certified-used logo for certified used cars only", () => {
    const rest = { ...everything, fuel: "Diesel", reserved: false };
    expect(tagBanner(rest, options)).toEqual({ kind: "certified", text: "CERTIFIED PRE-OWNED" });
    expect(tagBanner({ ...rest, car_type: "new" }, options)).toEqual({ kind: "custom", text: "Test Drive Only" });
    expect(tagBanner({ ...rest, car_type: "demo" }, options)).toEqual({ kind: "custom", text: "Test Drive Only" });
  });

  it("puts the custom tag before coming soon and just arrived", () => {
    const rest = { ...everything, fuel: "Diesel", reserved: false, certified: false };
    expect(tagBanner(rest, options)).toEqual({ kind: "custom", text: "Test Drive Only" });
    expect(tagBanner({ ...rest, tag: "  " }, options)).toEqual({ kind: "coming-soon", text: "COMING SOON" });
  });

  it("shows coming soon before just arrived", () => {
    const rest = car({ status: "coming_soon", created_at_timestamp: now - day });
    expect(tagBanner(rest, options)).toEqual({ kind: "coming-soon", text: "COMING SOON" });
    expect(tagBanner(rest, { ...options, labels: { ...options.labels, comingSoonTag: "ARRIVING" } })).toEqual({
      kind: "coming-soon",
      text: "ARRIVING",
    });
  });

  it("shows just arrived for cars created within the configured days, the last day included", () => {
    const arrived = { kind: "just-arrived", text: "New Arrival" };
    expect(tagBanner(car({ created_at_timestamp: now - day }), options)).toEqual(arrived);
    expect(tagBanner(car({ created_at_timestamp: now - 8 * day }), options)).toEqual(arrived);
    expect(tagBanner(car({ created_at_timestamp: now - 8 * day - 1 }), options)).toBeNull();
    expect(tagBanner(car({ created_at_timestamp: now + 60 }), options)).toEqual(arrived);
    expect(tagBanner(car({ created_at_timestamp: now - 2 * day }), { ...options, justArrivedDays: 1 })).toBeNull();
  });

  it("never shows just arrived when the site sets 0 days", () => {
    expect(tagBanner(car({ created_at_timestamp: now }), { ...options, justArrivedDays: 0 })).toBeNull();
  });

  it("shows only the sold tag for a car not in stock, whatever else it has", () => {
    expect(tagBanner({ ...everything, status: "sold" }, options)).toEqual({ kind: "sold", text: "JUST SOLD" });
    expect(tagBanner(car({ status: "sold" }), { ...options, labels: { ...options.labels, soldTag: "SOLD" } })).toEqual({
      kind: "sold",
      text: "SOLD",
    });
  });
});

describe("isInStock", () => {
  it("counts in_stock and coming_soon as in stock and anything else as sold", () => {
    expect(isInStock("in_stock")).toBe(true);
    expect(isInStock("coming_soon")).toBe(true);
    expect(isInStock("sold")).toBe(false);
    expect(isInStock("archived")).toBe(false);
  });
});
