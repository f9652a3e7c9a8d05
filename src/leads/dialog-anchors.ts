import type { LeadModalKind } from "./components/lead-modal-forms";

// The address fragment that opens each lead dialog on the vehicle page. One table: the dialogs open
// when the address names theirs (on arrival or when the fragment changes), and every link that means
// to open one points at its anchor (a result card's `/cars/{slug}#enquire`, the phone's sticky bar).

export const leadDialogAnchors: Readonly<Record<LeadModalKind, string>> = {
  enquiry: "enquire",
  "test-drive": "test-drive",
  "request-photos": "request-photos",
};

/** The dialog a fragment (`#enquire`, or `enquire`) opens, or null when it names none. */
export function leadDialogOfHash(hash: string): LeadModalKind | null {
  const anchor = decodeURIComponent(hash.replace(/^#/, ""));
  const kinds = Object.keys(leadDialogAnchors) as LeadModalKind[];
  return kinds.find((kind) => leadDialogAnchors[kind] === anchor) ?? null;
}

/** The fragment (with its `#`) that opens `kind`'s dialog. */
export function leadDialogHash(kind: LeadModalKind): string {
  return `#${leadDialogAnchors[kind]}`;
}
