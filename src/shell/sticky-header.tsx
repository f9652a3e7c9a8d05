"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * Pins the header to the top once the page has scrolled `afterPx` or more (500 by default). While it is
 * pinned, a placeholder of the header's height keeps its place in the page, so the content below does not
 * jump up by a header's height (a layout shift shoppers see and Core Web Vitals count).
 */
export function StickyHeader({ afterPx, children }: { afterPx: number; children: ReactNode }) {
  const header = useRef<HTMLElement>(null);
  const [placeholderPx, setPlaceholderPx] = useState<number | null>(null);

  useEffect(() => {
    const update = () => {
      const stick = window.scrollY >= afterPx;
      setPlaceholderPx((current) => {
        if (!stick) return null;
        return current ?? header.current?.offsetHeight ?? 0;
      });
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [afterPx]);

  const stuck = placeholderPx !== null;
  return (
    <div style={stuck ? { height: placeholderPx } : undefined} data-testid="site-header-slot">
      <header
        ref={header}
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
    </div>
  );
}
