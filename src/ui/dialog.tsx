"use client";

import { useEffect, useRef, type ComponentProps } from "react";
import { wrapTabFocus } from "./focus-trap";

// The site's one modal. A native <dialog> opened with showModal() makes the page behind it inert and
// closes on Escape; Tab wraps at its ends so focus stays inside, a click on the backdrop closes it,
// and the browser returns focus to what opened it.

export type DialogProps = Omit<ComponentProps<"dialog">, "open" | "onClose" | "ref"> & {
  open: boolean;
  /** Escape, a backdrop click, or a `<form method="dialog">` inside closed it. */
  onClose: () => void;
};

export function Dialog({ open, onClose, className, children, ...props }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    // Focus goes back to what opened the dialog, whether it closes or leaves the page.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open]);

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the click is on the backdrop; Escape, native to <dialog>, is its keyboard twin
    <dialog
      ref={ref}
      {...props}
      className={`m-auto rounded-site border border-border bg-surface p-0 text-text shadow-xl backdrop:bg-black/50 ${className ?? ""}`}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          onClose();
        } else wrapTabFocus(event);
      }}
      // A click on the backdrop lands on the dialog itself, outside its content box.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {children}
    </dialog>
  );
}
