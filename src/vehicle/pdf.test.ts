import { describe, expect, it } from "vitest";
import {
  buildPdf,
  fitText,
  hexToRgb,
  maxPdfPages,
  pdfString,
  textWidth,
  vehiclePdf,
  vehicleSheet,
  winAnsiBytes,
  wrapText,
  type VehiclePdfContent,
  type VehicleSheetCar,
} from "./pdf";

/** The file as one character per byte, as a PDF reader counts offsets. */
function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString("latin1");
}

/** Checks the structure a reader relies on: header, xref offsets, stream lengths, trailer. */
function checkStructure(text: string): { objects: number; streams: string[] } {
  expect(text.startsWith("%PDF-1.4\n")).toBe(true);
  expect(text.endsWith("%%EOF")).toBe(true);
  const startxref = /startxref\n(\d+)\n%%EOF$/.exec(text);
  expect(startxref).not.toBeNull();
  const xrefAt = Number(startxref?.[1]);
  expect(text.slice(xrefAt, xrefAt + 5)).toBe("xref\n");
  const header = /^xref\n0 (\d+)\n/.exec(text.slice(xrefAt));
  const size = Number(header?.[1]);
  const entries = text
    .slice(xrefAt + (header?.[0].length ?? 0))
    .split("\n")
    .slice(0, size);
  expect(entries[0]).toBe("0000000000 65535 f ");
  for (let number = 1; number < size; number += 1) {
    const entry = entries[number] ?? "";
    // Each entry is exactly 20 bytes with its end-of-line.
    expect(`${entry}\n`).toHaveLength(20);
    const offset = Number(entry.slice(0, 10));
    expect(entry.slice(10)).toBe(" 00000 n ");
    expect(text.slice(offset, offset + `${number} 0 obj\n`.length)).toBe(`${number} 0 obj\n`);
  }
  expect(text).toContain(`trailer\n<< /Size ${size} /Root 1 0 R /Info 5 0 R >>`);
  const streams: string[] = [];
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const length = Number(match[1]);
    expect(text.slice(start + length, start + length + "\nendstream".length)).toBe("\nendstream");
    streams.push(text.slice(start, start + length));
  }
  return { objects: size - 1, streams };
}

const content: VehiclePdfContent = {
  dealerName: "Harbourside Motors",
  title: "2021 Toyota Corolla Ascent Sport (Hybrid)",
  price: "$24,990",
  stockNumber: "HS-1042",
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
  createdAt: new Date("2026-03-01T10:20:30Z"),
};

describe("winAnsiBytes and pdfString", () => {
  it("maps text to WinAnsi bytes", () => {
    expect(winAnsiBytes("A é")).toEqual([65, 32, 0xe9]);
    expect(winAnsiBytes("€–—•…‘’“”")).toEqual([0x80, 0x96, 0x97, 0x95, 0x85, 0x91, 0x92, 0x93, 0x94]);
    expect(winAnsiBytes("a\nb\tc")).toEqual([97, 32, 98, 32, 99]);
    expect(winAnsiBytes("漢")).toEqual([63]);
  });

  it("escapes brackets and backslashes and writes other bytes as octal", () => {
    expect(pdfString("a (b) c\\d")).toBe("(a \\(b\\) c\\\\d)");
    expect(pdfString("café — ok")).toBe("(caf\\351 \\227 ok)");
  });
});

