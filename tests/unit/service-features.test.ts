import { describe, expect, it } from "vitest";
import { parseEnv } from "@/platform/env";
import { serviceSourceNotes, serviceSources } from "@/platform/outside-services";
import { sidebarActions, type SidebarCar } from "@/vehicle/sidebar-actions";
import { resolveSiteConfig } from "@/sites/resolve-config";
import { withServiceSources } from "@/sites/service-features";

// Reports built on an outside service's data show only with that service, or in demo mode as a
// sample; a deployment without them shows no button, link or page for them (decision 037).

const deployment = { DATABASE_URL: "postgres://platform@db.example:5432/dealers", PAYMENT_PROVIDER: "stripe" };
const stripe = {
  STRIPE_SECRET_KEY: "sk_test_51Abc",
  STRIPE_PUBLISHABLE_KEY: "pk_test_51Abc",
  STRIPE_WEBHOOK_SECRET: "whsec_abc123",
};
const everyReport = resolveSiteConfig("default", {
  features: { historyReports: true, checkout: true },
  plugins: { autogauge: true, carAnalysis: true, ppsrReport: true },
});

describe("service sources", () => {
  it("are samples in demo mode, off on a deployment without them, and the provider once its address is set", () => {
    expect(serviceSources(parseEnv({}))).toEqual({
      carHistory: "sample",
      ppsr: "sample",
      marketData: "sample",
      accessories: "sample",
      payments: "sample",
    });
    const live = parseEnv({ ...deployment, ...stripe, PPSR_API_URL: "https://ppsr.example/api" });
    expect(serviceSources(live)).toEqual({
      carHistory: "off",
      ppsr: "provider",
      marketData: "off",
      accessories: "off",
      payments: "provider",
    });
    expect(serviceSources(parseEnv({ ...deployment, PAYMENT_PROVIDER: "none" })).payments).toBe("off");
  });

  it("say at start which features are hidden and why, or served by a sample", () => {
    expect(
      serviceSourceNotes(parseEnv({ ...deployment, ...stripe, PPSR_API_URL: "https://ppsr.example/api" })),
    ).toEqual([
      "the Car History Report the platform builds (/files/history/…): hidden, because CAR_HISTORY_API_URL is not set and demo mode is off",
      "the Autogauge and Car Analysis reports: hidden, because MARKET_DATA_API_URL is not set and demo mode is off",
      "the models' genuine accessories pages (/{model}/accessories): hidden, because ACCESSORIES_API_URL is not set and demo mode is off",
    ]);
    expect(serviceSourceNotes(parseEnv({}))).toContain(
      "the PPSR report: a sample with invented data (demo mode; set PPSR_API_URL for the real service)",
    );
  });
});

describe("a site's switches as the process can honour them", () => {
  const car: SidebarCar = {
    id: "car-1",
    slug: "2020-toyota-rav4-hs1",
    status: "in_stock",
    reserved: false,
    price: 36_990,
    carType: "used",
    vin: "JTMW1RFV00D012345",
    nvic: null,
    historyReportUrl: "/files/history/HS-1.pdf",
    checkoutEnabled: true,
    tradeInAllowed: true,
    dealershipSlug: "harbourside-motors",
  };
  const reportKinds = (config: typeof everyReport) =>
    sidebarActions(car, config, { hasPhone: true })
      .map((action) => (action.kind === "plugin-report" ? action.report : action.kind))
      .filter((kind) => ["history-report", "autogauge", "car-analysis", "ppsr"].includes(kind));

  it("offer every report in demo mode, as samples", () => {
    const config = withServiceSources(everyReport, serviceSources(parseEnv({})));
    expect(config).toBe(everyReport);
    expect(reportKinds(config)).toEqual(["history-report", "autogauge", "car-analysis", "ppsr"]);
  });

  it("offer no report on a deployment without the services, and only the one whose service is set", () => {
    expect(
      reportKinds(withServiceSources(everyReport, serviceSources(parseEnv({ ...deployment, ...stripe })))),
    ).toEqual([]);
    const ppsrOnly = serviceSources(parseEnv({ ...deployment, ...stripe, PPSR_API_URL: "https://ppsr.example/api" }));
    expect(reportKinds(withServiceSources(everyReport, ppsrOnly))).toEqual(["ppsr"]);
  });

  it("switch reserve online, buy online and online payment off where nothing takes a card", () => {
    const config = withServiceSources(
      everyReport,
      serviceSources(parseEnv({ ...deployment, PAYMENT_PROVIDER: "none" })),
    );
    const kinds = (sources: typeof everyReport) =>
      sidebarActions(car, sources, { hasPhone: true }).map((action) => action.kind);
    expect(kinds(withServiceSources(everyReport, serviceSources(parseEnv({}))))).toContain("reserve");
    expect(config.features).toMatchObject({ checkout: false, onlineSale: false, onlinePayment: false });
    expect(sidebarActions(car, config, { hasPhone: true }).map((action) => action.kind)).not.toContain("reserve");
  });
});
