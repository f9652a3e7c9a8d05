import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/platform/db";
import { cars } from "@/platform/db/schema";
import { env, type Env } from "@/platform/env";
import { serviceSources } from "@/platform/outside-services";
import type { Site } from "@/sites/get-site";
import type { CarDetail } from "../get-car";
import { carSheet } from "../pdf";
import { getMarketCandidates } from "../market-comparison";
import { httpCarHistoryProvider, sampleCarHistoryProvider, type CarHistoryProvider } from "./car-history";
import {
  httpMarketDataProvider,
  marketAnalysis,
  sampleMarketDataProvider,
  type MarketDataProvider,
} from "./market-analysis";
import type { PluginReportKind } from "./plugin-reports";
import { ReportServiceMissingError } from "./report-errors";
import { httpPpsrProvider, localPpsrProvider, type PpsrProvider, type PpsrVehicle } from "./ppsr";
import {
  autogaugeReportPdf,
  carAnalysisReportPdf,
  historyReportPdf,
  ppsrReportPdf,
  type ReportContext,
} from "./report-pdfs";

// The report files a vehicle page links to, built when they are asked for: the Car History Report
// and the plugin reports, from the outside services configured, or in demo mode from stand-ins whose
// reports say they are samples (decision 037). Where neither is there, the site's effective config
// has the report switched off (src/sites/service-features.ts), so no page links here.

/** The register the local PPSR answers from: the platform's stock, by VIN. */
async function stockRegister(vin: string): Promise<PpsrVehicle | null> {
  const db = await getDb();
  const [car] = await db
    .select({
      vin: cars.vin,
      year: cars.year,
      make: cars.make,
      model: cars.model,
      colour: cars.colour,
      body: cars.simpleBody,
      regplate: cars.regplate,
      state: cars.state,
      regoExpiry: cars.regoExpiry,
    })
    .from(cars)
    .where(sql`upper(${cars.vin}) = ${vin}`)
    .limit(1);
  return car ? { ...car, vin } : null;
}

const serviceOptions = (url: string, apiKey: string | undefined, config: Env) => ({
  url,
  apiKey,
  timeoutMs: config.PROVIDER_TIMEOUT_MS,
});

/** The PPSR search in use: the service at PPSR_API_URL, the demo's stand-in, or none. */
export function ppsrProvider(config: Env = env()): PpsrProvider | null {
  if (config.PPSR_API_URL) return httpPpsrProvider(serviceOptions(config.PPSR_API_URL, config.PPSR_API_KEY, config));
  return serviceSources(config).ppsr === "sample" ? localPpsrProvider(stockRegister) : null;
}

/** The vehicle history service in use: CAR_HISTORY_API_URL's, the demo's stand-in, or none. */
export function carHistoryProvider(config: Env = env()): CarHistoryProvider | null {
  if (config.CAR_HISTORY_API_URL) {
    return httpCarHistoryProvider(serviceOptions(config.CAR_HISTORY_API_URL, config.CAR_HISTORY_API_KEY, config));
  }
  return serviceSources(config).carHistory === "sample" ? sampleCarHistoryProvider : null;
}

/** The market data in use: MARKET_DATA_API_URL's service, the demo's own stock, or none. */
export function marketDataProvider(config: Env = env()): MarketDataProvider | null {
  if (config.MARKET_DATA_API_URL) {
    return httpMarketDataProvider(serviceOptions(config.MARKET_DATA_API_URL, config.MARKET_DATA_API_KEY, config));
  }
  return serviceSources(config).marketData === "sample" ? sampleMarketDataProvider(getMarketCandidates) : null;
}

export type CarReportRequest = {
  site: Site;
  detail: CarDetail;
  /** The dealer's logo for the band. */
  logoUrl: string | null;
  /** The car's page, printed in the footer. */
  url: string | null;
  now: Date;
};

function contextOf({ site, detail, logoUrl, url, now }: CarReportRequest, sample: boolean): ReportContext {
  const { row } = detail;
  return {
    sample,
    sheet: carSheet(detail, site.config),
    car: { year: row.year, km: row.km, vin: row.vin, listedAt: row.createdAt },
    accent: site.config.theme.colors.primary,
    logoUrl,
    url,
    createdAt: now,
  };
}

/**
 * The car's Car History Report as a PDF: its history and, with a VIN, the register checks, when a
 * PPSR search of the same kind (real, or the demo's sample) is there too. A history service that
 * holds no record of the car makes a report that says so.
 */
export async function carHistoryReport(request: CarReportRequest): Promise<Uint8Array<ArrayBuffer>> {
  const { row } = request.detail;
  const histories = carHistoryProvider();
  if (!histories) throw new ReportServiceMissingError("no vehicle history service is configured");
  const ppsr = ppsrProvider();
  const certificate =
    row.vin && ppsr && ppsr.sample === histories.sample
      ? await ppsr.search({ vin: row.vin, searchedAt: request.now })
      : null;
  const history = await histories.history(row);
  return historyReportPdf(contextOf(request, histories.sample), history, certificate);
}

/** One plugin report of the car as a PDF; the caller has checked the site offers it for this car. */
export async function pluginReport(
  kind: PluginReportKind,
  request: CarReportRequest,
): Promise<Uint8Array<ArrayBuffer>> {
  const { row } = request.detail;
  switch (kind) {
    case "autogauge":
    case "car-analysis": {
      const market = marketDataProvider();
      if (!market) throw new ReportServiceMissingError("no market data service is configured");
      const analysis = marketAnalysis(row, await market.comparables(row), request.now);
      const context = contextOf(request, market.sample);
      return kind === "autogauge" ? autogaugeReportPdf(context, analysis) : carAnalysisReportPdf(context, analysis);
    }
    case "ppsr": {
      const ppsr = ppsrProvider();
      if (!ppsr) throw new ReportServiceMissingError("no PPSR search service is configured");
      const certificate = await ppsr.search({ vin: row.vin ?? "", searchedAt: request.now });
      return ppsrReportPdf(contextOf(request, ppsr.sample), certificate);
    }
  }
}
