import type { ReactNode } from "react";
import { Section } from "@/ui/section";

/** A label and its value as one row of a definition list (details, specifications). */
export function SpecRow({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <div className="flex justify-between border-b border-border py-1">
      <dt className="text-muted">{label}</dt>
      <dd className={strong ? "font-semibold" : undefined}>{value}</dd>
    </div>
  );
}

/** A titled section holding one two-column definition list of `SpecRow`s (details, specifications). */
export function SpecListSection({
  headingId,
  title,
  listTestId,
  dense = false,
  children,
}: {
  headingId: string;
  title: string;
  listTestId: string;
  /** Rows closer together, for the long list of every specification. */
  dense?: boolean;
  children: ReactNode;
}) {
  return (
    <Section titleId={headingId} title={title}>
      <dl className={`grid gap-x-6 ${dense ? "gap-y-1" : "gap-y-2"} sm:grid-cols-2`} data-testid={listTestId}>
        {children}
      </dl>
    </Section>
  );
}
