"use client";

import { useEffect, useSyncExternalStore } from "react";
import type { CarTypeName } from "@/sites/config-schema";

// Which type of car the page is about, for the parts of the page drawn outside it: the header's call
// button dials the site's line for that type (a used car's page, the used-car line). The header is the
// layout's, drawn once for every page, so the car's page says it from the browser.

let current: CarTypeName | null = null;
const listeners = new Set<() => void>();

function publish(carType: CarTypeName | null): void {
  current = carType;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The type of the car whose page is open; null on any other page. */
export function usePageCarType(): CarTypeName | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** Rendered by a car's page: its type, for as long as the page is open. */
export function PageCarType({ carType }: { carType: CarTypeName }) {
  useEffect(() => {
    publish(carType);
    return () => publish(null);
  }, [carType]);
  return null;
}
