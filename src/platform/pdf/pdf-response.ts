/**
 * A PDF as an HTTP answer: `attachment` saves it as `{name}.pdf`, `inline` opens it in the browser's
 * viewer. Never cached: the file is drawn from the car's current data.
 */
export function pdfResponse(
  pdf: Uint8Array<ArrayBuffer>,
  name: string,
  disposition: "attachment" | "inline",
): Response {
  const filename = `${name.replace(/[^A-Za-z0-9._-]/g, "-")}.pdf`;
  return new Response(pdf, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `${disposition}; filename="${filename}"`,
      "content-length": String(pdf.byteLength),
      "cache-control": "no-store",
    },
  });
}
