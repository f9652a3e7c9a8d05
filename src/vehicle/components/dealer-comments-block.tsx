"use client";

import { useState } from "react";

/** Dealer comments collapsed to 400 characters of text, with Show More / Show Less. */
export function DealerCommentsBlock({
  html,
  collapsedText,
  truncated,
  pendingText,
}: {
  html: string;
  collapsedText: string;
  truncated: boolean;
  pendingText: string;
}) {
  const [expanded, setExpanded] = useState(false);
  if (!html) return <p className="text-muted">{pendingText}</p>;
  return (
    <div data-testid="dealer-comments">
      {truncated && !expanded ? (
        <p>{collapsedText}</p>
      ) : (
        <div
          className="prose max-w-none [&_li]:ml-5 [&_li]:list-disc [&_p]:mb-2"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
      {truncated ? (
        <button
          type="button"
          className="mt-2 font-semibold text-primary"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? "Show Less" : "Show More"}
        </button>
      ) : null}
    </div>
  );
}
