// The market the trade-in offer is read from: used and demo cars of the same make and model, two
// model years either side, with similar kilometres, in stock or sold recently, across every dealer
// on the platform (decision 018). Only counts and the computed offer ever leave this module, never
// another dealer's car.

import { and, between, gt, gte, inArray, ne, or, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { cars } from "@/platform/db/schema";
import { similarKmRange, valuationRules, type Comparable, type SubjectCar } from "./valuation";

/** Sold cars count as comparables for this many days after the sale. */
export const recentlySoldDays = 90;

const dayMs = 86_400_000;

/** Candidate comparables for the car; `selectComparables` (valuation.ts) then picks state or national. */
export async function findComparableCandidates(db: Db, car: SubjectCar, now: Date): Promise<Comparable[]> {
  const km = similarKmRange(car.km);
  const soldSince = new Date(now.getTime() - recentlySoldDays * dayMs);
  return db
    .select({
      make: cars.make,
      model: cars.model,
      badge: cars.badge,
      year: cars.year,
      km: cars.km,
      price: cars.price,
      state: cars.state,
    })
    .from(cars)
    .where(
      and(
        sql`lower(${cars.make}) = ${car.make.trim().toLowerCase()}`,
        sql`lower(${cars.model}) = ${car.model.trim().toLowerCase()}`,
        between(cars.year, car.year - valuationRules.yearWindow, car.year + valuationRules.yearWindow),
        between(cars.km, km.min, km.max),
        gt(cars.price, 0),
        ne(cars.carType, "new"),
        or(inArray(cars.status, ["in_stock", "coming_soon"]), gte(cars.soldAt, soldSince)),
      ),
    );
}
