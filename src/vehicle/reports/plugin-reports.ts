// Site plugins add report downloads to the vehicle page: the Autogauge market report (used cars
// only), the Car Analysis report and the PPSR report. Each is a PDF the platform builds from its own
// data; the site's `plugins` switches say which a site offers, and these rules which a car gets.

import type { SiteConfig } from "@/sites/config-schema";

export const pluginReportKinds = ["autogauge", "car-analysis", "ppsr"] as const;
export type PluginReportKind = (typeof pluginReportKinds)[number];

export const pluginReportLabels: Record<PluginReportKind, string> = {
  autogauge: "Autogauge Report",
  "car-analysis": "Car Analysis Report",
  ppsr: "PPSR Report",
};

export type PluginReportCar = { carType: string; vin: string | null };

export function isPluginReportKind(value: string): value is PluginReportKind {
  return pluginReportKinds.some((kind) => kind === value);
}

/**
 * Whether the site offers this report for this car: its plugin is switched on; Autogauge prices used
 * cars only; a PPSR search needs the car's VIN.
 */
export function offersPluginReport(kind: PluginReportKind, car: PluginReportCar, plugins: SiteConfig["plugins"]) {
  switch (kind) {
    case "autogauge":
      return plugins.autogauge && car.carType === "used";
    case "car-analysis":
      return plugins.carAnalysis;
    case "ppsr":
      return plugins.ppsrReport && (car.vin ?? "").trim() !== "";
  }
}

/** The reports a car's page offers, in the order the page shows them. */
export function pluginReports(car: PluginReportCar, plugins: SiteConfig["plugins"]): PluginReportKind[] {
  return pluginReportKinds.filter((kind) => offersPluginReport(kind, car, plugins));
}

/** Where a report downloads from. */
export function pluginReportHref(slug: string, kind: PluginReportKind): string {
  return `/api/cars/${encodeURIComponent(slug)}/reports/${kind}`;
}
