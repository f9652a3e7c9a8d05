// Lender fee schedules. A schedule is named so a disclaimer or a test can say which one applied.

export type FeeSchedule = {
  name: string;
  establishment: number;
  securityRegistration: number;
  agency: number;
  /** Charged with every month of the loan, whatever the repayment frequency. */
  monthlyAccountFee: number;
};

export const noFees: FeeSchedule = {
  name: "No fees",
  establishment: 0,
  securityRegistration: 0,
  agency: 0,
  monthlyAccountFee: 0,
};

export function establishmentOnly(name: string, establishment: number): FeeSchedule {
  return { ...noFees, name, establishment };
}

export const taurusFees = establishmentOnly("Taurus establishment fee", 1360.5);
export const angleFees = establishmentOnly("Angle establishment fee", 1300);

/**
 * What a lender on the youX panel charges: an establishment fee and a monthly account fee. The
 * amounts are calibrated on the product's own sample disclaimer — "a 5-year term at 6.29% p.a.
 * (comparison 8.19%)" on the $30,000 benchmark — which only fees of about this size explain.
 */
export const youxPanelFees: FeeSchedule = {
  name: "youX panel lender fees",
  establishment: 975,
  securityRegistration: 0,
  agency: 0,
  monthlyAccountFee: 8,
};

/** The manufacturer-finance schedule the product lists for one brand: four separate charges. */
export const brandFinanceFees: FeeSchedule = {
  name: "Brand finance fees",
  establishment: 395,
  securityRegistration: 6,
  agency: 912.25,
  monthlyAccountFee: 8,
};

/** Fees charged once, at settlement. */
export function oneOffFees(fees: FeeSchedule): number {
  return fees.establishment + fees.securityRegistration + fees.agency;
}
