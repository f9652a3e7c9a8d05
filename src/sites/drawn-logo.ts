import { logoUrl, type LogoShape } from "@/platform/media/car-svg";
import type { SiteConfig } from "./config-schema";

/** A logo drawn locally from the site's short name and its secondary colours (src/platform/media/car-svg.ts). */
export function drawnLogoUrl(site: { slug: string; config: SiteConfig }, shape: LogoShape): string {
  const { theme, identity } = site.config;
  return logoUrl({
    slug: site.slug,
    text: identity.shortName,
    primary: theme.colors.secondary,
    contrast: theme.colors.secondaryContrast,
    shape,
  });
}
