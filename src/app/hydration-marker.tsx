"use client";

import { useEffect } from "react";
// Every page loads this component: zod is set up without eval before any form parses (decision 024).
import "@/platform/zod";

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
