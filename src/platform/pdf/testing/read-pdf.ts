import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";

// Reads a PDF the way a shopper's viewer does (Mozilla's PDF.js), for tests: the text as a reader
// extracts it through the embedded font's Unicode map, the title, the page count and how many
// pictures are painted. Bytes that are not a PDF a viewer can open make it throw.

export type ReadPdf = {
  /** The first bytes, `%PDF-1.x`. */
  header: string;
  title: string | null;
  pages: number;
  /** Every text run of every page, one a line. */
  text: string;
  /** Pictures painted, over all pages. */
  images: number;
};

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const header = String.fromCharCode(...bytes.subarray(0, 8));
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, useSystemFonts: false }).promise;
  try {
    const metadata = await pdf.getMetadata();
    const info: unknown = metadata.info;
    const title =
      typeof info === "object" && info !== null && "Title" in info && typeof info.Title === "string"
        ? info.Title
        : null;
    const runs: string[] = [];
    let images = 0;
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      for (const item of content.items) if ("str" in item && item.str.trim() !== "") runs.push(item.str);
      const operators = await page.getOperatorList();
      images += operators.fnArray.filter((op) => op === OPS.paintImageXObject).length;
    }
    return { header, title, pages: pdf.numPages, text: runs.join("\n"), images };
  } finally {
    await pdf.destroy();
  }
}
