import { formatDate, formatOdometer } from "@/platform/format";
import type { CarRow } from "@/stock/documents";
import { regoText } from "../vehicle-rules";
import { SpecListSection, SpecRow } from "./spec-row";

/** The car's summary: its identity, condition and registration, each row only with a value. */
export function DetailsSection({
  title,
  row,
  unregisteredText,
  today,
}: {
  title: string;
  row: CarRow;
  unregisteredText: boolean;
  today: string;
}) {
  const rego = regoText(row.regoExpiry, { unregisteredText, today });
  const details: [string, string | null][] = [
    ["Stock number", row.stocknum],
    ["Condition", row.carType.charAt(0).toUpperCase() + row.carType.slice(1)],
    ["Odometer", formatOdometer(row.km)],
    ["Colour", row.colour],
    ["Interior", row.interiorColour],
    ["Body", row.simpleBody],
    ["Transmission", row.simpleTransmission],
    ["Fuel", row.simpleFuel],
    ["Drive", row.simpleDrive ?? row.drive],
    ["Seats", row.seats === null ? null : String(row.seats)],
    ["VIN", row.vin],
    ["Registration", row.regplate],
    ["Rego", rego],
    ["Build date", row.buildDate ? formatDate(row.buildDate) : null],
    ["Compliance date", row.complianceDate ? formatDate(row.complianceDate) : null],
  ];
  return (
    <SpecListSection headingId="details-title" title={title} listTestId="details-list">
      {details
        .filter((entry): entry is [string, string] => entry[1] !== null && entry[1] !== "")
        .map(([label, value]) => (
          <SpecRow key={label} label={label} value={value} strong />
        ))}
    </SpecListSection>
  );
}
