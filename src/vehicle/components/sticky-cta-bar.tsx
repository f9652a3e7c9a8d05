"use client";

import { useEffect, useState } from "react";
import type { StickyBarButton } from "../sidebar-actions";

/**
 * The call-to-action bar along the bottom on small screens (the site's `buttonSets.stickyBar`); after
 * the shopper has scrolled past `afterPx` (900 by default) it turns solid, so it reads as an action
 * rather than decoration.
 */
export function StickyCtaBar({ afterPx, buttons }: { afterPx: number; buttons: readonly StickyBarButton[] }) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > afterPx);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [afterPx]);

  return (
    <div
      data-testid="sticky-cta"
      data-scrolled={scrolled ? "true" : "false"}
      className={`fixed inset-x-0 bottom-0 z-30 flex gap-2 p-3 lg:hidden print:hidden ${
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
