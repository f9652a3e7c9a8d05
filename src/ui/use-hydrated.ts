import { useDeferredValue, useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and until React has hydrated, true after: for what does nothing before
 * hydration (a form that must not submit bare), or shows the browser's own state and need not be in
 * the HTML at all. The switch re-renders without a hydration mismatch (the server snapshot is false),
 * but synchronously, in one task: keep it to small parts, and use `useHydratedLater` for big ones.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * False in the server's HTML and at hydration, true in a background render React starts once the part
 * has hydrated (or mounted): for what is left out of the HTML because it is large and below the fold
 * or behind a button (facet options, the cards' save buttons; the rest of the result grid also waits
 * for `useNearViewport`). Unlike `useHydrated`'s switch, that render is interruptible: React yields
 * to the browser every few milliseconds, so a slow phone gets no long task from it (issue 16: total
 * blocking time).
 */
export function useHydratedLater(): boolean {
  return useDeferredValue(true, false);
}
