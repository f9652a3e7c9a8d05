// A vehicle's printable sheet: what the print page and the PDF show of a car (vehicleSheet, one set
// of data for both) and the PDF itself, laid out by the platform's PDF report (pdfkit, an embedded
// Unicode font, the car's main photo and the dealer's logo; docs/decisions/009-pdf-library.md).

import "server-only";
import { isInStock } from "@/cars/car";
import { carTitle } from "@/cars/car-title";
import { pdfPicture } from "@/platform/pdf/pdf-picture";
import { PdfReport } from "@/platform/pdf/pdf-report";
import { formatDate, formatOdometer } from "@/platform/format";
import type { CarTypeName, SiteConfig } from "@/sites/config-schema";
import { displayText, priceDisplay, priceQualifier } from "@/cars/price";
import { carPhoneNumber } from "@/locations/car-phone";
import { figuresText, settledFigures } from "@/finance/finance-display";
import { dealerCommentsLines } from "./dealer-comments";
import { carFinanceDisplay } from "./car-finance";
import type { CarDetail } from "./get-car";
import { sitePictures } from "@/platform/media/site-pictures";

export type VehiclePdfContent = VehicleSheet & {
  /** The car's page, printed in the footer. */
  url: string | null;
  /** The dealer's primary colour for the header band; a dark blue when absent or not a hex colour. */
  accent: string | null;
  /** The dealer's logo in the band; its name alone when null or not one of the platform's pictures. */
  logoUrl: string | null;
  createdAt: Date;
};

/** The pixel width pictures are drawn at: sharp on paper at the width a sheet shows them. */
const photoWidthPx = 1200;
const logoWidthPx = 600;

/** The vehicle sheet as a PDF: dealer, photo, title, price, key details, features, comments and location. */
export async function vehiclePdf(content: VehiclePdfContent): Promise<Uint8Array<ArrayBuffer>> {
  const title = content.sold ? `${content.title} (SOLD)` : content.title;
  const report = new PdfReport(
    { title, createdAt: content.createdAt },
    {
      dealerName: content.dealerName,
      accent: content.accent,
      logo: pdfPicture(content.logoUrl, logoWidthPx),
      footer: content.url ? `${content.dealerName} · ${content.url}` : content.dealerName,
    },
  );
  report.title(title);
  report.emphasis(content.price);
  if (content.finance) report.note(`Finance from ${content.finance}*`);
  report.note(`Stock number: ${content.stockNumber}`);
  const photo = pdfPicture(content.imageUrl, photoWidthPx);
  if (photo) report.picture(photo, 260);
  if (content.details.length > 0) {
    report.heading("Key details");
    report.pairs(content.details);
  }
  if (content.features.length > 0) {
    report.heading("Features");
    report.bullets(content.features);
  }
  if (content.comments.trim() !== "") {
    report.heading("Dealer comments");
    report.paragraph(content.comments);
  }
  if (content.location) {
    report.heading("Location");
    report.paragraph(content.location.name, { bold: true });
    report.paragraph(content.location.address);
    if (content.location.phone) report.paragraph(`Phone: ${content.location.phone}`);
  }
  if (content.finance && content.financeNote) report.note(`*${content.financeNote}`);
  return report.finish();
}

// ---------------------------------------------------------------------------------------------
// What the print page and the PDF show of a car

export type VehicleSheetCar = {
  year: number;
  make: string;
  model: string;
  badge: string | null;
  carType: CarTypeName;
  status: string;
  stocknum: string;
  km: number;
  price: number;
  beforePrice: number | null;
  subscriptionPrice: number | null;
  preorder: boolean;
  /** The dealer's price type ("Drive Away", "Excl. Govt. Charges"…). */
  priceType: string | null;
  colour: string | null;
  interiorColour: string | null;
  simpleBody: string | null;
  simpleTransmission: string | null;
  simpleFuel: string | null;
  simpleDrive: string | null;
  drive: string | null;
  engineSizeLitres: number | null;
  seats: number | null;
  doors: number | null;
  vin: string | null;
  regplate: string | null;
  buildDate: string | null;
  complianceDate: string | null;
  standardEquipment: readonly string[];
  dealerComments: string | null;
  images: readonly { url: string }[];
};

