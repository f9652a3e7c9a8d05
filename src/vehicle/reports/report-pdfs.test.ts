import { describe, expect, it } from "vitest";
import { carImageUrl, logoUrl } from "@/platform/media/car-svg";
import { readPdf } from "@/platform/pdf/testing/read-pdf";
import type { VehicleSheet } from "../pdf";
import type { ComparisonCandidate } from "../price-comparison";
import { carHistory } from "./car-history";
import { marketAnalysis } from "./market-analysis";
import { localPpsrProvider } from "./ppsr";
import {
  autogaugeReportPdf,
  carAnalysisReportPdf,
  historyReportPdf,
  ppsrReportPdf,
  sampleReportNotice,
  type ReportContext,
} from "./report-pdfs";

const now = new Date("2026-11-23T00:00:00Z");
const sheet: VehicleSheet = {
  dealerName: "Ngā Hau Motors",
  title: "2020 Toyota RAV4 GX",
  price: "$36,990",
  finance: null,
  sold: false,
  stockNumber: "HS-2001",
  imageUrl: carImageUrl({ body: "suv", colour: "Silver", view: 0 }),
  details: [
    ["Odometer", "61,200 km"],
    ["Colour", "Silver"],
  ],
  features: [],
  comments: "",
  location: null,
};
const context: ReportContext = {
  sample: false,
  sheet,
  car: { year: 2020, km: 61_200, vin: "JTMW1RFV00D012345", listedAt: new Date("2026-10-01T00:00:00Z") },
  accent: "#0b4f6c",
  logoUrl: logoUrl({ slug: "nga-hau", text: "Ngā Hau Motors", primary: "#0b4f6c", contrast: "#ffffff" }),
  url: "http://harbourside.localhost/cars/2020-toyota-rav4",
  createdAt: now,
};
const subject = { id: "subject", year: 2020, make: "Toyota", model: "RAV4", km: 61_200, price: 36_990 };
const listing = (id: number, year: number, km: number, price: number): ComparisonCandidate => ({
  id: String(id),
  year,
  make: "Toyota",
  model: "RAV4",
  km,
  price,
  status: "in_stock",
  soldAt: null,
});
const candidates = [
  listing(1, 2019, 70_000, 33_500),
  listing(2, 2020, 58_000, 37_900),
  listing(3, 2021, 45_000, 41_000),
  listing(4, 2020, 66_000, 35_200),
  // Not comparable: another model year window.
  listing(5, 2015, 60_000, 19_000),
];

