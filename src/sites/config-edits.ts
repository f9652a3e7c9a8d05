// Editing a site's configuration as a whole (the console's settings editor, decision 050): staff see
// and edit the resolved configuration, every key with its value; what is stored is only what differs
// from the template's defaults, so a key the dealer never changed keeps following the platform's
// default. Pure: works on plain JSON values.

import type { ConfigPath } from "./config-path";
import { isPlainObject } from "./merge-layers";

/** Deep equality of JSON values (objects compared key by key whatever their order). */
export function sameValue(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (Array.isArray(left) && Array.isArray(right)) {
    return left.length === right.length && left.every((item, index) => sameValue(item, right[index]));
  }
  if (isPlainObject(left) && isPlainObject(right)) {
    const leftKeys = Object.keys(left).filter((key) => left[key] !== undefined);
    const rightKeys = Object.keys(right).filter((key) => right[key] !== undefined);
    return (
      leftKeys.length === rightKeys.length &&
      leftKeys.every((key) => Object.hasOwn(right, key) && sameValue(left[key], right[key]))
    );
  }
  return false;
}

/**
 * The overrides that, laid on the template's base, give `edited`: every key whose value differs
 * from the base, at the depth it differs (objects merge key by key, arrays and scalars replace whole,
 * as `mergeLayers` lays them). `template` is the site record's, never an override.
 */
export function overridesFrom(base: unknown, edited: unknown): Record<string, unknown> {
  if (!isPlainObject(edited)) return {};
  const baseObject = isPlainObject(base) ? base : {};
  const overrides: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(edited)) {
    if (key === "template" || value === undefined) continue;
    const below = Object.hasOwn(baseObject, key) ? baseObject[key] : undefined;
    if (sameValue(below, value)) continue;
    if (isPlainObject(below) && isPlainObject(value)) {
      const nested = overridesFrom(below, value);
      if (Object.keys(nested).length > 0) overrides[key] = nested;
    } else {
      overrides[key] = value;
    }
  }
  return overrides;
}

/** The value at a path of a JSON value, or undefined where the path leads nowhere. */
export function valueAt(root: unknown, path: ConfigPath): unknown {
  let current = root;
  for (const segment of path) {
    if (typeof segment === "number") {
      if (!Array.isArray(current)) return undefined;
      current = current[segment];
    } else {
      if (!isPlainObject(current) || !Object.hasOwn(current, segment)) return undefined;
      current = current[segment];
    }
  }
  return current;
}

/**
 * A copy of `root` with the value at `path` replaced (undefined removes an object's key), copying
 * only the objects and arrays along the path.
 */
export function withValueAt(root: unknown, path: ConfigPath, value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === "number") {
    const list = Array.isArray(root) ? [...(root as unknown[])] : [];
    const next = withValueAt(list[head], rest, value);
    if (next === undefined && rest.length === 0) list.splice(head, 1);
    else list[head] = next;
    return list;
  }
  const object: Record<string, unknown> = isPlainObject(root) ? { ...root } : {};
  const next = withValueAt(Object.hasOwn(object, head) ? object[head] : undefined, rest, value);
  if (next === undefined) delete object[head];
  else object[head] = next;
  return object;
}