export type VehicleSheet = {
  dealerName: string;
  title: string;
  price: string;
  /** The car's one finance figure (finance-display.ts), as its card and page show it; null for none. */
  finance: string | null;
  /** What the finance figure assumes and the comparison-rate warning, with the figure. */
  financeNote?: string | null;
  sold: boolean;
  stockNumber: string;
  imageUrl: string | null;
  details: [label: string, value: string][];
  features: string[];
  comments: string;
  location: { name: string; address: string; phone: string | null } | null;
};

export type VehicleSheetOptions = {
  subscriptions: boolean;
  noPriceText: string;
  preorderText: string;
  /** Shown in place of empty dealer comments. */
  commentsPendingText: string;
};

function priceText(car: VehicleSheetCar, options: VehicleSheetOptions): string {
  return displayText(priceDisplay({ ...car, qualifier: priceQualifier(car.priceType) }, options));
}

type SheetLocation = { name: string; street: string; city: string; state: string; postcode: string; phone: string };

/** One of the site's cars as the print page and the PDF show it, in the site's own words. */
export function carSheet(detail: CarDetail, config: SiteConfig, now: Date = new Date()): VehicleSheet {
  const { location } = detail;
  const display = isInStock(detail.row.status) ? carFinanceDisplay(detail, config, now) : null;
  // The sheet's number is the one the car's page gives (the site's line for its type, say).
  const phone = carPhoneNumber(detail.row, config.contact, location?.phone ?? null);
  return vehicleSheet({
    car: detail.row,
    dealerName: detail.dealership.name,
    location: location ? { ...location, phone: phone ?? "" } : null,
    finance: display ? figuresText(settledFigures(display, config.finance)) : null,
    financeNote: display?.disclaimer ?? null,
    options: {
      subscriptions: config.features.subscriptions,
      noPriceText: config.labels.noPriceText,
      preorderText: config.labels.preorderText,
      commentsPendingText: config.labels.dealerCommentsPending,
    },
  });
}

/** The car as the print page and the PDF show it: the same title, price, details and text in both. */
export function vehicleSheet(input: {
  car: VehicleSheetCar;
  dealerName: string;
  location: SheetLocation | null;
  finance?: string | null;
  financeNote?: string | null;
  options: VehicleSheetOptions;
}): VehicleSheet {
  const { car, location, options } = input;
  const condition = car.carType.charAt(0).toUpperCase() + car.carType.slice(1);
  const details: [string, string | null][] = [
    ["Condition", condition],
    ["Year", String(car.year)],
    ["Odometer", formatOdometer(car.km)],
    ["Colour", car.colour],
    ["Interior", car.interiorColour],
    ["Body", car.simpleBody],
    ["Transmission", car.simpleTransmission],
    ["Fuel", car.simpleFuel],
    ["Drive", car.simpleDrive ?? car.drive],
    ["Engine", car.engineSizeLitres === null ? null : `${car.engineSizeLitres.toFixed(1)} L`],
    ["Seats", car.seats === null ? null : String(car.seats)],
    ["Doors", car.doors === null ? null : String(car.doors)],
    ["VIN", car.vin],
    ["Registration", car.regplate],
    ["Build date", car.buildDate ? formatDate(car.buildDate) : null],
    ["Compliance date", car.complianceDate ? formatDate(car.complianceDate) : null],
  ];
  const comments = dealerCommentsLines(car.dealerComments ?? "");
  return {
    dealerName: input.dealerName,
    title: carTitle(car),
    price: priceText(car, options),
    finance: input.finance ?? null,
    financeNote: input.finance ? (input.financeNote ?? null) : null,
    sold: !isInStock(car.status),
    stockNumber: car.stocknum,
    // The PDF draws the site's own drawings only (pdfPicture); a processed photo is not drawn there yet.
    imageUrl: sitePictures(car.images)[0]?.url ?? null,
    details: details.filter((entry): entry is [string, string] => entry[1] !== null && entry[1].trim() !== ""),
    features: [...car.standardEquipment],
    comments: comments === "" ? options.commentsPendingText : comments,
    location: location
      ? {
          name: location.name,
          address: `${location.street}, ${location.city} ${location.state} ${location.postcode}`,
          phone: location.phone || null,
        }
      : null,
  };
}