describe("measuring and wrapping", () => {
  it("measures Helvetica and its bold", () => {
    expect(textWidth("Hello", "regular", 10)).toBeCloseTo(22.78);
    expect(textWidth("Hello", "bold", 10)).toBeGreaterThan(textWidth("Hello", "regular", 10));
    expect(textWidth("", "regular", 12)).toBe(0);
  });

  it("wraps at spaces within the width and cuts a word longer than a line", () => {
    const lines = wrapText("the quick brown fox jumps over the lazy dog", "regular", 10, 80);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(" ")).toBe("the quick brown fox jumps over the lazy dog");
    for (const line of lines) expect(textWidth(line, "regular", 10)).toBeLessThanOrEqual(80);
    const long = wrapText("x".repeat(60), "regular", 10, 50);
    expect(long.join("")).toBe("x".repeat(60));
    for (const line of long) expect(textWidth(line, "regular", 10)).toBeLessThanOrEqual(50);
  });

  it("shortens text with an ellipsis to fit", () => {
    expect(fitText("short", "regular", 10, 200)).toBe("short");
    const fitted = fitText("a rather long feature name indeed", "regular", 10, 60);
    expect(fitted.endsWith("…")).toBe(true);
    expect(textWidth(fitted, "regular", 10)).toBeLessThanOrEqual(60);
  });

  it("reads hex colours", () => {
    expect(hexToRgb("#ff0000")).toEqual([1, 0, 0]);
    expect(hexToRgb("nope")).toBeNull();
  });
});

describe("buildPdf", () => {
  it("writes a well-formed file whose xref offsets point at each object", () => {
    const text = latin1(buildPdf(["BT /F1 12 Tf 50 700 Td (Hi) Tj ET"], { title: "T", createdAt: new Date(0) }));
    const { objects, streams } = checkStructure(text);
    expect(objects).toBe(7);
    expect(streams).toEqual(["BT /F1 12 Tf 50 700 Td (Hi) Tj ET"]);
    expect(text).toContain("/BaseFont /Helvetica /Encoding /WinAnsiEncoding");
    expect(text).toContain("/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding");
    expect(text).toContain("/MediaBox [0 0 595.28 841.89]");
    expect(text).toContain("/CreationDate (D:19700101000000Z)");
  });

  it("refuses a document without pages", () => {
    expect(() => buildPdf([], { title: "T", createdAt: new Date(0) })).toThrow(RangeError);
  });
});

describe("vehiclePdf", () => {
  it("is a one-page PDF with the dealer, car, price, details, features, comments and location", () => {
    const bytes = vehiclePdf(content);
    const text = latin1(bytes);
    const { streams } = checkStructure(text);
    expect(streams).toHaveLength(1);
    expect(text).toContain("/Count 1");
    const stream = streams.join("\n");
    for (const expected of [
      "(Harbourside Motors)",
      "(2021 Toyota Corolla Ascent Sport \\(Hybrid\\))",
      "($24,990)",
      "(Stock number: HS-1042)",
      "(Key details)",
      "(Odometer)",
      "(48,210 km)",
      "(\\225 Apple CarPlay)",
      "(Dealer comments)",
      "Back\\\\slash and \\(brackets\\) survive; caf\\351 \\227 na\\357ve \\223quotes\\224.",
      "(Harbourside Rozelle)",
      "(12 Victoria Rd, Rozelle NSW 2039)",
      "(Phone: \\(02\\) 5550 0101)",
      "(Page 1 of 1)",
    ]) {
      expect(stream).toContain(expected);
    }
    // The whole file is bytes a reader can take as-is: only the binary marker line is above ASCII.
    const highBytes = [...bytes].filter((byte) => byte > 126);
    expect(highBytes).toEqual([0xe2, 0xe3, 0xcf, 0xd3]);
  });

  it("runs onto a second page and stops there with an ellipsis", () => {
    const long = "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ".repeat(400);
    const text = latin1(
      vehiclePdf({ ...content, comments: long, features: Array.from({ length: 40 }, (_, i) => `Feature ${i}`) }),
    );
    const { streams } = checkStructure(text);
    expect(streams).toHaveLength(maxPdfPages);
    expect(text).toContain("/Count 2");
    expect(streams[1]).toContain("(Page 2 of 2)");
    expect(streams[1]).toContain("(\\205)");
    // The location did not fit and is not half-drawn over the footer.
    expect(text).not.toContain("(Harbourside Rozelle)");
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

  it("shapes the car for print: title, price with was-price, details with values only, comments as text", () => {
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
    expect(sheet.comments).toBe("One owner. Full service history & more.");
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
