"use client";

import { ShowMore } from "@/ui/show-more";

/**
 * The page's finance disclaimer (`#financeDisclaimer`, where the asterisks point), shortened to the
 * site's length (197 characters by default) with Show More / Show Less.
 */
export function FinanceDisclaimerBlock({
  text,
  shortText,
  shortened,
}: {
  text: string;
  shortText: string;
  shortened: boolean;
}) {
  return (
    <div id="financeDisclaimer" className="mt-12 text-xs text-muted" data-testid="finance-disclaimer">
      <ShowMore shortened={shortened} buttonClassName="mt-1 font-semibold text-primary">
        {(expanded) => <p>{expanded ? text : shortText}</p>}
      </ShowMore>
    </div>
  );
}
