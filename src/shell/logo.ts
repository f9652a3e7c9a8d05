import { logoUrl } from "@/platform/media/car-svg";
import { drawnLogoUrl } from "@/sites/drawn-logo";
import type { Site } from "@/sites/get-site";
import { isLogoDataUrl, uploadedLogoPath } from "@/sites/logo-data";

/**
 * The dealer's logo from config (one uploaded in the console is served from /media/site-logo), else
 * one drawn locally from its name and colours.
 */
export function siteLogoUrl(site: Site): string {
  const configured = site.config.branding.logoUrl;
  if (configured && isLogoDataUrl(configured)) return uploadedLogoPath(configured) ?? drawnLogoUrl(site, "wordmark");
  return configured ?? drawnLogoUrl(site, "wordmark");
}

/**
 * The icon a browser shows in its tab and bookmarks: the dealer's favicon from config, else the
 * drawn logo's emblem on a square of the same colour (without one, every page's /favicon.ico was a
 * 404 in the browser's console).
 */
export function siteIconUrl(site: Site): string {
  return site.config.branding.faviconUrl ?? drawnLogoUrl(site, "icon");
}

/** The demo index's tab icon (the bare domain in demo mode), drawn like a dealer's emblem. */
export const demoIndexIconUrl = logoUrl({
  slug: "demo-index",
  text: "Demo dealer sites",
  primary: "#1d4ed8",
  contrast: "#ffffff",
  shape: "icon",
});
