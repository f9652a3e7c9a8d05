// Every switch in the site config schema must do something: a key that no page, route or module
// reads is a promise the product does not keep. This test walks the schema's leaves and looks for
// a read of each in the source, leaving out the config itself, the demo data and the tests (which
// set keys without making them work).
//
// The rule for "read" is in `unreadPaths`. Arrays and records are leaves: reading the array is reading it.

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "@/platform/zod";
import { siteConfigSchema } from "./config-schema";

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Keys still unread; wiring or deleting one takes it off. Must end empty. */
const notYetWired: readonly string[] = [];

function unwrap(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return unwrap(schema.unwrap() as z.ZodType);
  return schema;
}

/** Dotted paths of the schema's leaves (arrays and records count as leaves). */
export function schemaLeafPaths(schema: z.ZodType, prefix: readonly string[] = []): string[][] {
  const inner = unwrap(schema);
  if (!(inner instanceof z.ZodObject)) return [[...prefix]];
  return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([key, child]) =>
    schemaLeafPaths(child, [...prefix, key]),
  );
}

function isExcluded(relativePath: string): boolean {
  return (
    /^sites\/config-[^/]+\.ts$/.test(relativePath) ||
    relativePath.startsWith("demo/") ||
    /\.test\.tsx?$/.test(relativePath) ||
    relativePath.split("/").includes("testing")
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `key` read as `.key`, `?.key`, `["key"]`, in a destructuring pattern, or picked by name (`Pick<…, "key">`). */
function readsKey(source: string, key: string): boolean {
  const name = escape(key);
  return (
    new RegExp(`\\.${name}\\b`).test(source) ||
    new RegExp(`["']${name}["']`).test(source) ||
    new RegExp(`\\{[^{}]*\\b${name}\\b[^{}]*\\}\\s*[=:]`).test(source)
  );
}

/**
 * Leaves no source reads. A leaf counts as read when its own key is read somewhere and every object
 * on its path is reached somewhere: config objects are handed on whole (`defaults={config.vehiclePage.fuelCalculator}`,
 * `{ ...config.search.promoCards }`) and read under another name, so reads are matched by key, not by
 * whole dotted path. A leaf under a section nobody reaches, or whose key nobody reads, is unread.
 */
export function unreadPaths(sources: readonly string[], leaves: readonly string[][]): string[] {
  // An object walked whole (`Object.entries(social)`) has every key read.
  const walked = (key: string) =>
    sources.some((source) =>
      new RegExp(`Object\\.(?:entries|values|keys)\\([\\w.?]*\\b${escape(key)}\\)`).test(source),
    );
  const read = new Map<string, boolean>();
  const isRead = (key: string) => {
    let found = read.get(key);
    if (found === undefined) {
      found = sources.some((source) => readsKey(source, key));
      read.set(key, found);
    }
    return found;
  };
  const isLeafRead = (leaf: readonly string[]) =>
    leaf.every(isRead) || (leaf.length > 1 && leaf.slice(0, -1).every(isRead) && walked(leaf[leaf.length - 2] ?? ""));
  return leaves.filter((leaf) => !isLeafRead(leaf)).map((leaf) => leaf.join("."));
}

describe("site config usage", () => {
  const sources = sourceFiles(srcDir)
    .filter((file) => !isExcluded(path.relative(srcDir, file).split(path.sep).join("/")))
    .map((file) => readFileSync(file, "utf8"));
  const leaves = schemaLeafPaths(siteConfigSchema);

  it("finds the schema's leaves", () => {
    expect(leaves.map((leaf) => leaf.join("."))).toContain("home.salesCounter.timeZone");
    expect(leaves.length).toBeGreaterThan(100);
  });

  it("tells a read key from an unread one", () => {
    const sources = [
      "const masked = config.contact.maskPhone;",
      "const { defaultState } = props;",
      "if (widget.enabled) show();",
      'type Props = Pick<Widget, "heading">;',
      "const links = Object.entries(config.social);",
    ];
    const leafPaths = [
      ["contact", "maskPhone"],
      ["contact", "defaultState"],
      ["contact", "maskPhoneVisibleChars"],
      ["home", "salesCounter", "enabled"],
      ["budgetWidget", "heading"],
      ["social", "tiktok"],
      ["plugins", "ppsrReport"],
    ];
    expect(unreadPaths(sources, leafPaths)).toEqual([
      "contact.maskPhoneVisibleChars",
      "home.salesCounter.enabled",
      "budgetWidget.heading",
      "plugins.ppsrReport",
    ]);
  });

  it("has every key read outside the config, demo data and tests", () => {
    const unread = unreadPaths(sources, leaves);
    expect(unread.filter((key) => !notYetWired.includes(key))).toEqual([]);
  });

  it("lists only keys that are still unread as not yet wired", () => {
    const unread = new Set(unreadPaths(sources, leaves));
    expect(notYetWired.filter((key) => !unread.has(key))).toEqual([]);
  });
});
