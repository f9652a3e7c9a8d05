"use client";

import { useId, useState, type ReactNode } from "react";

const defaultButtonClassName = "mt-2 font-semibold text-primary";

/** The one Show More / Show Less button: its label and aria-expanded follow the state it toggles. */
function ShowMoreButton({
  expanded,
  onToggle,
  controls,
  className,
}: {
  expanded: boolean;
  onToggle: () => void;
  controls?: string;
  className: string;
}) {
  return (
    <button type="button" className={className} aria-expanded={expanded} aria-controls={controls} onClick={onToggle}>
      {expanded ? "Show Less" : "Show More"}
    </button>
  );
}

/**
 * Shortened content with a Show More / Show Less button (dealer comments, the finance disclaimer).
 * `children` gets whether the full content is showing.
 */
export function ShowMore({
  shortened,
  buttonClassName = defaultButtonClassName,
  children,
}: {
  /** Whether there is more to show; without it there is no button. */
  shortened: boolean;
  buttonClassName?: string;
  children: (expanded: boolean) => ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  return (
    <>
      {children(expanded || !shortened)}
      {shortened ? (
        <ShowMoreButton
          expanded={expanded}
          onToggle={() => setExpanded((value) => !value)}
          className={buttonClassName}
        />
      ) : null}
    </>
  );
}

/**
 * The rest of a list behind Show More / Show Less (key information, features). The rest is in the
 * page from the server, only hidden, so it can be passed from a server component and is indexed.
 */
export function MoreContent({
  children,
  buttonClassName = defaultButtonClassName,
}: {
  children: ReactNode;
  buttonClassName?: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <>
      <div id={id} hidden={!expanded}>
        {children}
      </div>
      <ShowMoreButton
        expanded={expanded}
        controls={id}
        onToggle={() => setExpanded((value) => !value)}
        className={buttonClassName}
      />
    </>
  );
}
