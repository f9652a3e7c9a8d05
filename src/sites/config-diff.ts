// The changes between two configurations of a site, key by key and in words: what the console shows
// before a publish, between any two versions, and before a rollback (decision 050); and the changes a
// draft made to its version, laid again on a newer one. Pure.

import type { ConfigPath } from "./config-path";
import { sameValue, valueAt, withValueAt } from "./config-edits";
import { isPlainObject } from "./merge-layers";
import { sectionTitle, settingLabel } from "./setting-labels";

export type ConfigChange = {
  /** Where, from the configuration's root. */
  path: ConfigPath;
  /** Where, in words: "Labels › Sold tag", "Header › Menus › 2nd (“Finance”) › Label". */
  where: string;
  /** What happened there, in words: 'changed from "Sold" to "Gone"'. */
  what: string;
  /** A key given a value, a list item added; a key cleared, an item removed; or a value replaced. */
  kind: "added" | "removed" | "changed";
  before: unknown;
  after: unknown;
};

/** Every change from `before` to `after`, in the configuration's order. */
export function configChanges(before: unknown, after: unknown): ConfigChange[] {
  const changes: ConfigChange[] = [];
  collect(before, after, [], [], changes);
  return changes;
}

/** One change as a sentence: "Labels › Sold tag changed from "Sold" to "Gone"". */
export function changeSentence(change: Pick<ConfigChange, "where" | "what">): string {
  return `${change.where} ${change.what}`;
}

function collect(before: unknown, after: unknown, path: ConfigPath, where: string[], into: ConfigChange[]): void {
  if (sameValue(before, after)) return;
  const at = (kind: ConfigChange["kind"], what: string) =>
    into.push({ path, where: where.join(" › "), what, kind, before, after });
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...Object.keys(after), ...Object.keys(before).filter((key) => !Object.hasOwn(after, key))];
    for (const key of keys) {
      const label = path.length === 0 ? sectionTitle(key) : settingLabel(key);
      collect(before[key], after[key], [...path, key], [...where, label], into);
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && !before.every(isScalar)) {
    for (let index = 0; index < Math.max(before.length, after.length); index++) {
      const item: unknown = index < after.length ? after[index] : before[index];
      const place = [...where, itemLabel(index, item)];
      if (index >= before.length) into.push(itemChange("added", [...path, index], place, undefined, item));
      else if (index >= after.length) into.push(itemChange("removed", [...path, index], place, item, undefined));
      else collect(before[index], after[index], [...path, index], place, into);
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    at("changed", listChange(before, after));
    return;
  }
  if (before === undefined) return void at("added", `set to ${formatValue(after)}`);
  if (after === undefined) return void at("removed", `cleared (was ${formatValue(before)})`);
  if (typeof before === "boolean" && typeof after === "boolean") {
    return void at("changed", after ? "switched on" : "switched off");
  }
  at("changed", `changed from ${formatValue(before)} to ${formatValue(after)}`);
}

function itemChange(
  kind: "added" | "removed",
  path: ConfigPath,
  where: string[],
  before: unknown,
  after: unknown,
): ConfigChange {
  const item = kind === "added" ? after : before;
  return { path, where: where.join(" › "), what: kind, kind, before, after: kind === "added" ? item : undefined };
}

function isScalar(value: unknown): boolean {
  return value === null || ["string", "number", "boolean"].includes(typeof value);
}

/** "added "apple-pay"; removed "visa"", or the new order when only the order changed. */
function listChange(before: readonly unknown[], after: readonly unknown[]): string {
  const added = after.filter((item) => !before.some((old) => sameValue(old, item)));
  const removed = before.filter((item) => !after.some((now) => sameValue(now, item)));
  const parts: string[] = [];
  if (added.length > 0) parts.push(`added ${added.map(formatValue).join(", ")}`);
  if (removed.length > 0) parts.push(`removed ${removed.map(formatValue).join(", ")}`);
  if (parts.length === 0) return `reordered to ${after.map(formatValue).join(", ")}`;
  return parts.join("; ");
}

const ordinalSuffixes = ["th", "st", "nd", "rd"];

function ordinal(index: number): string {
  const number = index + 1;
  const tens = number % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (ordinalSuffixes[number % 10] ?? "th");
  return `${number}${suffix}`;
}

/** A list item by its place and, where it has one, its name: `2nd ("Finance")`. */
function itemLabel(index: number, item: unknown): string {
  const name = itemName(item);
  return name === undefined ? ordinal(index) : `${ordinal(index)} (${JSON.stringify(name)})`;
}

/** A list item's own name, where it has one: its label, title, name, question or value. */
export function itemName(item: unknown): string | undefined {
  if (!isPlainObject(item)) return undefined;
  for (const key of ["label", "title", "name", "question", "value"]) {
    const value = item[key];
    if (typeof value === "string" && value.trim() !== "") return value;
  }
  return undefined;
}

/** A value as staff read it: text in quotes, on/off, "none" for null, a list's items. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return "none";
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "boolean") return value ? "on" : "off";
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return "an empty list";
    return value.every(isScalar) ? `[${value.map(formatValue).join(", ")}]` : `${value.length} items`;
  }
  const name = itemName(value);
  return name === undefined ? "a group of settings" : JSON.stringify(name);
}

/**
 * `changes` (made from one configuration) laid on `target`, where each change's place still holds
 * the value the change started from. Places `target` has changed as well are conflicts and keep
 * `target`'s value: a draft carried onto a newer version never undoes that version quietly.
 */
export function applyConfigChanges(
  target: unknown,
  changes: readonly ConfigChange[],
): { result: unknown; conflicts: ConfigChange[] } {
  let result = target;
  const conflicts: ConfigChange[] = [];
  // A removed item is taken out from the end of its list first, so the places of the others hold.
  const ordered = [
    ...changes.filter((change) => change.kind !== "removed" || typeof change.path.at(-1) !== "number"),
    ...changes.filter((change) => change.kind === "removed" && typeof change.path.at(-1) === "number").reverse(),
  ];
  for (const change of ordered) {
    const now = valueAt(result, change.path);
    if (sameValue(now, change.after)) continue;
    if (!sameValue(now, change.before)) {
      conflicts.push(change);
      continue;
    }
    result = withValueAt(result, change.path, change.after);
  }
  return { result, conflicts };
}
