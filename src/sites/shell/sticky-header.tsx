"use client";

import { useEffect, useState, type ReactNode } from "react";

/** Pins the header to the top once the page has scrolled `afterPx` or more (500 by default). */
export function StickyHeader({ afterPx, children }: { afterPx: number; children: ReactNode }) {
  const [stuck, setStuck] = useState(false);

  useEffect(() => {
    const update = () => setStuck(window.scrollY >= afterPx);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [afterPx]);

  return (
    <header
      data-testid="site-header"
      data-stuck={stuck ? "true" : "false"}
      className={
        stuck
          ? "fixed inset-x-0 top-0 z-40 bg-primary text-primary-contrast shadow-lg"
          : "relative z-40 bg-primary text-primary-contrast"
      }
    >
      {children}
    </header>
  );
}
