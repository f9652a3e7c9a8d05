// A dealer's own logo, uploaded in the console (decision 049). The platform has no media storage
// yet, and a file on one web server's disk would be missing on the others, so the picture is kept in
// the site's configuration as a `data:` URL: every replica has it the moment the site exists. Pages
// never carry those bytes: they link to /media/site-logo/{name}, which answers with the picture and
// keeps it cached for good (the name changes with the picture). Pure, for the browser's form too.

export const logoMediaTypes = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/svg+xml": "svg",
} as const;
export type LogoMediaType = keyof typeof logoMediaTypes;

/** Big enough for any logo (they are a few kilobytes to tens); a bigger file is a photograph. */
export const maxLogoBytes = 150 * 1024;

const dataUrlPattern = /^data:(image\/(?:png|jpeg|webp|svg\+xml));base64,([A-Za-z0-9+/]*={0,2})$/;

export type LogoData = { mediaType: LogoMediaType; base64: string; bytes: number };

function isLogoMediaType(value: string): value is LogoMediaType {
  return Object.hasOwn(logoMediaTypes, value);
}

export function isLogoDataUrl(value: string): boolean {
  return value.startsWith("data:");
}

/** The picture a `data:` URL holds, or null when it is not a base64 PNG, JPEG, WebP or SVG. */
export function parseLogoDataUrl(value: string): LogoData | null {
  const match = dataUrlPattern.exec(value);
  const mediaType = match?.[1] ?? "";
  const base64 = match?.[2] ?? "";
  if (!match || !isLogoMediaType(mediaType) || base64.length % 4 !== 0) return null;
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return { mediaType, base64, bytes: (base64.length / 4) * 3 - padding };
}

/** The first bytes of each kind of picture, so a renamed file is caught before it is kept. */
function startsLikeItsType(mediaType: LogoMediaType, head: string): boolean {
  switch (mediaType) {
    case "image/png":
      return head.startsWith("\x89PNG\r\n\x1a\n");
    case "image/jpeg":
      return head.startsWith("\xff\xd8\xff");
    case "image/webp":
      return head.startsWith("RIFF") && head.slice(8, 12) === "WEBP";
    case "image/svg+xml":
      return /<svg[\s>]/.test(head) || /^\s*<\?xml/.test(head);
  }
}

/** What is wrong with an uploaded logo, in words for the form; null when it can be kept. */
export function logoDataProblem(value: string): string | null {
  const logo = parseLogoDataUrl(value);
  if (!logo) return "Upload the logo as a PNG, JPEG, WebP or SVG picture.";
  if (logo.bytes > maxLogoBytes) {
    return `The logo is ${Math.ceil(logo.bytes / 1024)} KB; upload one of ${maxLogoBytes / 1024} KB or less.`;
  }
  let head: string;
  try {
    head = atob(logo.base64.slice(0, 684));
  } catch {
    return "Upload the logo as a PNG, JPEG, WebP or SVG picture.";
  }
  if (!startsLikeItsType(logo.mediaType, head)) return `That file is not a ${logoMediaTypes[logo.mediaType]} picture.`;
  return null;
}

/** A short, stable digest of the picture (53-bit cyrb53), so its address changes when it does. */
function digest(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The file name the logo is served under (`{digest}.{ext}`), or null for no uploaded logo. */
export function logoFileName(dataUrl: string): string | null {
  const logo = parseLogoDataUrl(dataUrl);
  return logo ? `${digest(logo.base64)}.${logoMediaTypes[logo.mediaType]}` : null;
}

/** Where pages load an uploaded logo from, on the site's own host. */
export function uploadedLogoPath(dataUrl: string): string | null {
  const name = logoFileName(dataUrl);
  return name ? `/media/site-logo/${name}` : null;
}
