"use client";

import { usePathname } from "next/navigation";
import { SiteLink } from "@/ui/site-link";
import { useEffect, useId, useState, type ReactNode } from "react";
import { buttonClass } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import type { NavEntry } from "./nav-menu";

/** Keeps the page behind an open drawer from scrolling (a modal <dialog> makes it inert, not still). */
function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const { style } = document.body;
    const previous = style.overflow;
    style.overflow = "hidden";
    return () => {
      style.overflow = previous;
    };
  }, [locked]);
}

const linkClass = "block px-4 py-3 font-medium hover:bg-surface-alt";

/** A dropdown (or the mega-menu) of the desktop nav: its name opens the list of its links below it. */
function DrawerGroup({ entry, onNavigate }: { entry: NavEntry; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        className="flex w-full items-center justify-between px-4 py-3 text-left font-medium hover:bg-surface-alt"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
      >
        {entry.label}
        <span aria-hidden="true" className={`text-xs transition-transform ${expanded ? "rotate-180" : ""}`}>
          ▾
        </span>
      </button>
      <ul id={listId} hidden={!expanded} className="pb-2">
        {entry.children.map((child) => (
          <li key={child.href}>
            <SiteLink href={child.href} className={`${linkClass} pl-8 text-sm`} onClick={onNavigate}>
              {child.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The phone's menu: a button that opens every menu of the desktop nav, dropdowns and mega-menu
 * included, in a drawer. The drawer is the site's Dialog (focus kept inside and given back, Escape and
 * the backdrop close it); it lists exactly the desktop nav's links, nothing more. `children` (rendered
 * on the server) go below the links: the phone numbers the desktop header shows.
 */
export function MobileMenu({ entries, children }: { entries: NavEntry[]; children?: ReactNode }) {
  // Open on the page it was opened on: any link in the drawer that leaves the page (the account's
  // Sign in and My Garage among the children too) closes it, so it never covers the next page.
  const here = usePathname() ?? "";
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === here;
  useBodyScrollLock(open);
  const close = () => setOpenOn(null);

  return (
    <>
      <button
        type="button"
        className={buttonClass({ variant: "outline", className: "px-3" })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpenOn(here)}
      >
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="sr-only">Menu</span>
      </button>
      <Dialog
        open={open}
        onClose={close}
        aria-label="Menu"
        className="h-dvh max-h-none w-full max-w-none overflow-y-auto sm:mr-0 sm:max-w-sm"
      >
        {open ? (
          <>
            <div className="sticky top-0 flex items-center justify-between border-b border-border bg-surface px-4 py-2">
              <span className="font-semibold">Menu</span>
              <button
                type="button"
                className={buttonClass({ variant: "ghost", className: "px-3 text-text" })}
                onClick={close}
              >
                <span aria-hidden="true">✕</span>
                <span className="sr-only">Close menu</span>
              </button>
            </div>
            <nav aria-label="Main">
              <ul className="divide-y divide-border">
                {entries.map((entry) =>
                  entry.children.length > 0 ? (
                    <DrawerGroup key={entry.label} entry={entry} onNavigate={close} />
                  ) : (
                    <li key={entry.label}>
                      <SiteLink href={entry.href ?? "/"} className={linkClass} onClick={close}>
                        {entry.label}
                      </SiteLink>
                    </li>
                  ),
                )}
              </ul>
            </nav>
            {children}
          </>
        ) : null}
      </Dialog>
    </>
  );
}
