"use client";

import { Button } from "@/ui/button";
import { useId, useState } from "react";
import { wrapTabFocus } from "@/ui/focus-trap";

// A modal with the finance disclaimer. The native <dialog> gives Escape to close and the inert page
// behind it, and Tab wraps at its ends so focus stays inside; it is only in the page while open, so a
// grid of cards carries no hidden copies of the text.

function openAsModal(node: HTMLDialogElement | null) {
  if (node && !node.open) node.showModal();
}

export function DisclaimerDialog({
  text,
  title = "Finance disclaimer",
  triggerLabel = "View disclaimer",
  triggerClassName = "text-xs font-medium text-primary underline underline-offset-2 hover:no-underline",
}: {
  text: string;
  title?: string;
  triggerLabel?: string;
  triggerClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const titleId = useId();

  return (
    <>
      <button type="button" className={triggerClassName} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {triggerLabel}
      </button>
      {open ? (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the click is on the backdrop; Escape, native to <dialog>, is its keyboard twin
        <dialog
          ref={openAsModal}
          aria-labelledby={titleId}
          onClose={() => setOpen(false)}
          onKeyDown={wrapTabFocus}
          // A click on the backdrop lands on the dialog itself, outside its content box.
          onClick={(event) => {
            if (event.target === event.currentTarget) event.currentTarget.close();
          }}
          className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-site border border-border bg-surface p-0 text-text shadow-xl backdrop:bg-black/50"
        >
          <div className="flex flex-col gap-4 p-6">
            <h2 id={titleId} className="text-lg font-bold">
              {title}
            </h2>
            <p className="text-sm leading-relaxed text-muted" data-testid="disclaimer-text">
              {text}
            </p>
            <form method="dialog" className="flex justify-end">
              <Button type="submit" size="sm">
                Close
              </Button>
            </form>
          </div>
        </dialog>
      ) : null}
    </>
  );
}
