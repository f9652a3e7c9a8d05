import { describe, expect, it } from "vitest";
import { carImageUrl, logoUrl } from "@/platform/media/car-svg";
import { readPdf } from "@/platform/pdf/testing/read-pdf";
import { vehiclePdf, vehicleSheet, type VehiclePdfContent, type VehicleSheetCar } from "./pdf";

const content: VehiclePdfContent = {
  dealerName: "Harbourside Motors",
  title: "2021 Toyota Corolla Ascent Sport (Hybrid)",
  price: "$24,990",
  finance: "$105/wk at 8.49% p.a. (comparison rate 9.73% p.a.)",
  sold: false,
  stockNumber: "HS-1042",
  imageUrl: null,
  details: [
    ["Odometer", "48,210 km"],
    ["Colour", "Crystal Pearl"],
    ["Transmission", "Automatic"],
    ["Body", "Hatch"],
    ["Fuel", "Hybrid"],
  ],
  features: ["Reversing camera", "Apple CarPlay", "Adaptive cruise control"],
  comments: "One owner, full service history. Back\\slash and (brackets) survive; café — naïve “quotes”.",
  location: { name: "Harbourside Rozelle", address: "12 Victoria Rd, Rozelle NSW 2039", phone: "(02) 5550 0101" },
  url: "http://harbourside.localhost/cars/2021-toyota-corolla",
  accent: "#0b4f6c",
  logoUrl: null,
  createdAt: new Date("2026-03-01T10:20:30Z"),
};

describe("vehiclePdf", () => {
  it("is a PDF a viewer reads back: dealer, car, price, details, features, comments and location", async () => {
    const pdf = await readPdf(await vehiclePdf(content));
    expect(pdf.header).toMatch(/^%PDF-1\.\d/);
    expect(pdf.title).toBe("2021 Toyota Corolla Ascent Sport (Hybrid)");
    expect(pdf.pages).toBe(1);
    for (const expected of [
      "Harbourside Motors",
      "2021 Toyota Corolla Ascent Sport (Hybrid)",
      "$24,990",
      "Finance from $105/wk at 8.49% p.a. (comparison rate 9.73% p.a.)*",
      "Stock number: HS-1042",
      "Key details",
      "Odometer",
      "48,210 km",
      "• Apple CarPlay",
      "Dealer comments",
      "Back\\slash and (brackets) survive; café — naïve “quotes”.",
      "Harbourside Rozelle",
      "12 Victoria Rd, Rozelle NSW 2039",
      "Phone: (02) 5550 0101",
      "Page 1 of 1",
    ]) {
      expect(pdf.text).toContain(expected);
    }
  });

  it("keeps text in any script: macrons, Vietnamese, Greek and Cyrillic come back as written", async () => {
    const pdf = await readPdf(
      await vehiclePdf({
        ...content,
        dealerName: "Ngā Motukā o Tāmaki",
        title: "2019 Škoda Octavia Ελληνικά",
        comments: "Sold new to Hēmi Māori, serviced by Nguyễn Văn Đức; Привет из Москвы.",
      }),
    );
    expect(pdf.title).toBe("2019 Škoda Octavia Ελληνικά");
    expect(pdf.text).toContain("Ngā Motukā o Tāmaki");
    expect(pdf.text).toContain("2019 Škoda Octavia Ελληνικά");
    expect(pdf.text).toContain("Sold new to Hēmi Māori, serviced by Nguyễn Văn Đức; Привет из Москвы.");
    expect(pdf.text).not.toContain("?");
  });

  it("shows the car's main photo and the dealer's logo when they are the platform's own pictures", async () => {
    const withPictures = await readPdf(
      await vehiclePdf({
        ...content,
        imageUrl: carImageUrl({ body: "hatch", colour: "White", view: 0 }),
        logoUrl: logoUrl({ slug: "harbourside", text: "Harbourside", primary: "#0b4f6c", contrast: "#ffffff" }),
      }),
    );
    expect(withPictures.images).toBe(2);
    const photoOnly = await readPdf(
      await vehiclePdf({ ...content, imageUrl: carImageUrl({ body: "ute", colour: "Red", view: "front" }) }),
    );
    expect(photoOnly.images).toBe(1);
    // Pictures hosted elsewhere are left out rather than fetched.
    const elsewhere = await readPdf(await vehiclePdf({ ...content, imageUrl: "https://cdn.example.com/car.jpg" }));
    expect(elsewhere.images).toBe(0);
  });

  it("marks a sold car in its title", async () => {
    const pdf = await readPdf(await vehiclePdf({ ...content, sold: true }));
    expect(pdf.title).toBe("2021 Toyota Corolla Ascent Sport (Hybrid) (SOLD)");
  });

  it("runs long comments onto more pages and still ends with the location", async () => {
    const long = "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ".repeat(200);
    const pdf = await readPdf(
      await vehiclePdf({ ...content, comments: long, features: Array.from({ length: 40 }, (_, i) => `Feature ${i}`) }),
    );
    expect(pdf.pages).toBeGreaterThan(1);
    expect(pdf.text).toContain(`Page ${pdf.pages} of ${pdf.pages}`);
    expect(pdf.text).toContain("Feature 39");
    expect(pdf.text).toContain("Harbourside Rozelle");
  });
});

