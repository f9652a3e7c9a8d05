import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/platform/db";
import { cars } from "@/platform/db/schema";
import type { Site } from "@/sites/get-site";
import type { CarDetail } from "../get-car";
import { carSheet } from "../pdf";
import { getMarketCandidates } from "../market-comparison";
import { carHistory } from "./car-history";
import { marketAnalysis } from "./market-analysis";
import type { PluginReportKind } from "./plugin-reports";
import { localPpsrProvider, type PpsrProvider, type PpsrVehicle } from "./ppsr";
import {
  autogaugeReportPdf,
  carAnalysisReportPdf,
  historyReportPdf,
  ppsrReportPdf,
  type ReportContext,
} from "./report-pdfs";

// The report files a vehicle page links to, built from the platform's own data at the moment they
// are asked for: the Car History Report and the plugin reports.

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

/** The PPSR search in use: the local one (no PPSR account is configured on this platform). */
export function ppsrProvider(): PpsrProvider {
  return localPpsrProvider(stockRegister);
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

function contextOf({ site, detail, logoUrl, url, now }: CarReportRequest): ReportContext {
  const { row } = detail;
  return {
    sheet: carSheet(detail, site.config),
    car: { year: row.year, km: row.km, vin: row.vin, listedAt: row.createdAt },
    accent: site.config.theme.colors.primary,
    logoUrl,
    url,
    createdAt: now,
  };
}

/** The car's Car History Report as a PDF: its history and, with a VIN, the register checks. */
export async function carHistoryReport(request: CarReportRequest): Promise<Uint8Array<ArrayBuffer>> {
  const { row } = request.detail;
  const certificate = row.vin ? await ppsrProvider().search({ vin: row.vin, searchedAt: request.now }) : null;
  return historyReportPdf(contextOf(request), carHistory(row), certificate);
}

/** One plugin report of the car as a PDF; the caller has checked the site offers it for this car. */
export async function pluginReport(
  kind: PluginReportKind,
  request: CarReportRequest,
): Promise<Uint8Array<ArrayBuffer>> {
  const { row } = request.detail;
  const context = contextOf(request);
  switch (kind) {
    case "autogauge":
    case "car-analysis": {
      const market = marketAnalysis(row, await getMarketCandidates(row), request.now);
      return kind === "autogauge" ? autogaugeReportPdf(context, market) : carAnalysisReportPdf(context, market);
    }
    case "ppsr":
      return ppsrReportPdf(context, await ppsrProvider().search({ vin: row.vin ?? "", searchedAt: request.now }));
  }
}
