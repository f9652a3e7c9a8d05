import type { KeyboardEvent } from "react";

// A native modal <dialog> makes the page behind it inert, but Tab from its last control still leaves
// for the browser's own toolbar. Wrapping Tab at the ends keeps keyboard users inside the dialog.

const focusable = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "summary",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

/** The controls of `container` that Tab reaches, in order (hidden ones left out). */
export function tabbableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) => element.getClientRects().length > 0 && !element.closest("[inert]"),
  );
}

/** onKeyDown for a modal: Tab past the last control goes to the first, Shift+Tab before the first to the last. */
export function wrapTabFocus(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== "Tab") return;
  const controls = tabbableIn(event.currentTarget);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