describe("vehicleSheet", () => {
  const car: VehicleSheetCar = {
    year: 2021,
    make: "Toyota",
    model: "Corolla",
    badge: "Ascent Sport",
    carType: "used",
    status: "in_stock",
    stocknum: "HS-1042",
    km: 48_210,
    price: 24_990,
    beforePrice: 26_990,
    subscriptionPrice: null,
    priceType: null,
    preorder: false,
    colour: "White",
    interiorColour: null,
    simpleBody: "Hatch",
    simpleTransmission: "Automatic",
    simpleFuel: "Hybrid",
    simpleDrive: null,
    drive: "FWD",
    engineSizeLitres: 1.8,
    seats: 5,
    doors: null,
    vin: "JTNK4RBE00J000001",
    regplate: "",
    buildDate: "2021-03-01",
    complianceDate: null,
    standardEquipment: ["Reversing camera"],
    dealerComments: "<p>One owner.</p><p>Full <b>service</b> history &amp; more.</p>",
    images: [{ url: "/media/car/a.svg" }],
  };
  const options = {
    subscriptions: false,
    noPriceText: "Enquire for price.",
    preorderText: "PREORDER",
    commentsPendingText: "Dealer comments are pending. Please check back here later.",
  };

  it("shapes the car for print: title, price with was-price, details with values only, comments as text in lines", () => {
    const sheet = vehicleSheet({
      car,
      dealerName: "Harbourside Motors",
      location: {
        name: "Rozelle",
        street: "1 Victoria Rd",
        city: "Rozelle",
        state: "NSW",
        postcode: "2039",
        phone: "(02) 5550 0101",
      },
      options,
    });
    expect(sheet.title).toBe("2021 Toyota Corolla Ascent Sport");
    expect(sheet.price).toBe("$24,990 (was $26,990)");
    expect(sheet.sold).toBe(false);
    expect(sheet.imageUrl).toBe("/media/car/a.svg");
    expect(sheet.details).toContainEqual(["Odometer", "48,210 km"]);
    expect(sheet.details).toContainEqual(["Engine", "1.8 L"]);
    expect(sheet.details).toContainEqual(["Drive", "FWD"]);
    expect(sheet.details).toContainEqual(["Build date", "01/03/2021"]);
    expect(sheet.details.map(([label]) => label)).not.toContain("Interior");
    expect(sheet.details.map(([label]) => label)).not.toContain("Registration");
    expect(sheet.comments).toBe("One owner.\nFull service history & more.");
    expect(sheet.location).toEqual({
      name: "Rozelle",
      address: "1 Victoria Rd, Rozelle NSW 2039",
      phone: "(02) 5550 0101",
    });
  });

  it("says comments are pending and uses the no-price text", () => {
    const sheet = vehicleSheet({
      car: { ...car, price: 0, beforePrice: null, dealerComments: null, status: "sold" },
      dealerName: "D",
      location: null,
      options,
    });
    expect(sheet.price).toBe("Enquire for price.");
    expect(sheet.comments).toBe(options.commentsPendingText);
    expect(sheet.sold).toBe(true);
    expect(sheet.location).toBeNull();
  });
});
