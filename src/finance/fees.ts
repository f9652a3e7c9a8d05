// Lender fee schedules, exactly as the product lists them: an establishment fee of 1360.5 for one
// provider (Taurus) and 1300 for another (Angle), the four-part schedule of one brand (Nissan
// Finance), and none for every other provider (decision 039). A schedule is named so a disclaimer
// or a test can say which one applied.

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
