// Site configurations for the finance tests, resolved the way a site's are.

import type { SiteConfig, SiteConfigOverrides, TemplateName } from "@/sites/config-schema";
import { demoSites } from "@/demo/demo-sites";
import { resolveSiteConfig } from "@/sites/resolve-config";

export function demoConfig(slug: string): SiteConfig {
  const site = demoSites.find((candidate) => candidate.slug === slug);
  if (!site) throw new Error(`No demo site ${slug}`);
  return resolveSiteConfig(site.template, site.overrides);
}

export function siteConfig(overrides: SiteConfigOverrides = {}, template: TemplateName = "default"): SiteConfig {
  return resolveSiteConfig(template, overrides);
}
