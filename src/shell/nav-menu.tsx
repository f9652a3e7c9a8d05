"use client";

import { SiteLink } from "@/ui/site-link";
import Image from "next/image";
import { useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";

export type NavLink = { label: string; href: string; imageUrl?: string | null };
export type NavEntry = { label: string; href?: string | undefined; children: NavLink[]; mega?: boolean };

/** Open by a hovering mouse (closes when it leaves), or by a click, a tap or the keyboard (stays open). */
type OpenState = "closed" | "hover" | "click";

/**
 * One top-level menu entry. With children it is a dropdown that opens on click, and also on hover where
 * the site says so. Only a mouse hovers: a tap on a phone or tablet also sends pointer-enter (and the
 * browser's emulated mouseenter), which must not count as a hover, or the tap's click would toggle the
 * menu shut again. A click on a menu the mouse opened keeps it open; a click on one a click opened closes
 * it. Escape closes it and puts focus back on its button; a click outside closes it.
 */
function NavDropdown({ entry, trigger }: { entry: NavEntry; trigger: "click" | "hover" }) {
  const [state, setState] = useState<OpenState>("closed");
  const open = state !== "closed";
  const menuId = useId();
  const container = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) setState("closed");
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setState("closed");
      // Focus that was in the menu (or nowhere) goes back to its button; focus elsewhere stays put.
      const active = document.activeElement;
      if (active === null || active === document.body || container.current?.contains(active)) button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const hoverHandlers =
    trigger === "hover"
      ? {
          onPointerEnter: (event: ReactPointerEvent) => {
            if (event.pointerType === "mouse") setState((current) => (current === "closed" ? "hover" : current));
          },
          onPointerLeave: (event: ReactPointerEvent) => {
            if (event.pointerType === "mouse") setState((current) => (current === "hover" ? "closed" : current));
          },
        }
      : {};

  return (
    <li ref={container} className="relative" {...hoverHandlers}>
      <button
        ref={button}
        type="button"
        className="flex items-center gap-1 px-3 py-2 font-medium hover:opacity-80"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setState((current) => (current === "click" ? "closed" : "click"))}
      >
        {entry.label}
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </button>
      <div
        id={menuId}
        hidden={!open}
        className={
          entry.mega
            ? "absolute left-0 top-full z-50 grid w-[min(90vw,40rem)] grid-cols-3 gap-3 rounded-site border border-border bg-surface p-4 text-text shadow-xl sm:grid-cols-4"
            : "absolute left-0 top-full z-50 max-h-[70vh] min-w-56 overflow-y-auto rounded-site border border-border bg-surface py-2 text-text shadow-xl"
        }
      >
        {entry.children.map((child) =>
          entry.mega ? (
            <SiteLink
              key={child.href}
              href={child.href}
              className="flex flex-col items-center gap-1 rounded-site p-2 text-center text-sm hover:bg-surface-alt"
              onClick={() => setState("closed")}
            >
              {/* The brand's mark, named by its alt text; the name itself where there is no mark. */}
              {child.imageUrl ? (
                <Image src={child.imageUrl} alt={child.label} width={160} height={48} className="h-12 w-auto" />
              ) : (
                child.label
              )}
            </SiteLink>
          ) : (
            <SiteLink key={child.href} href={child.href} className="menu-link" onClick={() => setState("closed")}>
              {child.label}
            </SiteLink>
          ),
        )}
      </div>
    </li>
  );
}

export function NavMenu({ entries, trigger }: { entries: NavEntry[]; trigger: "click" | "hover" }) {
  return (
    <nav aria-label="Main">
      <ul className="flex flex-wrap items-center">
        {entries.map((entry) =>
          entry.children.length > 0 ? (
            <NavDropdown key={entry.label} entry={entry} trigger={trigger} />
          ) : (
            <li key={entry.label}>
              <SiteLink href={entry.href ?? "/"} className="block px-3 py-2 font-medium hover:opacity-80">
                {entry.label}
              </SiteLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
