// WCAG 2.x contrast between two `#rrggbb` colours. The site config schema uses it so that no
// dealer theme can ship text that shoppers cannot read (the e2e axe run would catch it later,
// but only on the pages it visits).

/** WCAG AA minimum for normal-size text. Either black or white always reaches it on any colour. */
export const MIN_TEXT_CONTRAST = 4.5;

const HEX_COLOR = /^#([0-9a-fA-F]{2})([0-9a-fA-F]{2})([0-9a-fA-F]{2})$/;

export function parseHexColor(color: string): [number, number, number] | undefined {
  const match = HEX_COLOR.exec(color);
  if (!match) return undefined;
  const [, red, green, blue] = match;
  if (red === undefined || green === undefined || blue === undefined) return undefined;
  return [parseInt(red, 16), parseInt(green, 16), parseInt(blue, 16)];
}

function relativeLuminance([red, green, blue]: [number, number, number]): number {
  const linear = (channel: number): number => {
    const srgb = channel / 255;
    return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** Contrast ratio from 1 to 21, or undefined when either colour is not `#rrggbb`. */
export function contrastRatio(foreground: string, background: string): number | undefined {
  const foregroundRgb = parseHexColor(foreground);
  const backgroundRgb = parseHexColor(background);
  if (!foregroundRgb || !backgroundRgb) return undefined;
  const lighter = Math.max(relativeLuminance(foregroundRgb), relativeLuminance(backgroundRgb));
  const darker = Math.min(relativeLuminance(foregroundRgb), relativeLuminance(backgroundRgb));
  return (lighter + 0.05) / (darker + 0.05);
}
