"use client";

import { createContext, useContext } from "react";
import type { ConfigPath } from "@/sites/config-path";
import { formatConfigPath } from "@/sites/resolve-config";

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
