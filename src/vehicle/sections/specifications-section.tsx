import type { SpecificationRow } from "@/platform/db/json-types";
import type { CarRow } from "@/stock/documents";
import { feetToMetres } from "../vehicle-rules";
import { SpecListSection, SpecRow } from "./spec-row";

function caravanRows(caravan: CarRow["caravanSpecs"]): [string, string | null][] {
  if (!caravan) return [];
  return [
    ["Body length", caravan.body_length === null ? null : `${feetToMetres(caravan.body_length)} m`],
    ["Body width", caravan.body_width === null ? null : `${feetToMetres(caravan.body_width)} m`],
    ["Tare weight", caravan.tare_weight === null ? null : `${caravan.tare_weight} kg`],
    ["Aggregate trailer mass", caravan.aggregate_trailer_mass === null ? null : `${caravan.aggregate_trailer_mass} kg`],
    ["Axle", caravan.axle_type],
    ["Sleeps", caravan.sleeps === null ? null : String(caravan.sleeps)],
  ];
}

/** A feed's own rows for what the caravan specifications already say (in metres, in kilograms). */
const caravanLabels = new Set([
  "bodylength",
  "length",
  "externallength",
  "bodywidth",
  "width",
  "externalwidth",
  "tare",
  "tareweight",
  "tarekg",
  "atm",
  "aggregatetrailermass",
  "sleeps",
  "sleepingcapacity",
  "berths",
  "axle",
  "axles",
  "axletype",
]);
const labelKey = (label: string) => label.toLowerCase().replace(/[^a-z]/g, "");

/**
 * Every specification with a value, a caravan's measurements first, each listed once (a feed's own
 * length, tare, ATM, sleeps or axle rows beside them would repeat them, in feet); nothing when there
 * are none.
 */
export function SpecificationsSection({
  title,
  specs,
  caravan,
}: {
  title: string;
  specs: readonly SpecificationRow[];
  caravan: CarRow["caravanSpecs"];
}) {
  const caravanSpecs = caravanRows(caravan).filter((entry): entry is [string, string] => entry[1] !== null);
  const rows = caravanSpecs.length === 0 ? specs : specs.filter((spec) => !caravanLabels.has(labelKey(spec.label)));
  if (rows.length === 0 && caravanSpecs.length === 0) return null;
  return (
    <SpecListSection headingId="specs-title" title={title} listTestId="all-specifications" dense>
      {caravanSpecs.map(([label, value]) => (
        <SpecRow key={label} label={label} value={value} />
      ))}
      {rows.map((spec) => (
        <SpecRow key={`${spec.group}-${spec.label}`} label={spec.label} value={spec.value} />
      ))}
    </SpecListSection>
  );
}
