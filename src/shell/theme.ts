import type { CSSProperties } from "react";
import { fontStacks, radiusScale, type SiteConfig } from "@/sites/config-schema";

type CssVariables = Record<`--${string}`, string>;

/** The site's theme as the CSS variables globals.css maps into Tailwind; set on the site's layout. */
export function themeStyle(theme: SiteConfig["theme"]): CSSProperties & CssVariables {
  const { colors } = theme;
  return {
    "--primary": colors.primary,
    "--primary-contrast": colors.primaryContrast,
    "--secondary": colors.secondary,
    "--secondary-contrast": colors.secondaryContrast,
    "--surface": colors.surface,
    "--surface-alt": colors.surfaceAlt,
    "--text": colors.text,
    "--text-muted": colors.textMuted,
    "--border": colors.border,
    "--accent": colors.accent,
    "--font-site": fontStacks[theme.font],
    "--radius-site": radiusScale[theme.radius],
  };
}
