// The compare page's table: 2 to 4 cars side by side, one row per thing a shopper weighs (price,
// finance, kilometres, year, body, transmission, fuel, engine, seats, colour), then every feature and
// every specification any of the cars has. A row whose values are not all the same is a difference,
// which the page highlights and can show alone.

import { compareLimit } from "@/shopper/compare";

/** One car as the table shows it: every value already text, so the table only lays it out. */
export type ComparedVehicle = {
  id: string;
  slug: string;
  name: string;
  imageUrl: string | null;
  /** False for a sold car: it stays in the table, marked, with no buying figures. */
  inStock: boolean;
  /** 'Sold', 'Reserved', 'Coming soon' or null for a car simply for sale. */
  availability: string | null;
  overview: Record<OverviewKey, string | null>;
  features: readonly string[];
  specifications: readonly { group: string; label: string; value: string }[];
};

export const overviewRows = [
  ["price", "Price"],
  ["finance", "Finance estimate"],
  ["km", "Kilometres"],
  ["year", "Year"],
  ["body", "Body"],
  ["transmission", "Transmission"],
  ["fuel", "Fuel"],
  ["engine", "Engine"],
  ["seats", "Seats"],
  ["colour", "Colour"],
] as const;
export type OverviewKey = (typeof overviewRows)[number][0];

export type CompareRow = {
  key: string;
  label: string;
  /** One per car, in the table's column order; null where the car has no value. */
  values: readonly (string | null)[];
  differs: boolean;
};

export type CompareGroup = { title: "Overview" | "Features" | "Specifications"; rows: CompareRow[] };

/** What a missing value reads as. */
export const noValue = "—";

const normalise = (value: string | null) => (value ?? "").trim().toLowerCase().replace(/\s+/g, " ");

/** Differ when the cars' values are not all the same (a missing value differs from any value). */
export function valuesDiffer(values: readonly (string | null)[]): boolean {
  return new Set(values.map(normalise)).size > 1;
}

function row(key: string, label: string, values: readonly (string | null)[]): CompareRow {
  return { key, label, values, differs: values.length > 1 && valuesDiffer(values) };
}

/** Keys in the order first met across the cars, so the first car's order leads. */
function unionInOrder<T>(lists: readonly (readonly T[])[], keyOf: (item: T) => string): { key: string; item: T }[] {
  const seen = new Map<string, T>();
  for (const list of lists) {
    for (const item of list) {
      const key = keyOf(item);
      if (!seen.has(key)) seen.set(key, item);
    }
  }
  return [...seen].map(([key, item]) => ({ key, item }));
}

/** The table's rows, grouped; a group with no rows (no car lists features, say) is left out. */
export function compareGroups(vehicles: readonly ComparedVehicle[]): CompareGroup[] {
  const overview = overviewRows
    .map(([key, label]) =>
      row(
        key,
        label,
        vehicles.map((vehicle) => vehicle.overview[key]),
      ),
    )
    .filter((entry) => entry.values.some((value) => value !== null));

  const featureSets = vehicles.map((vehicle) => new Set(vehicle.features.map(normalise)));
  const features = unionInOrder(
    vehicles.map((vehicle) => vehicle.features),
    normalise,
  ).map(({ key, item }) =>
    row(
      `feature:${key}`,
      item,
      featureSets.map((set) => (set.has(key) ? "Yes" : null)),
    ),
  );

  const specifications = unionInOrder(
    vehicles.map((vehicle) => vehicle.specifications),
    (spec) => `${normalise(spec.group)}|${normalise(spec.label)}`,
  ).map(({ key, item }) =>
    row(
      `spec:${key}`,
      item.label,
      vehicles.map(
        (vehicle) =>
          vehicle.specifications.find((spec) => `${normalise(spec.group)}|${normalise(spec.label)}` === key)?.value ??
          null,
      ),
    ),
  );

  const groups: CompareGroup[] = [
    { title: "Overview", rows: overview },
    { title: "Features", rows: features },
    { title: "Specifications", rows: specifications },
  ];
  return groups.filter((group) => group.rows.length > 0);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The car ids of a compare address (`?ids=a,b,c`): car ids only (anything else is dropped, not an
 * error: the address is hand-editable and shared), each once, at most the compare limit.
 */
export function parseCompareIds(raw: string | readonly string[] | undefined): string[] {
  const text = typeof raw === "string" ? raw : (raw ?? []).join(",");
  const ids = text
    .split(",")
    .map((id) => id.trim().toLowerCase())
    .filter((id) => uuidPattern.test(id));
  return [...new Set(ids)].slice(0, compareLimit);
}
