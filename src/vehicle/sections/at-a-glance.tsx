import { formatOdometer } from "@/platform/format";
import type { CarRow } from "@/stock/documents";

export function AtAGlance({ row }: { row: CarRow }) {
  return (
    <ul className="grid grid-cols-3 gap-2 text-center text-sm" aria-label="At a glance">
      <li className="rounded-site bg-surface-alt p-3">{formatOdometer(row.km)}</li>
      <li className="rounded-site bg-surface-alt p-3">{row.simpleTransmission ?? "—"}</li>
      <li className="rounded-site bg-surface-alt p-3">{row.simpleBody ?? "—"}</li>
    </ul>
  );
}
