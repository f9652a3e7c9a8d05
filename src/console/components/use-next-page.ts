"use client";

import { useEffect } from "react";

/** Opens the page a console action named, afresh, so it renders with the cookie the action set. */
export function useNextPage(next: string | undefined): void {
  useEffect(() => {
    if (next) window.location.assign(next);
  }, [next]);
}
