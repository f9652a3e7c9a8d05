// What staff read for a setting's key: the section's title from the schema (`.meta({ title })`),
// and for every other key its name in words ("stickyAfterPx" is "Sticky after px"). One place, so
// the settings forms and the list of changes between two versions name a setting the same way.

import { siteConfigSchema, type SiteConfig } from "./config-schema";

export type SectionKey = Exclude<keyof SiteConfig, "template">;

/** The configuration's sections, in the schema's order: every top-level key but the template. */
export const sectionKeys: readonly SectionKey[] = Object.keys(siteConfigSchema.shape).filter(
  (key): key is SectionKey => key !== "template",
);

export function isSectionKey(value: string): value is SectionKey {
  return sectionKeys.some((key) => key === value);
}

/** Words spelt as their initials or in lower case, wherever they fall in a key. */
const spellings: Readonly<Record<string, string>> = {
  abn: "ABN",
  api: "API",
  colors: "colours",
  cta: "CTA",
  ga: "GA",
  gtm: "GTM",
  href: "link",
  id: "ID",
  ids: "IDs",
  ppsr: "PPSR",
  url: "URL",
  px: "px",
  ms: "ms",
  km: "km",
};

/** A key in words: camelCase, snake_case and kebab-case split, the first word capitalised. */
export function settingLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => spellings[word.toLowerCase()] ?? word.toLowerCase());
  const [first = "", ...rest] = words;
  const opening = first === first.toLowerCase() ? first.charAt(0).toUpperCase() + first.slice(1) : first;
  return [opening, ...rest].join(" ");
}

/** A section's title from the schema, or its key in words. */
export function sectionTitle(key: string): string {
  const shape: Record<string, { meta: () => { title?: unknown } | undefined } | undefined> = siteConfigSchema.shape;
  const title = shape[key]?.meta()?.title;
  return typeof title === "string" ? title : settingLabel(key);
}
