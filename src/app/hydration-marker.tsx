"use client";

import { useEffect } from "react";
// Not a place for zod's eval-free setting (decision 024): every page loads this component, and with it
// 90 KiB (gzip) of zod the pages without a form never use. Each module that defines a schema imports z
// from @/platform/zod, which makes the setting first (lint enforces it).

/**
 * Marks the document once React has hydrated it (`<html data-hydrated="true">`). Buttons rendered on
 * the server do nothing until then, so the end-to-end tests wait for this before they click, instead
 * of racing hydration on a busy machine.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
