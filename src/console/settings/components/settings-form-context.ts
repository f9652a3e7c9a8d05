"use client";

import { createContext, useContext } from "react";
import { linkTargetProblem } from "@/content/site-links";
import { valueAt } from "@/sites/config-edits";
import type { ConfigPath } from "@/sites/config-path";
import { formatConfigPath, type SiteConfigIssue } from "@/sites/config-issues";

// What every field of a generated settings form reads: the values, the template's defaults, the
// schema's messages by setting, the link check, and how to change a value. Paths run from the
// configuration's root ("header", "menus", 2, "href"), as the schema's messages name them.

export type SettingsFormContextValue = {
  valueAt: (path: ConfigPath) => unknown;
  /** The template's default at a path, or undefined inside a list (items have no default of their own). */
  defaultAt: (path: ConfigPath) => { value: unknown } | undefined;
  set: (path: ConfigPath, value: unknown) => void;
  /** The schema's messages at this setting. */
  errorsAt: (path: ConfigPath) => readonly string[];
  /** Why a link would not go anywhere (no such page, not https), or null. */
  linkProblem: (href: string) => string | null;
  /** The site's own pages, offered as a link's suggestions. */
  pagesListId: string;
  readOnly: boolean;
};

export const SettingsFormContext = createContext<SettingsFormContextValue | null>(null);

export function useSettingsForm(): SettingsFormContextValue {
  const context = useContext(SettingsFormContext);
  if (!context) throw new Error("a settings field outside its form");
  return context;
}

/** A control's id from its setting's path: unique in the form, safe in HTML. */
export function settingId(path: ConfigPath): string {
  return `setting-${formatConfigPath(path).replace(/[^A-Za-z0-9_-]/g, "-")}`;
}

/**
 * The context of a form over `config` (the whole configuration as it is being edited): defaults from
 * `base`, messages from `issues`, links checked against the site's pages. `set` is the form's own.
 */
export function settingsFormContext(input: {
  config: unknown;
  base: unknown;
  issues: readonly SiteConfigIssue[];
  set: SettingsFormContextValue["set"];
  sitePages: readonly string[];
  tradeIn: boolean;
  pagesListId: string;
  readOnly: boolean;
}): SettingsFormContextValue {
  const byPath = new Map<string, string[]>();
  for (const issue of input.issues) byPath.set(issue.path, [...(byPath.get(issue.path) ?? []), issue.message]);
  const contentPaths = new Set(input.sitePages.map((page) => page.replace(/^\//, "")));
  return {
    valueAt: (path) => valueAt(input.config, path),
    defaultAt: (path) =>
      path.some((segment) => typeof segment === "number") ? undefined : { value: valueAt(input.base, path) },
    set: input.set,
    errorsAt: (path) => byPath.get(formatConfigPath(path)) ?? [],
    linkProblem: (href) => linkTargetProblem(href, contentPaths, { tradeIn: input.tradeIn }),
    pagesListId: input.pagesListId,
    readOnly: input.readOnly,
  };
}
