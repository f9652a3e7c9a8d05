import "server-only";
import path from "node:path";

// The one typeface of every PDF and every picture drawn into one: DejaVu Sans from the
// `dejavu-fonts-ttf` package (Bitstream Vera licence, DejaVu changes public domain). It covers Latin
// with every accent (Māori macrons, Vietnamese), Greek, Cyrillic, Hebrew, Arabic and more; embedded
// and subset by the PDF library, so a reader needs no font of its own. Never fetched from the network.
//
// Resolved from the project's node_modules by path, not by `require.resolve`: the server bundle
// would rewrite a resolve, and a font file is data, not a module.

const fontFolder = () => path.join(process.cwd(), "node_modules", "dejavu-fonts-ttf", "ttf");

export const pdfFontFiles = {
  regular: () => path.join(fontFolder(), "DejaVuSans.ttf"),
  bold: () => path.join(fontFolder(), "DejaVuSans-Bold.ttf"),
} as const;

export type PdfFont = keyof typeof pdfFontFiles;

/** The family name inside the font files, for SVG text drawn with them. */
export const pdfFontFamily = "DejaVu Sans";
