// Turns a site's template name and stored overrides into its validated configuration:
// defaults <- template defaults <- site overrides, then the schema. A bad config fails loudly,
// naming the field, so a typo in a switch never silently falls back to a default.

import { defaultSiteConfig, isTemplateName, templateDefaults, templateNames } from "./config-defaults";
import { checkSiteConfig, rootPathLabel, type SiteConfigIssue } from "./config-issues";
import type { SiteConfig } from "./config-schema";
import { isPlainObject, mergeLayers } from "./merge-layers";

export type { DeepPartial, SiteConfigOverrides } from "./config-schema";

export { checkSiteConfig, formatConfigPath, siteConfigIssues, type SiteConfigIssue } from "./config-issues";

export class SiteConfigError extends Error {
  readonly issues: readonly SiteConfigIssue[];

  constructor(issues: readonly SiteConfigIssue[], site?: string) {
    const subject = site === undefined ? "Invalid site config" : `Invalid site config for "${site}"`;
    super(issues.map((issue) => `${subject} at "${issue.path}": ${issue.message}`).join("\n"));
    this.name = "SiteConfigError";
    this.issues = issues;
  }
}

export interface ResolveSiteConfigOptions {
  /** Named in error messages, so a failure at start-up says which site is broken. */
  site?: string;
}

export function resolveSiteConfig(
  template: string,
  overrides: unknown,
  options: ResolveSiteConfigOptions = {},
): SiteConfig {
  if (!isTemplateName(template)) {
    throw new SiteConfigError(
      [{ path: "template", message: `Unknown template "${template}"; expected one of: ${templateNames.join(", ")}` }],
      options.site,
    );
  }
  // A site with no overrides may store nothing at all.
  const siteOverrides = overrides ?? {};
  if (!isPlainObject(siteOverrides)) {
    throw new SiteConfigError([{ path: rootPathLabel, message: "Overrides must be an object" }], options.site);
  }
  if (Object.hasOwn(siteOverrides, "template")) {
    throw new SiteConfigError(
      [{ path: "template", message: "The template comes from the site record and cannot be overridden" }],
      options.site,
    );
  }
  // The template is applied last so the config records the template it was resolved with.
  const merged = mergeLayers(defaultSiteConfig, templateDefaults[template], siteOverrides, { template });
  const checked = checkSiteConfig(merged);
  if (!checked.ok) throw new SiteConfigError(checked.issues, options.site);
  return checked.config;
}

/**
 * The configuration a site of this template has with no overrides of its own: the defaults, then
 * the template's. The settings editor shows it as each setting's default (decision 050).
 */
export function templateBaseConfig(template: string): SiteConfig {
  return resolveSiteConfig(isTemplateName(template) ? template : "default", {});
}
