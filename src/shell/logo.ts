import { logoUrl } from "@/platform/media/car-svg";
import type { Site } from "@/sites/get-site";

/** The dealer's logo from config, else one drawn locally from its name and colours. */
export function siteLogoUrl(site: Site): string {
  const { branding, theme, identity } = site.config;
  return (
    branding.logoUrl ??
    logoUrl({
      slug: site.slug,
      text: identity.shortName,
      primary: theme.colors.secondary,
      contrast: theme.colors.secondaryContrast,
    })
  );
}

/**
 * The icon a browser shows in its tab and bookmarks: the dealer's favicon from config, else the
 * drawn logo's emblem on a square of the same colour (without one, every page's /favicon.ico was a
 * 404 in the browser's console).
 */
export function siteIconUrl(site: Site): string {
  const { branding, theme, identity } = site.config;
  return (
    branding.faviconUrl ??
    logoUrl({
      slug: site.slug,
      text: identity.shortName,
      primary: theme.colors.secondary,
      contrast: theme.colors.secondaryContrast,
      shape: "icon",
    })
  );
}
