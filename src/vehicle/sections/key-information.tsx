import type { SpecificationRow } from "@/platform/db/json-types";
import { MoreContent } from "@/ui/show-more";
import { Section } from "@/ui/section";

function KeyFacts({ specs, className }: { specs: readonly SpecificationRow[]; className: string }) {
  return (
    <dl className={className}>
      {specs.map((spec) => (
        <div key={`${spec.group}-${spec.label}`}>
          <dt className="text-sm text-muted">{spec.label}</dt>
          <dd className="font-semibold">{spec.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The first `limit` specifications as key facts, the rest behind Show More; nothing without specifications. */
export function KeyInformation({
  title,
  specs,
  limit,
}: {
  title: string;
  specs: readonly SpecificationRow[];
  limit: number;
}) {
  const keyInfo = specs.slice(0, limit);
  if (keyInfo.length === 0) return null;
  return (
    <Section titleId="key-info" title={title}>
      <KeyFacts specs={keyInfo} className="grid grid-cols-2 gap-3" />
      {specs.length > keyInfo.length ? (
        <MoreContent>
          <KeyFacts specs={specs.slice(keyInfo.length)} className="mt-3 grid grid-cols-2 gap-3" />
        </MoreContent>
      ) : null}
    </Section>
  );
}
