"use client";

import { useState, type ReactNode } from "react";

/**
 * Shortened content with a Show More / Show Less button (dealer comments, the finance disclaimer).
 * `children` gets whether the full content is showing.
 */
export function ShowMore({
  shortened,
  buttonClassName,
  children,
}: {
  /** Whether there is more to show; without it there is no button. */
  shortened: boolean;
  buttonClassName: string;
  children: (expanded: boolean) => ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  return (
    <>
      {children(expanded || !shortened)}
      {shortened ? (
        <button
          type="button"
          className={buttonClassName}
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? "Show Less" : "Show More"}
        </button>
      ) : null}
    </>
  );
}
