import { logoUrl } from "@/platform/media/car-svg";

// The makes' colours for the logos the demo draws (no logo files ship with it): a manufacturer's,
// a group's brand entry's and a mega-menu brand's.

export const brandColours: Record<string, [string, string]> = {
  Toyota: ["#eb0a1e", "#ffffff"],
  Mazda: ["#101010", "#ffffff"],
  Hyundai: ["#002c5f", "#ffffff"],
  Kia: ["#05141f", "#ffffff"],
  Ford: ["#003478", "#ffffff"],
  Mitsubishi: ["#c8102e", "#ffffff"],
  Isuzu: ["#b0101e", "#ffffff"],
  Nissan: ["#2c2c2c", "#ffffff"],
  Subaru: ["#0033a0", "#ffffff"],
  Volkswagen: ["#001e50", "#ffffff"],
  Honda: ["#cc0000", "#ffffff"],
  Tesla: ["#171a20", "#ffffff"],
  BYD: ["#1f2937", "#ffffff"],
  MG: ["#7a0000", "#ffffff"],
  GWM: ["#1f1f1f", "#ffffff"],
  Hino: ["#d0021b", "#ffffff"],
  Fuso: ["#b5001a", "#ffffff"],
  Yamaha: ["#0b2fa3", "#ffffff"],
  Kawasaki: ["#4a9b26", "#0b0b0b"],
  Suzuki: ["#1b4aa0", "#ffffff"],
  "Harley-Davidson": ["#f36f21", "#0b0b0b"],
};

/** A make's wordmark drawn locally in its colours (neutral ones for a make not listed). */
export function brandLogoUrl(slug: string, name: string): string {
  const [primary, contrast] = brandColours[name.split(" ")[0] ?? ""] ?? ["#1f2937", "#ffffff"];
  return logoUrl({ slug, text: name, primary, contrast });
}
