// Just enough XML writing for sitemaps and feeds: text escaped, and characters XML 1.0 forbids
// (control characters a dealer system may leave in comments) dropped rather than breaking the file.

const forbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function xmlText(value: string): string {
  return value
    .replace(forbidden, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** `<name>text</name>`, or nothing for an absent value. */
export function xmlElement(name: string, value: string | number | null | undefined, attributes = ""): string {
  if (value === null || value === undefined || value === "") return "";
  return `<${name}${attributes}>${xmlText(String(value))}</${name}>`;
}

export const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>';
