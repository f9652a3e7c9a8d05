// A vehicle's printable sheet as a PDF, written by hand: PDF 1.4, A4 pages, the built-in Helvetica
// and Helvetica-Bold fonts with WinAnsi encoding, an uncompressed content stream per page, and a
// cross-reference table whose offsets are counted byte by byte. Every byte written is below 256 and
// text outside ASCII is written as octal escapes, so one character of the output is one byte.

import { isInStock } from "@/cars/car";
import { carTitle } from "@/cars/car-title";
import { formatDate, formatMoney, formatOdometer } from "@/platform/format";
import type { SiteConfig } from "@/sites/config-schema";
import { priceDisplay } from "@/stock/price-display";
import { dealerCommentsText } from "./dealer-comments";

export type PdfFont = "regular" | "bold";

export const a4 = { width: 595.28, height: 841.89 } as const;

// Advance widths (thousandths of the font size) of the printable ASCII characters, 32 to 126, from
// the Adobe Font Metrics of the standard 14 fonts. Anything else is measured at `fallbackWidth`.
const helveticaWidths = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];
const helveticaBoldWidths = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611,
  556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
  280, 389, 584,
];
const fallbackWidth = 556;

// WinAnsiEncoding (Windows-1252) bytes 0x80 to 0x9F; 0xA0 to 0xFF are Latin-1 and map to themselves.
const winAnsiHigh: ReadonlyMap<string, number> = new Map([
  ["€", 0x80],
  ["‚", 0x82],
  ["ƒ", 0x83],
  ["„", 0x84],
  ["…", 0x85],
  ["†", 0x86],
  ["‡", 0x87],
  ["ˆ", 0x88],
  ["‰", 0x89],
  ["Š", 0x8a],
  ["‹", 0x8b],
  ["Œ", 0x8c],
  ["Ž", 0x8e],
  ["‘", 0x91],
  ["’", 0x92],
  ["“", 0x93],
  ["”", 0x94],
  ["•", 0x95],
  ["–", 0x96],
  ["—", 0x97],
  ["˜", 0x98],
  ["™", 0x99],
  ["š", 0x9a],
  ["›", 0x9b],
  ["œ", 0x9c],
  ["ž", 0x9e],
  ["Ÿ", 0x9f],
]);

/** Text as WinAnsi byte values: line breaks and tabs become spaces, characters it lacks become '?'. */
export function winAnsiBytes(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0) ?? 63;
    if (code === 9 || code === 10 || code === 13) bytes.push(32);
    else if (code >= 32 && code <= 126) bytes.push(code);
    else if (code >= 0xa0 && code <= 0xff) bytes.push(code);
    else bytes.push(winAnsiHigh.get(char) ?? 63);
  }
  return bytes;
}

/** A PDF literal string: `(text)` with ( ) \ escaped and every byte outside ASCII as an octal escape. */
export function pdfString(text: string): string {
  let body = "";
  for (const byte of winAnsiBytes(text)) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) body += `\\${String.fromCharCode(byte)}`;
    else if (byte < 32 || byte > 126) body += `\\${byte.toString(8).padStart(3, "0")}`;
    else body += String.fromCharCode(byte);
  }
  return `(${body})`;
}

/** Width in points of text set in a font at a size. */
export function textWidth(text: string, font: PdfFont, size: number): number {
  const widths = font === "bold" ? helveticaBoldWidths : helveticaWidths;
  let total = 0;
  for (const byte of winAnsiBytes(text))
    total += (byte >= 32 && byte <= 126 ? widths[byte - 32] : undefined) ?? fallbackWidth;
  return (total * size) / 1000;
}

