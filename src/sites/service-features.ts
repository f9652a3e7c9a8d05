import type { ServiceSources } from "@/platform/outside-services";
import type { SiteConfig } from "./config-schema";

// A site's switches as this process can honour them (decision 037): a report whose outside service
// is neither configured nor stood in for by the demo is off, whatever the site's config says, and so
// are card payments with PAYMENT_PROVIDER=none, so no button, link or page offers them. The accessories pages, which no switch names, ask the sources
// themselves (src/stock/accessories-provider.ts).

export function withServiceSources(config: SiteConfig, sources: ServiceSources): SiteConfig {
  const payments = sources.payments !== "off";
  const features = {
    ...config.features,
    historyReports: config.features.historyReports && sources.carHistory !== "off",
    // PAYMENT_PROVIDER=none: nothing takes a card, so nothing offers to.
    checkout: config.features.checkout && payments,
    onlineSale: config.features.onlineSale && payments,
    onlinePayment: config.features.onlinePayment && payments,
  };
  const plugins = {
    carAnalysis: config.plugins.carAnalysis && sources.marketData !== "off",
    autogauge: config.plugins.autogauge && sources.marketData !== "off",
    ppsrReport: config.plugins.ppsrReport && sources.ppsr !== "off",
  };
  const unchanged =
    (["historyReports", "checkout", "onlineSale", "onlinePayment"] as const).every(
      (name) => features[name] === config.features[name],
    ) &&
    plugins.carAnalysis === config.plugins.carAnalysis &&
    plugins.autogauge === config.plugins.autogauge &&
    plugins.ppsrReport === config.plugins.ppsrReport;
  if (unchanged) return config;
  return { ...config, features, plugins };
}
