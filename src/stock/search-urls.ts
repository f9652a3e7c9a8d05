import { slugify } from "@/platform/slugify";

// Landing-search addresses, built in one place so menus, breadcrumbs and cards agree.

export const allStockPath = "/search/new-used-and-demo-cars";

export function makeSearchPath(make: string): string {
  return `/search/${slugify(make)}`;
}

export function modelSearchPath(make: string, model: string): string {
  return `/search/${slugify(make)}/${slugify(model)}`;
}

export function carTypeSearchPath(carType: "new" | "used" | "demo"): string {
  return `/search/${carType}-cars`;
}

export function carPath(slug: string): string {
  return `/cars/${slug}`;
}
