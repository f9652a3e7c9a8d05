import "server-only";
import { formatDate, formatMoney, formatOdometer } from "@/platform/format";
import { pdfPicture } from "@/platform/pdf/pdf-picture";
import { PdfReport } from "@/platform/pdf/pdf-report";
import type { VehicleSheet } from "../pdf";
import { minimumComparables, recentlySoldDays } from "../price-comparison";
import { odometerInconsistency, type CarHistory } from "./car-history";
import { listedComparables, typicalKmPerYear, usageVerdict, type MarketAnalysis } from "./market-analysis";
import type { PpsrCertificate } from "./ppsr";

// The report files: the Car History Report and the plugin reports (Autogauge, Car Analysis, PPSR),
// each in the platform's one PDF layout, opening with the car as the vehicle sheet names it. A
// report a demo stand-in made is titled a sample and says, before anything else, that its data is
// invented (decision 037).

/** What opens every sample report, under its title. */
export const sampleReportNotice =
  "SAMPLE WITH INVENTED DATA: a demonstration of this report. Nothing in it comes from a real register or service, and it says nothing true about any vehicle.";

export type ReportContext = {
  /** Made by a demo stand-in from invented data: the report says so in its heading and footer. */
  sample: boolean;
  sheet: VehicleSheet;
  car: { year: number; km: number; vin: string | null; listedAt: Date };
  accent: string | null;
  logoUrl: string | null;
  /** The car's page, printed in the footer. */
  url: string | null;
  createdAt: Date;
};

const logoWidthPx = 600;

