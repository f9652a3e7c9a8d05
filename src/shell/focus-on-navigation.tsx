"use client";

import { useEffect, useRef } from "react";
import { usePathname } from "next/navigation";

/**
 * After the app's own navigation to another page, the keyboard starts at the top, as after a full
 * load: the next Tab reaches the skip link. Without it the link just followed is gone, focus falls to
 * the body and the browser's next Tab starts from where that link was, somewhere in the middle of the
 * new page. A page that moves focus itself (a confirmation's heading) keeps it: only lost focus moves.
 */
export function FocusOnNavigation() {
  const pathname = usePathname();
  const top = useRef<HTMLSpanElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    if (active === null || active === document.body) top.current?.focus({ preventScroll: true });
  }, [pathname]);
  return <span ref={top} tabIndex={-1} className="sr-only" data-testid="page-top" />;
}
