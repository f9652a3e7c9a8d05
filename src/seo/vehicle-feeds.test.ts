import { describe, expect, it } from "vitest";
import type { FeedCar } from "./feed-car";
import { facebookAvailability, facebookListing, googleListing } from "./vehicle-feeds";

const site = { name: "Harbourside Motors", origin: "https://www.harboursidemotors.com.au" };

function feedCar(overrides: Partial<FeedCar> = {}): FeedCar {
  return {
    stocknum: "HS-10001",
    slug: "2025-mazda-cx-5-maxx-hs10001",
    vin: "JM0KF4W7A00123456",
    year: 2025,
    make: "Mazda",
    model: "CX-5",
    badge: "Maxx",
    carType: "new",
    itemType: "car",
    status: "in_stock",
    reserved: false,
    certified: false,
    km: 10,
    price: 38_990,
    beforePrice: null,
    msrp: 39_990,
    preorder: false,
    priceType: "Drive Away",
    colour: "Soul Red",
    body: "SUV",
    fuel: "Petrol",
    transmission: "Automatic",
    drive: "AWD",
    comments: "Arriving from the port this month.",
    images: [`${site.origin}/media/car/suv/red/1.svg`],
    createdAt: new Date("2026-11-20T00:00:00Z"),
    store: {
      code: "drummoyne",
      dealershipName: "Harbourside Motors",
      street: "1 Victoria Rd",
      city: "Drummoyne",
      state: "NSW",
      postcode: "2047",
      lat: -33.85,
      lng: 151.15,
      phone: "02 9000 0000",
    },
    ...overrides,
  };
}

describe("Google's vehicle_msrp", () => {
  it("gives a new car's recommended price when the dealer's feed has it, and nothing for other cars", () => {
    expect(googleListing(feedCar(), site)?.vehicle_msrp).toBe("39990 AUD");
    expect(googleListing(feedCar({ msrp: null }), site)).not.toHaveProperty("vehicle_msrp");
    expect(googleListing(feedCar({ carType: "used", km: 42_000 }), site)).not.toHaveProperty("vehicle_msrp");
  });
});

describe("a coming-soon car in the vehicle feeds", () => {
  it("is left out of Google's feed, which reads every vehicle it lists as on the lot", () => {
    expect(googleListing(feedCar(), site)).not.toBeNull();
    expect(googleListing(feedCar({ status: "coming_soon" }), site)).toBeNull();
  });

  it("stays in Meta's catalogue as NOT_AVAILABLE, Meta having no pre-order value", () => {
    expect(facebookListing(feedCar({ status: "coming_soon" }), site)?.fields.availability).toBe("NOT_AVAILABLE");
    expect(facebookListing(feedCar(), site)?.fields.availability).toBe("AVAILABLE");
  });

  it("is not a pending sale even when reserved: it is not on the lot for anyone yet", () => {
    expect(facebookAvailability({ status: "coming_soon", reserved: true })).toBe("NOT_AVAILABLE");
    expect(facebookAvailability({ status: "in_stock", reserved: true })).toBe("PENDING");
  });
});
