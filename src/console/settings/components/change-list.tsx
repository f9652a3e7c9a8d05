import type { ConfigChange } from "@/sites/config-diff";

// Changes between two configurations, one a line, in words: where (the setting) and what happened.

export function ChangeList({
  changes,
  empty,
  testId,
}: {
  changes: readonly ConfigChange[];
  empty: string;
  testId?: string;
}) {
  if (changes.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul className="flex flex-col gap-1 text-sm" data-testid={testId}>
      {changes.map((change, index) => (
        <li key={index}>
          <span className="font-semibold">{change.where}</span> {change.what}
        </li>
      ))}
    </ul>
  );
}
