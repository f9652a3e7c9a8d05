import { startTransition, useEffect, useState, type RefObject } from "react";

/**
 * True once the element has come within `margin` of the viewport (and from then on): for what is
 * built only when the shopper is about to see it, such as the rest of a long list. False in the
 * server's HTML and at hydration. A browser without IntersectionObserver gets true at once. The
 * switch is a transition: what it builds renders in the background, in slices the browser can paint
 * and answer input between, never as one long task.
 */
export function useNearViewport(target: RefObject<Element | null>, margin: string, enabled = true): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = target.current;
    if (!enabled || near || !node) return;
    if (typeof IntersectionObserver === "undefined") {
      startTransition(() => setNear(true));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [target, margin, enabled, near]);
  return near;
}
