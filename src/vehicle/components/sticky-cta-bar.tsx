"use client";

import { useEffect, useRef, useState } from "react";
import type { StickyBarButton } from "../sidebar-actions";

/**
 * The call-to-action bar along the bottom on small screens (the site's `buttonSets.stickyBar`). It
 * stands in for the page's own buttons (the element `actionsId`, which on a phone follows the media
 * viewer), so it shows only once they have scrolled up out of sight: on first view it covers nothing,
 * the media viewer's controls included. After the shopper has scrolled past `afterPx` (900 by default)
 * it turns solid, so it reads as an action rather than decoration. While it shows, its height is
 * published as the CSS variable --sticky-cta-height, so the compare tray can sit above it.
 */
export function StickyCtaBar({
  afterPx,
  actionsId,
  buttons,
}: {
  afterPx: number;
  actionsId: string;
  buttons: readonly StickyBarButton[];
}) {
  const [scrolled, setScrolled] = useState(false);
  const [shown, setShown] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const actions = document.getElementById(actionsId);
    const update = () => {
      setScrolled(window.scrollY > afterPx);
      setShown(actions === null || actions.getBoundingClientRect().bottom < 0);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [afterPx, actionsId]);

  useEffect(() => {
    const root = document.documentElement;
    // Hidden by the lg breakpoint too, where its height is 0.
    const height = shown ? (bar.current?.offsetHeight ?? 0) : 0;
    root.style.setProperty("--sticky-cta-height", `${height}px`);
    return () => {
      root.style.removeProperty("--sticky-cta-height");
    };
  }, [shown]);

  return (
    <div
      ref={bar}
      data-testid="sticky-cta"
      data-scrolled={scrolled ? "true" : "false"}
      className={`fixed inset-x-0 bottom-0 z-30 gap-2 p-3 lg:hidden print:hidden ${shown ? "flex" : "hidden"} ${
        scrolled ? "bg-primary text-primary-contrast shadow-2xl" : "bg-surface/90 text-text backdrop-blur"
      }`}
    >
      {buttons.map((button) => (
        <a
          key={button.kind}
          href={button.href}
          className="flex-1 rounded-site border border-current px-3 py-2 text-center font-semibold"
        >
          {button.label}
        </a>
      ))}
    </div>
  );
}
