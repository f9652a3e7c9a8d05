import "server-only";
import PDFDocument from "pdfkit";
import { pdfFontFiles, type PdfFont } from "./fonts";
import type { PdfPicture } from "./pdf-picture";

// Every document the platform prints (the vehicle sheet, history and plugin reports) is an A4 page
// or more in one look: the dealer's band with its logo, a title, headed sections, and a footer with
// the page count. pdfkit (docs/decisions/009-pdf-library.md) lays the text out, embeds the font and
// writes the file; this class only keeps the look in one place.

export const a4 = { width: 595.28, height: 841.89 } as const;
const margin = 50;
const contentWidth = a4.width - margin * 2;
const bandHeight = 64;
const bottom = a4.height - 56;
const footerY = a4.height - 36;

const ink = "#1a1a1a";
const muted = "#666666";
const rule = "#cccccc";
const defaultAccent = "#0d3359";

/** The dealer a document is printed for. */
export type PdfBrand = {
  dealerName: string;
  /** The dealer's primary colour for the band and headings; a dark blue when absent or not `#rrggbb`. */
  accent: string | null;
  logo: PdfPicture | null;
  /** Left of the page count on every page: the dealer and the car's address, say. */
  footer: string;
};

export type PdfTableColumn = { label: string; width: number; align?: "left" | "right" };

/** `#0b4f6c` when the text is a six-digit hex colour, else null. */
export function hexColour(value: string | null | undefined): string | null {
  const match = /^#?([0-9a-f]{6})$/i.exec((value ?? "").trim());
  return match ? `#${match[1]?.toLowerCase()}` : null;
}

export class PdfReport {
  private readonly doc: PDFKit.PDFDocument;
  private readonly accent: string;
  private readonly done: Promise<Uint8Array<ArrayBuffer>>;

  constructor(
    info: { title: string; subject?: string; createdAt: Date },
    private readonly brand: PdfBrand,
  ) {
    this.doc = new PDFDocument({
      size: "A4",
      margins: { top: margin, bottom: a4.height - bottom, left: margin, right: margin },
      bufferPages: true,
      info: {
        Title: info.title,
        ...(info.subject ? { Subject: info.subject } : {}),
        Author: brand.dealerName,
        Producer: "Dealer platform",
        CreationDate: info.createdAt,
      },
    });
    const chunks: Buffer[] = [];
    this.done = new Promise((resolve, reject) => {
      this.doc.on("data", (chunk: Buffer) => chunks.push(chunk));
      this.doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
      this.doc.on("error", reject);
    });
    this.doc.registerFont("regular", pdfFontFiles.regular());
    this.doc.registerFont("bold", pdfFontFiles.bold());
    this.accent = hexColour(brand.accent) ?? defaultAccent;
    this.band();
  }

  private get y(): number {
    return this.doc.y;
  }

  private set y(value: number) {
    this.doc.y = value;
  }

  private style(font: PdfFont, size: number, colour: string): PDFKit.PDFDocument {
    return this.doc.font(font).fontSize(size).fillColor(colour);
  }

  /** Room for `height` points below the cursor, on a new page when this one is full. */
  private reserve(height: number) {
    if (this.y + height > bottom) this.doc.addPage();
  }

  /** One line cut with an ellipsis to `width`, at a fixed place; the cursor does not move. */
  private cell(text: string, x: number, y: number, width: number, font: PdfFont, size: number, colour: string) {
    this.style(font, size, colour).text(text, x, y, {
      width,
      height: size * 1.3,
      ellipsis: true,
      lineBreak: false,
    });
  }

  /** The first page's band: the dealer's logo, else its name, on its colour. */
  private band() {
    this.doc.rect(0, 0, a4.width, bandHeight).fill(this.accent);
    const { logo } = this.brand;
    if (logo) {
      const height = bandHeight - 20;
      const width = Math.min((logo.width / logo.height) * height, 200);
      this.doc.image(logo.png, margin, 10, { fit: [width, height] });
      this.cell(this.brand.dealerName, margin + width + 16, 24, contentWidth - width - 16, "bold", 16, "#ffffff");
    } else {
      this.cell(this.brand.dealerName, margin, 22, contentWidth, "bold", 18, "#ffffff");
    }
    this.y = bandHeight + 28;
  }

  /** The document's title, wrapped. */
  title(text: string) {
    this.style("bold", 20, ink).text(text, margin, this.y, { width: contentWidth, lineGap: 2 });
    this.y += 4;
  }

  /** A line in the dealer's colour: the price, say. */
  emphasis(text: string, size = 16) {
    this.reserve(size * 1.4);
    this.style("bold", size, this.accent).text(text, margin, this.y, { width: contentWidth });
    this.y += 2;
  }

  /** A small grey line. */
  note(text: string) {
    this.reserve(14);
    this.style("regular", 10, muted).text(text, margin, this.y, { width: contentWidth });
  }

  /** A picture as wide as the page allows and at most `maxHeight` tall, centred. */
  picture(picture: PdfPicture, maxHeight: number) {
    const scale = Math.min(contentWidth / picture.width, maxHeight / picture.height);
    const width = picture.width * scale;
    const height = picture.height * scale;
    this.reserve(height + 12);
    this.y += 8;
    this.doc.image(picture.png, margin + (contentWidth - width) / 2, this.y, { width, height });
    this.y += height + 4;
  }

