"use client";

import { useState } from "react";
import { errorMessageIn } from "@/platform/json-guards";

async function downloadPdf(slug: string): Promise<void> {
  const response = await fetch(`/api/cars/${encodeURIComponent(slug)}/pdf`);
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new Error(errorMessageIn(body) ?? `The PDF could not be prepared (HTTP ${response.status}).`);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = `${slug}.pdf`;
    link.rel = "noopener";
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the download; give the browser a moment before letting it go.
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/** 'Download PDF': fetches the car's PDF and saves it; 'Preparing…' meanwhile; an alert if it fails. */
export function PdfDownloadButton({ slug, className }: { slug: string; className?: string }) {
  const [preparing, setPreparing] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={preparing}
      aria-busy={preparing || undefined}
      data-testid="pdf-download"
      onClick={() => {
        setPreparing(true);
        downloadPdf(slug)
          .catch((error: unknown) => {
            window.alert(error instanceof Error ? error.message : String(error));
          })
          .finally(() => setPreparing(false));
      }}
    >
      {preparing ? "Preparing…" : "Download PDF"}
    </button>
  );
}

/**
 * 'Print this page' on the printable vehicle page: the browser's print dialog. (The print analytics
 * event fires on the vehicle page's Print link, which opens this page, so it is not counted twice.)
 */
export function PrintThisPageButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.print()}>
      Print this page
    </button>
  );
}