describe("plugin and history report PDFs", () => {
  it("the Autogauge report places the price in the market and lists the comparable listings", async () => {
    const pdf = await readPdf(await autogaugeReportPdf(context, marketAnalysis(subject, candidates, now)));
    expect(pdf.title).toBe("Autogauge Report: 2020 Toyota RAV4 GX");
    expect(pdf.images).toBe(1);
    for (const text of [
      "Ngā Hau Motors",
      "2020 Toyota RAV4 GX",
      "VIN: JTMW1RFV00D012345",
      "Market position",
      "This car $36,990",
      "Comparable listings",
      "$41,000",
      "Confidence",
    ]) {
      expect(pdf.text).toContain(text);
    }
    expect(pdf.text).toContain("Priced");
    expect(pdf.text).not.toContain("$19,000");
  });

  it("says so when too few listings compare", async () => {
    const pdf = await readPdf(await autogaugeReportPdf(context, marketAnalysis(subject, candidates.slice(0, 2), now)));
    expect(pdf.text).toContain("No data returned");
  });

  it("the Car Analysis report adds age, use and prices by model year", async () => {
    const pdf = await readPdf(await carAnalysisReportPdf(context, marketAnalysis(subject, candidates, now)));
    expect(pdf.title).toBe("Car Analysis Report: 2020 Toyota RAV4 GX");
    for (const text of [
      "Age and use",
      "6 years old",
      "Days listed",
      "53",
      "Market prices by model year",
      "2021",
      "The car",
      "Silver",
    ]) {
      expect(pdf.text).toContain(text);
    }
  });

  it("the PPSR report shows the search certificate and the register's vehicle", async () => {
    const provider = localPpsrProvider((vin) =>
      Promise.resolve({
        vin,
        year: 2020,
        make: "Toyota",
        model: "RAV4",
        colour: "Silver",
        body: "SUV",
        regplate: "CX12AB",
        state: "NSW",
        regoExpiry: "2027-03-01",
      }),
    );
    const certificate = await provider.search({ vin: "JTMW1RFV00D012345", searchedAt: now });
    const pdf = await readPdf(await ppsrReportPdf(context, certificate));
    expect(pdf.title).toBe("PPSR Report: 2020 Toyota RAV4 GX");
    for (const text of [
      "JTMW1RFV00D012345",
      certificate.certificateNumber,
      "Money owing",
      "Written off",
      "Stolen",
      "CX12AB (NSW)",
      "01/03/2027",
    ]) {
      expect(pdf.text).toContain(text);
    }
  });

  it("the Car History Report shows the owners, register checks and every odometer reading", async () => {
    const history = carHistory({
      stocknum: "HS-2001",
      year: 2020,
      km: 61_200,
      carType: "used",
      complianceDate: "2020-02-01",
      buildDate: null,
      regplate: "CX12AB",
      state: "NSW",
      regoExpiry: "2027-03-01",
      createdAt: new Date("2026-10-01T00:00:00Z"),
    });
    const certificate = await localPpsrProvider(() => Promise.resolve(null)).search({
      vin: "JTMW1RFV00D012345",
      searchedAt: now,
    });
    const pdf = await readPdf(await historyReportPdf(context, history, certificate));
    expect(pdf.title).toBe("Car History Report: 2020 Toyota RAV4 GX");
    expect(pdf.images).toBe(2);
    for (const text of [
      "Odometer readings",
      "Compliance",
      "Dealer inspection",
      "61,200 km",
      "Register checks",
      "Owners",
    ]) {
      expect(pdf.text).toContain(text);
    }
    expect(pdf.text.match(/Logbook service|Registration renewal/g)?.length).toBe(history.readings.length - 2);
    expect(pdf.text).toContain("No inconsistency found");
    expect(pdf.text).not.toContain("SAMPLE");
  });

  it("a stand-in's report is titled a sample and says its data is invented before anything else", async () => {
    const sample = { ...context, sample: true };
    const history = carHistory({
      stocknum: "HS-2001",
      year: 2020,
      km: 61_200,
      carType: "used",
      complianceDate: "2020-02-01",
      buildDate: null,
      regplate: null,
      state: null,
      regoExpiry: null,
      createdAt: new Date("2026-10-01T00:00:00Z"),
    });
    const certificate = await localPpsrProvider(() => Promise.resolve(null)).search({
      vin: "JTMW1RFV00D012345",
      searchedAt: now,
    });
    const market = marketAnalysis(subject, candidates, now);
    const pdfs = [
      ["Sample Car History Report", await historyReportPdf(sample, history, certificate)],
      ["Sample PPSR Report", await ppsrReportPdf(sample, certificate)],
      ["Sample Autogauge Report", await autogaugeReportPdf(sample, market)],
      ["Sample Car Analysis Report", await carAnalysisReportPdf(sample, market)],
    ] as const;
    const notice = sampleReportNotice.replace(/\s+/g, " ");
    for (const [title, bytes] of pdfs) {
      const pdf = await readPdf(bytes);
      expect(pdf.title).toBe(`${title}: 2020 Toyota RAV4 GX`);
      const text = pdf.text.replace(/\s+/g, " ");
      expect(text.indexOf(notice)).toBeGreaterThan(-1);
      expect(text.indexOf(notice)).toBeLessThan(text.indexOf("2020 Toyota RAV4 GX"));
    }
  });

  it("the history report says when the readings go backwards, and when the service holds no record", async () => {
    const history = {
      owners: 2,
      kmPerYear: 9_000,
      readings: [
        { date: "2021-03-01", km: 20_000, source: "Logbook service" },
        { date: "2023-03-01", km: 48_000, source: "Registration renewal" },
        { date: "2025-03-01", km: 31_000, source: "Logbook service" },
      ],
    };
    const rolledBack = await readPdf(await historyReportPdf(context, history, null));
    expect(rolledBack.text.replace(/\s+/g, " ")).toContain("Odometer rollback Readings go backwards");
    expect(rolledBack.text.replace(/\s+/g, " ")).toContain(
      "The reading of 31,000 km on 01/03/2025 is lower than an earlier one",
    );
    const none = await readPdf(await historyReportPdf(context, null, null));
    expect(none.text.replace(/\s+/g, " ")).toContain(
      "The vehicle history service holds no record of VIN JTMW1RFV00D012345.",
    );
  });
});