function openReport(context: ReportContext, reportName: string): PdfReport {
  const { sheet } = context;
  const name = context.sample ? `Sample ${reportName}` : reportName;
  const title = `${name}: ${sheet.title}`;
  const report = new PdfReport(
    { title, subject: name, createdAt: context.createdAt },
    {
      dealerName: sheet.dealerName,
      accent: context.accent,
      logo: pdfPicture(context.logoUrl, logoWidthPx),
      footer: `${name}${context.sample ? " (invented data)" : ""} · ${sheet.dealerName}${context.url ? ` · ${context.url}` : ""}`,
    },
  );
  report.title(name);
  if (context.sample) report.paragraph(sampleReportNotice, { bold: true });
  report.emphasis(sheet.title, 14);
  report.note(
    [
      `Stock number: ${sheet.stockNumber}`,
      context.car.vin ? `VIN: ${context.car.vin}` : null,
      `Issued ${formatDate(context.createdAt)}`,
    ]
      .filter(Boolean)
      .join(" · "),
  );
  return report;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

function marketSection(report: PdfReport, market: MarketAnalysis) {
  const { comparison } = market;
  if (!comparison) {
    report.heading("Market position");
    report.paragraph(
      `No data returned: fewer than ${minimumComparables} comparable listings are on the market now or sold in the last ${recentlySoldDays} days.`,
    );
    return;
  }
  report.heading("Market position");
  report.meter(
    comparison.fill,
    `Market low ${formatMoney(comparison.market_range_min)}`,
    `Market high ${formatMoney(comparison.market_range_max)}`,
    `This car ${formatMoney(comparison.listing_price)}`,
  );
  report.paragraph(comparison.description, { bold: true });
  report.pairs([
    ["Listing price", formatMoney(comparison.listing_price)],
    ["Market average", market.average === null ? "—" : formatMoney(market.average)],
    ["Market range", `${formatMoney(comparison.market_range_min)} – ${formatMoney(comparison.market_range_max)}`],
    ["Confidence", `${percent(comparison.confidence)} (${comparison.comparables} listings)`],
  ]);
}

function methodNote(report: PdfReport, context: ReportContext) {
  report.heading("How this is worked out");
  const where = context.sample
    ? "among the demonstration stock of this platform"
    : "on the market data service's listings";
  report.paragraph(
    `Comparable listings are cars of the same make and model within two model years and a similar odometer (within 40% or 30,000 km), in stock now or sold in the last ${recentlySoldDays} days, ${where}. The market range runs from the 10th to the 90th percentile of their prices; confidence reaches 100% at 20 listings.`,
  );
}

function comparablesTable(report: PdfReport, market: MarketAnalysis, limit: number) {
  if (market.comparables.length === 0) return;
  report.heading("Comparable listings");
  report.table(
    [
      { label: "Year", width: 1 },
      { label: "Make and model", width: 4 },
      { label: "Odometer", width: 2, align: "right" },
      { label: "Price", width: 2, align: "right" },
      { label: "Status", width: 2 },
    ],
    market.comparables
      .slice(0, limit)
      .map((car) => [
        String(car.year),
        `${car.make} ${car.model}`,
        formatOdometer(car.km),
        formatMoney(car.price),
        car.soldAt ? `Sold ${formatDate(car.soldAt)}` : "For sale",
      ]),
  );
}

/** The Autogauge market report: where the car's price sits among comparable listings, and which they are. */
export function autogaugeReportPdf(context: ReportContext, market: MarketAnalysis): Promise<Uint8Array<ArrayBuffer>> {
  const report = openReport(context, "Autogauge Report");
  report.pairs([
    ["Odometer", formatOdometer(context.car.km)],
    ["Price", context.sheet.price],
  ]);
  marketSection(report, market);
  comparablesTable(report, market, listedComparables);
  methodNote(report, context);
  return report.finish();
}

const usageText = {
  new: "Not yet driven: a new car.",
  light: "Driven less than typical for its age.",
  typical: "Driven about as much as typical for its age.",
  heavy: "Driven more than typical for its age.",
} as const;

/** The Car Analysis report: price against the market by model year, age and use, and the car's details. */
export function carAnalysisReportPdf(context: ReportContext, market: MarketAnalysis): Promise<Uint8Array<ArrayBuffer>> {
  const { car } = context;
  const report = openReport(context, "Car Analysis Report");
  const ageYears = Math.max(0, context.createdAt.getUTCFullYear() - car.year);
  const daysListed = Math.max(0, Math.floor((context.createdAt.getTime() - car.listedAt.getTime()) / 86_400_000));
  report.heading("Age and use");
  report.pairs([
    ["Model year", `${car.year} (${ageYears === 0 ? "this year" : `${ageYears} years old`})`],
    ["Odometer", formatOdometer(car.km)],
    ["Km a year", ageYears === 0 ? "—" : formatOdometer(car.km / ageYears)],
    ["Typical use", `${formatOdometer(typicalKmPerYear)} a year`],
    ["Days listed", String(daysListed)],
  ]);
  report.paragraph(usageText[usageVerdict(car.km, ageYears)]);
  marketSection(report, market);
  if (market.byYear.length > 0) {
    report.heading("Market prices by model year");
    report.table(
      [
        { label: "Model year", width: 2 },
        { label: "Listings", width: 2, align: "right" },
        { label: "Average price", width: 3, align: "right" },
      ],
      market.byYear.map((row) => [String(row.year), String(row.count), formatMoney(row.average)]),
    );
  }
  if (context.sheet.details.length > 0) {
    report.heading("The car");
    report.pairs(context.sheet.details);
  }
  methodNote(report, context);
  return report.finish();
}

function registerChecks(report: PdfReport, certificate: PpsrCertificate) {
  const interests = certificate.securityInterests;
  report.pairs([
    ["Money owing", interests.length === 0 ? "No security interest registered" : `${interests.length} registered`],
    [
      "Written off",
      certificate.writtenOff
        ? `${certificate.writtenOff.category} (${certificate.writtenOff.state}, ${formatDate(certificate.writtenOff.recordedOn)})`
        : "No record",
    ],
    [
      "Stolen",
      certificate.stolen
        ? `Reported ${formatDate(certificate.stolen.reportedOn)} (${certificate.stolen.state})`
        : "No record",
    ],
    ["Certificate", certificate.certificateNumber],
  ]);
}

/** The PPSR report: the search certificate for the car's VIN, with any money owing, write-off or theft. */
export function ppsrReportPdf(context: ReportContext, certificate: PpsrCertificate): Promise<Uint8Array<ArrayBuffer>> {
  const report = openReport(context, "PPSR Report");
  report.heading("Search");
  report.pairs([
    ["VIN searched", certificate.vin],
    ["Searched", formatDate(certificate.searchedAt)],
  ]);
  report.heading("Results");
  registerChecks(report, certificate);
  for (const interest of certificate.securityInterests) {
    report.paragraph(
      `Security interest ${interest.registrationNumber}, registered ${formatDate(interest.registeredOn)} by ${interest.securedParty}. The dealer discharges it at settlement, before the car is delivered.`,
    );
  }
  report.heading("Vehicle on the register");
  const vehicle = certificate.vehicle;
  if (vehicle) {
    report.pairs([
      ["Vehicle", `${vehicle.year} ${vehicle.make} ${vehicle.model}`],
      ["Colour", vehicle.colour ?? "—"],
      ["Body", vehicle.body ?? "—"],
      ["Registration", vehicle.regplate ? `${vehicle.regplate} (${vehicle.state ?? "—"})` : "Unregistered"],
      ["Registration expiry", vehicle.regoExpiry ? formatDate(vehicle.regoExpiry) : "—"],
    ]);
  } else {
    report.paragraph("No vehicle with this VIN is on the state registers.");
  }
  report.note("A PPSR search shows what the register held at the time of the search. Search again on the day you buy.");
  return report.finish();
}

/** The Car History Report: the car's registration, owners, register checks and odometer readings. */
export function historyReportPdf(
  context: ReportContext,
  history: CarHistory | null,
  certificate: PpsrCertificate | null,
): Promise<Uint8Array<ArrayBuffer>> {
  const report = openReport(context, "Car History Report");
  const photo = pdfPicture(context.sheet.imageUrl, 1000);
  if (photo) report.picture(photo, 180);
  if (!history) {
    report.heading("History");
    report.paragraph(
      context.car.vin
        ? `The vehicle history service holds no record of VIN ${context.car.vin}.`
        : "This car has no VIN on record, so its history cannot be looked up.",
    );
    if (certificate) {
      report.heading("Register checks");
      registerChecks(report, certificate);
    }
    return report.finish();
  }
  report.heading("Summary");
  const last = history.readings[history.readings.length - 1];
  const backwards = odometerInconsistency(history.readings);
  report.pairs([
    ["Owners", String(history.owners)],
    ["Odometer", last ? `${formatOdometer(last.km)} on ${formatDate(last.date)}` : "—"],
    ["Km a year", history.kmPerYear === null ? "—" : formatOdometer(history.kmPerYear)],
    [
      "Odometer rollback",
      history.readings.length < 2 ? "Too few readings" : backwards ? "Readings go backwards" : "No inconsistency found",
    ],
  ]);
  if (backwards) {
    report.paragraph(
      `The reading of ${formatOdometer(backwards.km)} on ${formatDate(backwards.date)} is lower than an earlier one: a replaced odometer or a rollback. Ask us for the records before you buy.`,
      { bold: true },
    );
  }
  if (certificate) {
    report.heading("Register checks");
    registerChecks(report, certificate);
  }
  report.heading("Odometer readings");
  report.table(
    [
      { label: "Date", width: 2 },
      { label: "Odometer", width: 2, align: "right" },
      { label: "Source", width: 4 },
    ],
    history.readings.map((reading) => [formatDate(reading.date), formatOdometer(reading.km), reading.source]),
  );
  if (context.sheet.details.length > 0) {
    report.heading("Vehicle details");
    report.pairs(context.sheet.details);
  }
  return report.finish();
}
