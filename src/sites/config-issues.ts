// A whole site configuration checked by its schema, with each problem named by its path and put in
// words a dealer's staff can act on (an unknown key gets the nearest allowed one). Shared by
// resolveSiteConfig on the server and the console's settings forms in the browser (decision 050),
// which is why it stands apart from the defaults: a form need not ship them.

import { z } from "@/platform/zod";
import { siteConfigSchema, type SiteConfig } from "./config-schema";

export interface SiteConfigIssue {
  /** Path from the config root, e.g. "search.filters.stockAgeFilter" or "header.menus[2].href". */
  path: string;
  message: string;
}

/**
 * The issues of a whole configuration (the template included), in the words resolveSiteConfig uses:
 * what the console's settings forms show as staff type, before the server resolves the same values.
 */
export function siteConfigIssues(config: unknown): SiteConfigIssue[] {
  const checked = checkSiteConfig(config);
  return checked.ok ? [] : checked.issues;
}

/** A whole configuration checked by the schema: the typed configuration, or its issues in words. */
export function checkSiteConfig(
  config: unknown,
): { ok: true; config: SiteConfig } | { ok: false; issues: SiteConfigIssue[] } {
  const result = siteConfigSchema.safeParse(config);
  return result.success
    ? { ok: true, config: result.data }
    : { ok: false, issues: result.error.issues.flatMap(describeIssue) };
}

// ---------------------------------------------------------------------------------------------
// Error description

export const rootPathLabel = "(root)";

export function formatConfigPath(path: readonly PropertyKey[]): string {
  const text = path.reduce<string>((joined, segment) => {
    if (typeof segment === "number") return `${joined}[${segment}]`;
    return joined === "" ? String(segment) : `${joined}.${String(segment)}`;
  }, "");
  return text === "" ? rootPathLabel : text;
}

function describeIssue(issue: z.core.$ZodIssue): SiteConfigIssue[] {
  if (issue.code !== "unrecognized_keys") {
    return [{ path: formatConfigPath(issue.path), message: issue.message }];
  }
  // zod reports unknown keys against their parent; name each key's own path instead, with the
  // nearest allowed key, because the usual cause is a misspelt switch.
  const allowedKeys = allowedKeysAt(issue.path);
  return issue.keys.map((key) => ({
    path: formatConfigPath([...issue.path, key]),
    message: describeUnknownKey(key, allowedKeys),
  }));
}

function describeUnknownKey(key: string, allowedKeys: readonly string[]): string {
  const suggestion = closestKey(key, allowedKeys);
  if (suggestion !== undefined) return `Unknown setting "${key}"; did you mean "${suggestion}"?`;
  if (allowedKeys.length > 0 && allowedKeys.length <= 15) {
    return `Unknown setting "${key}"; expected one of: ${allowedKeys.join(", ")}`;
  }
  return `Unknown setting "${key}"`;
}

function unwrapOptional(schema: z.core.$ZodType): z.core.$ZodType {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodNullable) {
    current = current.unwrap();
  }
  return current;
}

function childSchema(schema: z.core.$ZodType, segment: PropertyKey): z.core.$ZodType | undefined {
  const container = unwrapOptional(schema);
  if (container instanceof z.ZodObject && typeof segment === "string") {
    // A loose shape is typed `any` by zod; take it as unknown and check it is a schema.
    const child: unknown = container.shape[segment];
    return child instanceof z.ZodType ? child : undefined;
  }
  if (container instanceof z.ZodArray && typeof segment === "number") return container.element;
  if (container instanceof z.ZodRecord) return container.valueType;
  return undefined;
}

function allowedKeysAt(path: readonly PropertyKey[]): string[] {
  let schema: z.core.$ZodType | undefined = siteConfigSchema;
  for (const segment of path) {
    if (schema === undefined) return [];
    schema = childSchema(schema, segment);
  }
  if (schema === undefined) return [];
  const container = unwrapOptional(schema);
  if (container instanceof z.ZodObject) return Object.keys(container.shape);
  if (container instanceof z.ZodRecord && container.keyType instanceof z.ZodEnum) {
    return container.keyType.options.map(String);
  }
  return [];
}

/** The allowed key a typo most likely meant: close in edit distance, ignoring case. */
function closestKey(key: string, allowedKeys: readonly string[]): string | undefined {
  const tolerance = Math.max(2, Math.floor(key.length / 4));
  let best: { key: string; distance: number } | undefined;
  for (const candidate of allowedKeys) {
    const distance = editDistance(key.toLowerCase(), candidate.toLowerCase());
    if (distance <= tolerance && (best === undefined || distance < best.distance)) {
      best = { key: candidate, distance };
    }
  }
  return best?.key;
}

function editDistance(from: string, to: string): number {
  let previousRow = Array.from({ length: to.length + 1 }, (_, index) => index);
  for (let fromIndex = 1; fromIndex <= from.length; fromIndex++) {
    const currentRow = [fromIndex];
    for (let toIndex = 1; toIndex <= to.length; toIndex++) {
      const substitution = (previousRow[toIndex - 1] ?? 0) + (from[fromIndex - 1] === to[toIndex - 1] ? 0 : 1);
      const deletion = (previousRow[toIndex] ?? 0) + 1;
      const insertion = (currentRow[toIndex - 1] ?? 0) + 1;
      currentRow.push(Math.min(substitution, deletion, insertion));
    }
    previousRow = currentRow;
  }
  return previousRow[to.length] ?? 0;
}
