// The Car History Report's story of a car: its owners and odometer readings, from a vehicle history
// service (CAR_HISTORY_API_URL) or, in demo mode only, the stand-in below, which draws the readings
// between compliance and listing from the stock number (so a car tells the same history every time,
// always rising to the odometer the dealer listed): invented, so its reports say they are samples
// (decision 037).

import { providerJson, serviceUrl, type HttpServiceOptions } from "@/platform/provider-http";
import { createRandom, hashString } from "@/platform/random";
import { z } from "@/platform/zod";

export type CarHistoryCar = {
  stocknum: string;
  year: number;
  km: number;
  carType: string;
  complianceDate: string | null;
  buildDate: string | null;
  regplate: string | null;
  state: string | null;
  regoExpiry: string | null;
  /** When the dealer listed the car: the last reading is the dealer's inspection then. */
  createdAt: Date;
};

export type OdometerReading = {
  /** `yyyy-mm-dd`. */
  date: string;
  km: number;
  /** Where the reading was taken: "Logbook service", "Registration renewal", "Dealer inspection"… */
  source: string;
};

export type CarHistory = {
  owners: number;
  readings: OdometerReading[];
  /** Km a year between the first and last readings; null over less than a month. */
  kmPerYear: number | null;
};

const dayMs = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The date the car entered the road: compliance, else build, else 1 January of its year. */
function startOf(car: CarHistoryCar): number {
  const date = car.complianceDate ?? car.buildDate;
  const parsed = date ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
  return Number.isNaN(parsed) ? Date.UTC(car.year, 0, 1) : parsed;
}

/** The car's history: owners and odometer readings from compliance to the dealer's inspection. */
export function carHistory(car: CarHistoryCar): CarHistory {
  const rng = createRandom(hashString(`history:${car.stocknum}`));
  const end = car.createdAt.getTime();
  const start = Math.min(startOf(car), end);
  const km = Math.max(0, Math.round(car.km));
  const years = (end - start) / (365.25 * dayMs);

  const readings: OdometerReading[] = [{ date: isoDay(start), km: 0, source: "Compliance" }];
  // A reading a year or so apart: services, with a registration renewal now and then.
  const marks: number[] = [];
  for (let at = start + rng.int(300, 400) * dayMs; at < end - 30 * dayMs; at += rng.int(300, 420) * dayMs) {
    marks.push(at);
  }
  for (const at of marks) {
    // Use rises with time, a little unevenly, and never passes the listed odometer.
    const share = ((at - start) / (end - start)) * rng.float(0.9, 1.05);
    const previous = readings[readings.length - 1]?.km ?? 0;
    readings.push({
      date: isoDay(at),
      km: Math.min(km, Math.max(previous, Math.round((km * share) / 10) * 10)),
      source: rng.chance(0.75) ? "Logbook service" : "Registration renewal",
    });
  }
  readings.push({ date: isoDay(end), km, source: "Dealer inspection" });

  const owners = car.carType === "new" ? 0 : Math.max(1, Math.min(4, 1 + Math.floor(years / rng.int(3, 6))));
  return { owners, readings, kmPerYear: years < 1 / 12 ? null : Math.round(km / years) };
}

/**
 * Whether the readings ever go backwards (a rollback, or a replaced odometer): the first reading
 * lower than one before it, in date order; null when they only rise.
 */
export function odometerInconsistency(readings: readonly OdometerReading[]): OdometerReading | null {
  const ordered = [...readings].sort((a, b) => a.date.localeCompare(b.date));
  let highest = 0;
  for (const reading of ordered) {
    if (reading.km < highest) return reading;
    highest = Math.max(highest, reading.km);
  }
  return null;
}

export interface CarHistoryProvider {
  /** A stand-in with invented readings: what it makes must say it is a sample. */
  readonly sample: boolean;
  /** The car's history; null when the service holds no record of it. */
  history(car: CarHistoryCar & { vin: string | null }): Promise<CarHistory | null>;
}

/** The demo's stand-in: a history drawn from the stock number. */
export const sampleCarHistoryProvider: CarHistoryProvider = {
  sample: true,
  history: (car) => Promise.resolve(carHistory(car)),
};

const historyAnswer = z.object({
  owners: z.coerce.number().int().min(0).max(99),
  odometer_readings: z
    .array(
      z.object({
        date: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}/, "must be a date (yyyy-mm-dd)")
          .transform((value) => value.slice(0, 10)),
        km: z.coerce.number().min(0).max(5_000_000),
        source: z.string().trim().min(1).max(80),
      }),
    )
    .max(500),
});

const dayMsForRate = 24 * 60 * 60 * 1000;

/**
 * A vehicle history service over HTTP: `GET {url}/vehicles/{VIN}/history` with the key as a Bearer
 * token, answering `{ owners, odometer_readings: [{ date, km, source }] }`; 404 when it holds no
 * record. A car without a VIN has no history to ask for.
 */
export function httpCarHistoryProvider(options: HttpServiceOptions): CarHistoryProvider {
  return {
    sample: false,
    async history(car) {
      const vin = car.vin?.trim().toUpperCase();
      if (!vin) return null;
      const answer = await providerJson(
        {
          service: "vehicle history service",
          url: serviceUrl(options.url, `vehicles/${encodeURIComponent(vin)}/history`),
          apiKey: options.apiKey,
          timeoutMs: options.timeoutMs,
        },
        historyAnswer,
      );
      if (!answer) return null;
      const readings = [...answer.odometer_readings].sort((a, b) => a.date.localeCompare(b.date));
      const first = readings[0];
      const last = readings[readings.length - 1];
      const years = first && last ? (Date.parse(last.date) - Date.parse(first.date)) / (365.25 * dayMsForRate) : 0;
      return {
        owners: answer.owners,
        readings: readings.map((reading) => ({ ...reading, km: Math.round(reading.km) })),
        kmPerYear: first && last && years >= 1 / 12 ? Math.round((last.km - first.km) / years) : null,
      };
    },
  };
}
