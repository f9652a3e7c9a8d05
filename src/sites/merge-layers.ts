// Layering of configuration: later layers win. Plain objects merge key by key, at every depth;
// arrays and scalars replace whole (a site that lists its menus lists all of them). An
// `undefined` leaves the layer below in place; `null` is a value and replaces.
//
// Works on `unknown` because site overrides arrive unvalidated (from the database or a file);
// the merged result is validated afterwards by the schema.

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function mergeTwo(base: unknown, override: unknown): unknown {
  if (override === undefined) return base;
  if (!isPlainObject(base) || !isPlainObject(override)) return override;
  const keys = new Set([...Object.keys(base), ...Object.keys(override)]);
  // Object.fromEntries defines own properties, so a "__proto__" key in untrusted input stays a
  // plain (and, to the strict schema, unknown) key rather than replacing the prototype.
  return Object.fromEntries(
    [...keys].map((key) => [
      key,
      mergeTwo(
        Object.hasOwn(base, key) ? base[key] : undefined,
        Object.hasOwn(override, key) ? override[key] : undefined,
      ),
    ]),
  );
}

/** Merges layers from the bottom (first) to the top (last) without changing any of them. */
export function mergeLayers(...layers: readonly unknown[]): unknown {
  return layers.reduce<unknown>((merged, layer) => mergeTwo(merged, layer), undefined);
}