  /** A section heading over a rule, kept on a page with at least two lines of what follows. */
  heading(text: string) {
    this.reserve(60);
    this.y += 12;
    this.style("bold", 13, this.accent).text(text, margin, this.y, { width: contentWidth });
    this.y += 3;
    this.doc
      .moveTo(margin, this.y)
      .lineTo(margin + contentWidth, this.y)
      .lineWidth(0.5)
      .strokeColor(rule)
      .stroke();
    this.y += 7;
  }

  /** Label and value pairs, two to a row. */
  pairs(items: readonly (readonly [label: string, value: string])[]) {
    const columnWidth = (contentWidth - 20) / 2;
    const labelWidth = 100;
    for (let index = 0; index < items.length; index += 2) {
      this.reserve(16);
      const y = this.y;
      items.slice(index, index + 2).forEach(([label, value], column) => {
        const x = margin + column * (columnWidth + 20);
        this.cell(label, x, y + 1, labelWidth - 6, "regular", 9, muted);
        this.cell(value, x + labelWidth, y, columnWidth - labelWidth, "bold", 10, ink);
      });
      this.y = y + 16;
    }
  }

  /** A bulleted list, two to a row. */
  bullets(items: readonly string[]) {
    const columnWidth = (contentWidth - 20) / 2;
    for (let index = 0; index < items.length; index += 2) {
      this.reserve(15);
      const y = this.y;
      items.slice(index, index + 2).forEach((item, column) => {
        this.cell(`• ${item}`, margin + column * (columnWidth + 20), y, columnWidth, "regular", 10, ink);
      });
      this.y = y + 15;
    }
  }

  /** Running text, wrapped and continued on the next page when it does not fit. */
  paragraph(text: string, options: { bold?: boolean } = {}) {
    this.reserve(14);
    this.style(options.bold ? "bold" : "regular", 10, ink).text(text, margin, this.y, {
      width: contentWidth,
      lineGap: 2,
    });
    this.y += 3;
  }

  /** A table with a header row; the header repeats on each new page. Widths are shares of the page. */
  table(columns: readonly PdfTableColumn[], rows: readonly (readonly string[])[]) {
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / total) * contentWidth);
    const drawRow = (cells: readonly string[], font: PdfFont, colour: string) => {
      const y = this.y;
      let x = margin;
      cells.forEach((text, index) => {
        const width = widths[index] ?? 0;
        this.style(font, 9, colour).text(text, x + 2, y, {
          width: width - 4,
          height: 12,
          ellipsis: true,
          lineBreak: false,
          align: columns[index]?.align ?? "left",
        });
        x += width;
      });
      this.y = y + 15;
    };
    const header = () => {
      drawRow(
        columns.map((column) => column.label),
        "bold",
        muted,
      );
      this.doc
        .moveTo(margin, this.y - 3)
        .lineTo(margin + contentWidth, this.y - 3)
        .lineWidth(0.5)
        .strokeColor(rule)
        .stroke();
    };
    this.reserve(45);
    header();
    for (const row of rows) {
      if (this.y + 15 > bottom) {
        this.doc.addPage();
        header();
      }
      drawRow(row, "regular", ink);
    }
  }

  /**
   * Where a value sits in a range: a bar from `low` to `high` with a marker at `fill` (0 to 1), the
   * two ends labelled below it.
   */
  meter(fill: number, low: string, high: string, marker: string) {
    this.reserve(56);
    const y = this.y + 16;
    const x = margin + Math.min(1, Math.max(0, fill)) * contentWidth;
    this.doc.roundedRect(margin, y, contentWidth, 10, 5).fill("#e6e6e6");
    this.doc.roundedRect(margin, y, Math.max(10, x - margin), 10, 5).fill(this.accent);
    this.doc
      .circle(x, y + 5, 8)
      .lineWidth(2)
      .fillAndStroke("#ffffff", this.accent);
    this.cell(marker, Math.min(Math.max(margin, x - 60), margin + contentWidth - 120), y - 15, 120, "bold", 9, ink);
    this.cell(low, margin, y + 16, contentWidth / 2, "regular", 9, muted);
    this.style("regular", 9, muted).text(high, margin + contentWidth / 2, y + 16, {
      width: contentWidth / 2,
      align: "right",
      lineBreak: false,
    });
    this.y = y + 34;
  }

  /** Writes the footers and closes the file. */
  async finish(): Promise<Uint8Array<ArrayBuffer>> {
    const { start, count } = this.doc.bufferedPageRange();
    for (let index = start; index < start + count; index += 1) {
      this.doc.switchToPage(index);
      // Text below the bottom margin would start a new page: the footer lies outside it.
      const margins = this.doc.page.margins;
      this.doc.page.margins = { ...margins, bottom: 0 };
      const pageLabel = `Page ${index - start + 1} of ${count}`;
      this.cell(this.brand.footer, margin, footerY, contentWidth - 90, "regular", 8, muted);
      this.style("regular", 8, muted).text(pageLabel, margin + contentWidth - 90, footerY, {
        width: 90,
        align: "right",
        lineBreak: false,
      });
      this.doc.page.margins = margins;
    }
    this.doc.end();
    return this.done;
  }
}
