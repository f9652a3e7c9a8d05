// What a downloaded file is, from its first bytes: a server's Content-Type and a URL's extension say
// what someone meant to send, not what arrived (an error page served as photo.jpg, say). Only the four
// formats a camera, a phone or a dealer system sends are taken (decision 055).

export type PhotoType = "image/jpeg" | "image/png" | "image/webp" | "image/avif";

const startsWith = (bytes: Uint8Array, expected: readonly number[], at = 0) =>
  bytes.length >= at + expected.length && expected.every((value, index) => bytes[at + index] === value);

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** AVIF is an ISO media file whose `ftyp` box names the avif or avis brand, major or compatible. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return false;
  const boxSize = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const end = Math.min(boxSize >>> 0, bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  return brands.includes("avif") || brands.includes("avis");
}

/** The photo's type by its magic number, or null for anything else (HTML, SVG, GIF, HEIC, PDF…). */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  if (isAvif(bytes)) return "image/avif";
  return null;
}
