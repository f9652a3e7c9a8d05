import type { SiteConfig } from "@/sites/config-schema";

export interface ReturnTerms {
  days: number;
  maxKm: number;
  conditions: readonly string[];
}

/** What the dealer promises with one car; every part is null or empty when it does not apply. */
export interface Assurances {
  warrantyYears: 3 | 5 | 7 | null;
  certifiedBenefits: readonly string[];
  returnTerms: ReturnTerms | null;
  /** The dealer's used-car money-back guarantee, in its words. */
  guarantee: string | null;
}

type AssuranceConfig = {
  vehiclePage: Pick<SiteConfig["vehiclePage"], "warrantyYears" | "certifiedBenefits">;
  checkout: Pick<SiteConfig["checkout"], "returnTerms" | "guaranteeText">;
};

/**
 * The warranty and benefits come with the dealer's certified used cars (a site that lists no
 * benefits certifies without promising any); the return terms and the money-back guarantee cover
 * every used car when the site offers them. New and demo cars get none: their warranty is the maker's.
 */
export function vehicleAssurances(
  car: { carType: "new" | "used" | "demo"; certified: boolean },
  config: AssuranceConfig,
): Assurances | null {
  const used = car.carType === "used";
  const certified = used && car.certified;
  const benefits = certified ? config.vehiclePage.certifiedBenefits : [];
  const warrantyYears = certified && benefits.length > 0 ? config.vehiclePage.warrantyYears : null;
  const { enabled, days, maxKm, conditions } = config.checkout.returnTerms;
  const returnTerms = used && enabled ? { days, maxKm, conditions } : null;
  const guarantee = used ? config.checkout.guaranteeText : null;
  if (warrantyYears === null && benefits.length === 0 && returnTerms === null && guarantee === null) return null;
  return { warrantyYears, certifiedBenefits: benefits, returnTerms, guarantee };
}
