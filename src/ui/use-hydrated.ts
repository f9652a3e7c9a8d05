import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and until React has hydrated, true after: for what does nothing before
 * hydration (a form that must not submit bare), or shows the browser's own state and need not be in
 * the HTML at all. The switch re-renders without a hydration mismatch (the server snapshot is false).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
