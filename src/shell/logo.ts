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
