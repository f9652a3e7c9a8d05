// Which outside report services this process has (decision 037). A feature built on an outside
// service's data shows only where the data is real: with its provider configured. In demo mode a
// local stand-in serves it instead, and everything it makes says it is a sample with invented data.
// With neither, the feature is hidden (its buttons, links and pages), and the start log says so.
import type { Env } from "./env";

export const outsideServices = ["carHistory", "ppsr", "marketData", "accessories"] as const;
export type OutsideService = (typeof outsideServices)[number];

/** Where a service's data comes from: its provider, the demo's stand-in, or nowhere (hidden). */
export type ServiceSource = "provider" | "sample" | "off";

/** The report services' sources, and the card payments' (PAYMENT_PROVIDER: stripe, local, none). */
export type ServiceSources = Record<OutsideService | "payments", ServiceSource>;

type ServiceSettings = {
  url: keyof Env & `${string}_API_URL`;
  key: keyof Env & `${string}_API_KEY`;
  /** What a shopper loses without it, for the start log. */
  features: string;
};

export const serviceSettings: Record<OutsideService, ServiceSettings> = {
  carHistory: {
    url: "CAR_HISTORY_API_URL",
    key: "CAR_HISTORY_API_KEY",
    features: "the Car History Report the platform builds (/files/history/…)",
  },
  ppsr: { url: "PPSR_API_URL", key: "PPSR_API_KEY", features: "the PPSR report" },
  marketData: {
    url: "MARKET_DATA_API_URL",
    key: "MARKET_DATA_API_KEY",
    features: "the Autogauge and Car Analysis reports",
  },
  accessories: {
    url: "ACCESSORIES_API_URL",
    key: "ACCESSORIES_API_KEY",
    features: "the models' genuine accessories pages (/{model}/accessories)",
  },
};

export function serviceSources(config: Env): ServiceSources {
  const source = (service: OutsideService): ServiceSource =>
    config[serviceSettings[service].url] ? "provider" : config.DEMO_MODE ? "sample" : "off";
  return {
    carHistory: source("carHistory"),
    ppsr: source("ppsr"),
    marketData: source("marketData"),
    accessories: source("accessories"),
    // The local processor outside demo mode never gets this far: the server refuses to start (startRefusals).
    payments: config.PAYMENT_PROVIDER === "stripe" ? "provider" : config.PAYMENT_PROVIDER === "none" ? "off" : "sample",
  };
}

/** One line per service for the start log: what is hidden and why, or served by a sample. */
export function serviceSourceNotes(config: Env): string[] {
  const sources = serviceSources(config);
  const payments =
    sources.payments === "off"
      ? ["card payments (reserve online, buy online, online payment): hidden, because PAYMENT_PROVIDER=none"]
      : sources.payments === "sample"
        ? ["card payments: the local test processor, test cards only and no money moves (demo mode)"]
        : [];
  return [
    ...payments,
    ...outsideServices.flatMap((service) => {
      const { url, features } = serviceSettings[service];
      switch (sources[service]) {
        case "provider":
          return [];
        case "sample":
          return [`${features}: a sample with invented data (demo mode; set ${url} for the real service)`];
        case "off":
          return [`${features}: hidden, because ${url} is not set and demo mode is off`];
      }
    }),
  ];
}
