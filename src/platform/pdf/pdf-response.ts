/**
 * A PDF as an HTTP answer: `attachment` saves it as `{name}.pdf`, `inline` opens it in the browser's
 * viewer. Never cached by browsers: the file is drawn from the car's current data. `renderedAt`, when
 * the server kept a rendered file, says when it was drawn (x-rendered-at).
 */
export function pdfResponse(
  pdf: Uint8Array<ArrayBuffer>,
  name: string,
  disposition: "attachment" | "inline",
  renderedAt?: Date,
): Response {
  const filename = `${name.replace(/[^A-Za-z0-9._-]/g, "-")}.pdf`;
  return new Response(pdf, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `${disposition}; filename="${filename}"`,
      "content-length": String(pdf.byteLength),
      "cache-control": "no-store",
      ...(renderedAt ? { "x-rendered-at": renderedAt.toISOString() } : {}),
    },
  });
}
