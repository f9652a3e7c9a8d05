// The Car History Report's story of a car, drawn by the platform from what it holds about the car:
// its compliance date, odometer, registration and listing date. The readings between compliance and
// listing are drawn from the stock number, so a car tells the same history every time it is asked,
// always rising to the odometer the dealer listed.

import { createRandom, hashString } from "@/platform/random";

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
  source: "Compliance" | "Logbook service" | "Registration renewal" | "Dealer inspection";
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
