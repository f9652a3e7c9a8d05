"use client";

import { useState } from "react";

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
  const [expanded, setExpanded] = useState(false);
  return (
    <div id="financeDisclaimer" className="mt-12 text-xs text-muted" data-testid="finance-disclaimer">
      <p>{shortened && !expanded ? shortText : text}</p>
      {shortened ? (
        <button
          type="button"
          className="mt-1 font-semibold text-primary"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? "Show Less" : "Show More"}
        </button>
      ) : null}
    </div>
  );
}
