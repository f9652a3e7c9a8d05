import type { ReactNode } from "react";

/** A label and its value as one row of a definition list (details, specifications). */
export function SpecRow({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <div className="flex justify-between border-b border-border py-1">
      <dt className="text-muted">{label}</dt>
      <dd className={strong ? "font-semibold" : undefined}>{value}</dd>
    </div>
  );
}
