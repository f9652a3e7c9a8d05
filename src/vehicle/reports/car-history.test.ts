import { describe, expect, it } from "vitest";
import { carHistory, type CarHistoryCar } from "./car-history";

const car: CarHistoryCar = {
  stocknum: "HS-10234",
  year: 2019,
  km: 84_350,
  carType: "used",
  complianceDate: "2019-04-01",
  buildDate: "2019-03-01",
  regplate: "CX12AB",
  state: "NSW",
  regoExpiry: "2027-02-01",
  createdAt: new Date("2026-10-15T00:00:00Z"),
};

describe("carHistory", () => {
  it("rises from zero at compliance to the listed odometer at the dealer's inspection, in date order", () => {
    const { readings } = carHistory(car);
    expect(readings[0]).toEqual({ date: "2019-04-01", km: 0, source: "Compliance" });
    expect(readings.at(-1)).toEqual({ date: "2026-10-15", km: 84_350, source: "Dealer inspection" });
    expect(readings.length).toBeGreaterThan(5);
    for (let index = 1; index < readings.length; index += 1) {
      const [before, after] = [readings[index - 1], readings[index]];
      expect(after?.km).toBeGreaterThanOrEqual(before?.km ?? 0);
      expect((after?.date ?? "") > (before?.date ?? "")).toBe(true);
    }
  });

  it("tells the same history every time, and a different one for another car", () => {
    expect(carHistory(car)).toEqual(carHistory(car));
    expect(carHistory({ ...car, stocknum: "HS-10235" }).readings).not.toEqual(carHistory(car).readings);
  });

  it("counts owners of a used car and works out its yearly use", () => {
    const history = carHistory(car);
    expect(history.owners).toBeGreaterThanOrEqual(1);
    expect(history.owners).toBeLessThanOrEqual(4);
    expect(history.kmPerYear).toBeGreaterThan(11_000);
    expect(history.kmPerYear).toBeLessThan(14_000);
    expect(carHistory({ ...car, carType: "new", km: 10 }).owners).toBe(0);
  });

  it("falls back to the build year without dates, and never dates a reading after the listing", () => {
    const history = carHistory({ ...car, complianceDate: null, buildDate: null, year: 2027 });
    expect(history.readings.map((reading) => reading.date)).toEqual(["2026-10-15", "2026-10-15"]);
    expect(history.kmPerYear).toBeNull();
  });
});
