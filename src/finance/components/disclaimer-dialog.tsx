"use client";

import { Button } from "@/ui/button";
import { useId, useState } from "react";
import { Dialog } from "@/ui/dialog";

// A modal with the finance disclaimer. The native <dialog> gives Escape to close and the inert page
// behind it, and Tab wraps at its ends so focus stays inside; it is only in the page while open, so a
// grid of cards carries no hidden copies of the text.

export function DisclaimerDialog({
  text,
  title = "Finance disclaimer",
  triggerLabel = "View disclaimer",
  triggerClassName = "disclaimer-link",
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
        <Dialog
          open
          aria-labelledby={titleId}
          onClose={() => setOpen(false)}
          className="w-[min(36rem,calc(100vw-2rem))]"
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
        </Dialog>
      ) : null}
    </>
  );
}