/** Text shortened with an ellipsis to fit a width. */
export function fitText(text: string, font: PdfFont, size: number, width: number): string {
  if (textWidth(text, font, size) <= width) return text;
  let cut = text;
  while (cut.length > 0 && textWidth(`${cut}…`, font, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** Lines of at most `width` points, broken at spaces; a word wider than a line is cut. */
export function wrapText(text: string, font: PdfFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter((part) => part !== "")) {
    const candidate = line === "" ? word : `${line} ${word}`;
    if (textWidth(candidate, font, size) <= width) {
      line = candidate;
      continue;
    }
    if (line !== "") lines.push(line);
    let rest = word;
    while (textWidth(rest, font, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && textWidth(rest.slice(0, cut), font, size) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line !== "") lines.push(line);
  return lines;
}

function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export type Rgb = readonly [number, number, number];

/** `#0b4f6c` as 0..1 components; null when it is not a six-digit hex colour. */
export function hexToRgb(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return null;
  return [
    Number.parseInt(match[1] ?? "0", 16) / 255,
    Number.parseInt(match[2] ?? "0", 16) / 255,
    Number.parseInt(match[3] ?? "0", 16) / 255,
  ];
}

function fillColour([r, g, b]: Rgb): string {
  return `${num(r)} ${num(g)} ${num(b)} rg`;
}

/** Content-stream operators drawing one run of text. */
export function textOp(text: string, x: number, y: number, font: PdfFont, size: number, colour: Rgb): string {
  return `BT /${font === "bold" ? "F2" : "F1"} ${num(size)} Tf ${fillColour(colour)} ${num(x)} ${num(y)} Td ${pdfString(text)} Tj ET`;
}

/** `D:YYYYMMDDHHmmSSZ`, the PDF date format, in UTC. */
function pdfDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `D:${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

/**
 * A complete PDF file from one content stream per page (operators as text, ASCII only), with the
 * two fonts, an Info dictionary, and a cross-reference table of byte offsets.
 */
export function buildPdf(pages: readonly string[], info: { title: string; createdAt: Date }): Uint8Array<ArrayBuffer> {
  if (pages.length === 0) throw new RangeError("a PDF needs at least one page");
  // Objects: 1 catalog, 2 page tree, 3 Helvetica, 4 Helvetica-Bold, 5 info, then a page and its contents per page.
  const pageObject = (index: number) => 6 + index * 2;
  const objects: string[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${pages.map((_, index) => `${pageObject(index)} 0 R`).join(" ")}] /Count ${pages.length} >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Title ${pdfString(info.title)} /Producer (Dealer platform) /CreationDate (${pdfDate(info.createdAt)}) >>`,
  ];
  pages.forEach((content, index) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(a4.width)} ${num(a4.height)}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageObject(index) + 1} 0 R >>`,
    );
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  });

  // "%âãÏÓ" (bytes above 127) on the second line tells transfer tools the file is binary.
  let output = "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(output.length);
    output += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = output.length;
  output += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) output += `${String(offset).padStart(10, "0")} 00000 n \n`;
  output += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF`;

  const bytes = new Uint8Array(output.length);
  for (let index = 0; index < output.length; index += 1) bytes[index] = output.charCodeAt(index) & 0xff;
  return bytes;
}

// ---------------------------------------------------------------------------------------------
// The vehicle sheet

export type VehiclePdfContent = {
  dealerName: string;
  title: string;
  price: string;
  stockNumber: string | null;
  details: readonly (readonly [label: string, value: string])[];
  features: readonly string[];
  comments: string;
  location: { name: string; address: string; phone: string | null } | null;
  /** The car's page, printed in the footer. */
  url: string | null;
  /** The dealer's primary colour for the header band; a dark blue when absent or not a hex colour. */
  accent?: string | null;
  createdAt: Date;
};

const black: Rgb = [0.1, 0.1, 0.1];
const grey: Rgb = [0.4, 0.4, 0.4];
const white: Rgb = [1, 1, 1];
const defaultAccent: Rgb = [0.05, 0.2, 0.35];
const margin = 50;
const contentWidth = a4.width - margin * 2;
const bandHeight = 64;
const footerY = 28;
const bottomLimit = 56;
/** The sheet never runs past two pages; what does not fit ends with an ellipsis. */
export const maxPdfPages = 2;

class SheetLayout {
  readonly pages: string[][] = [[]];
  y: number;
  full = false;

  constructor(top: number) {
    this.y = top;
  }

  private get ops(): string[] {
    return this.pages[this.pages.length - 1] ?? [];
  }

  /** Room for `height` points on this page, or a new page when there is one left; false once full. */
  reserve(height: number): boolean {
    if (this.full) return false;
    if (this.y - height >= bottomLimit) return true;
    if (this.pages.length >= maxPdfPages) {
      this.full = true;
      this.op(textOp("…", margin, Math.max(this.y - 12, bottomLimit), "regular", 10, grey));
      return false;
    }
    this.pages.push([]);
    this.y = a4.height - margin;
    return true;
  }

  op(operator: string) {
    this.ops.push(operator);
  }

  text(value: string, x: number, font: PdfFont, size: number, colour: Rgb) {
    this.op(textOp(value, x, this.y - size, font, size, colour));
  }

  /** One line that moves the cursor down by `leading`; false when the sheet is full. */
  line(value: string, font: PdfFont, size: number, colour: Rgb, leading = size * 1.4): boolean {
    if (!this.reserve(leading)) return false;
    this.text(value, margin, font, size, colour);
    this.y -= leading;
    return true;
  }

  heading(value: string, accent: Rgb) {
    // Keep a heading with at least two lines of what follows.
    if (!this.reserve(52)) return;
    this.y -= 10;
    this.text(value, margin, "bold", 13, accent);
    this.y -= 19;
    this.op(
      `0.8 0.8 0.8 RG 0.5 w ${num(margin)} ${num(this.y + 2)} m ${num(margin + contentWidth)} ${num(this.y + 2)} l S`,
    );
    this.y -= 6;
  }

  /** Pairs of cells side by side, each drawn by `draw` at its column's x. */
  twoColumns<T>(items: readonly T[], rowHeight: number, draw: (item: T, x: number, width: number) => void) {
    const columnWidth = (contentWidth - 20) / 2;
    for (let index = 0; index < items.length; index += 2) {
      if (!this.reserve(rowHeight)) return;
      const row = items.slice(index, index + 2);
      row.forEach((item, column) => draw(item, margin + column * (columnWidth + 20), columnWidth));
      this.y -= rowHeight;
    }
  }
}

/** The vehicle sheet: dealer, title, price, key details, features, comments and location, on one or two A4 pages. */
export function vehiclePdf(content: VehiclePdfContent): Uint8Array<ArrayBuffer> {
  const accent = (content.accent ? hexToRgb(content.accent) : null) ?? defaultAccent;
  const layout = new SheetLayout(a4.height - bandHeight - 28);

  // Header band with the dealer's name.
  layout.op(`${fillColour(accent)} 0 ${num(a4.height - bandHeight)} ${num(a4.width)} ${num(bandHeight)} re f`);
  layout.op(textOp(fitText(content.dealerName, "bold", 18, contentWidth), margin, a4.height - 40, "bold", 18, white));

  for (const line of wrapText(content.title, "bold", 20, contentWidth)) layout.line(line, "bold", 20, black, 25);
  layout.y -= 4;
  layout.line(content.price, "bold", 16, accent, 22);
  if (content.stockNumber) layout.line(`Stock number: ${content.stockNumber}`, "regular", 10, grey);

  if (content.details.length > 0) {
    layout.heading("Key details", accent);
    layout.twoColumns(content.details, 16, ([label, value], x, width) => {
      const labelWidth = 95;
      layout.text(fitText(label, "regular", 9, labelWidth - 6), x, "regular", 9, grey);
      layout.text(fitText(value, "bold", 10, width - labelWidth), x + labelWidth, "bold", 10, black);
    });
  }

  if (content.features.length > 0) {
    layout.heading("Features", accent);
    layout.twoColumns(content.features, 15, (feature, x, width) => {
      layout.text(fitText(`• ${feature}`, "regular", 10, width), x, "regular", 10, black);
    });
  }

  if (content.comments.trim() !== "") {
    layout.heading("Dealer comments", accent);
    for (const line of wrapText(content.comments, "regular", 10, contentWidth)) {
      if (!layout.line(line, "regular", 10, black, 14)) break;
    }
  }

  if (content.location) {
    layout.heading("Location", accent);
    layout.line(content.location.name, "bold", 10, black, 14);
    for (const line of wrapText(content.location.address, "regular", 10, contentWidth)) {
      layout.line(line, "regular", 10, black, 14);
    }
    if (content.location.phone) layout.line(`Phone: ${content.location.phone}`, "regular", 10, black, 14);
  }

  const total = layout.pages.length;
  const streams = layout.pages.map((ops, index) => {
    const pageLabel = `Page ${index + 1} of ${total}`;
    const pageLabelWidth = textWidth(pageLabel, "regular", 8);
    const left = content.url ? `${content.dealerName} · ${content.url}` : content.dealerName;
    const footer = [
      textOp(fitText(left, "regular", 8, contentWidth - pageLabelWidth - 20), margin, footerY, "regular", 8, grey),
      textOp(pageLabel, margin + contentWidth - pageLabelWidth, footerY, "regular", 8, grey),
    ];
    return [...ops, ...footer].join("\n");
  });
  return buildPdf(streams, { title: content.title, createdAt: content.createdAt });
}

// ---------------------------------------------------------------------------------------------
// What the print page and the PDF show of a car

export type VehicleSheetCar = {
  year: number;
  make: string;
  model: string;
  badge: string | null;
  carType: string;
  status: string;
  stocknum: string;
  km: number;
  price: number;
  beforePrice: number | null;
  subscriptionPrice: number | null;
  preorder: boolean;
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
  const display = priceDisplay(car, options);
  switch (display.kind) {
    case "subscription":
      return `${formatMoney(display.amount)} /week`;
    case "reduced":
      return `${formatMoney(display.amount)} (was ${formatMoney(display.was)})`;
    case "price":
      return formatMoney(display.amount);
    case "text":
      return display.text;
  }
}

type SheetLocation = { name: string; street: string; city: string; state: string; postcode: string; phone: string };

/** One of the site's cars as the print page and the PDF show it, in the site's own words. */
export function carSheet(
  detail: { row: VehicleSheetCar; dealership: { name: string }; location: SheetLocation | null },
  config: SiteConfig,
): VehicleSheet {
  return vehicleSheet({
    car: detail.row,
    dealerName: detail.dealership.name,
    location: detail.location,
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
  const comments = dealerCommentsText(car.dealerComments ?? "");
  return {
    dealerName: input.dealerName,
    title: carTitle(car),
    price: priceText(car, options),
    sold: !isInStock(car.status),
    stockNumber: car.stocknum,
    imageUrl: car.images[0]?.url ?? null,
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
