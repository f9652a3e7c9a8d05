// The limits of the youX quote request, apart from its schema (quote-schema.ts, full zod, checked
// on the server) so the browser can build a request without loading zod.

/** The site never asks the shopper: every quote is priced for a great credit history. */
export const selfAssessedCreditScore = "GREAT";

export const maxQuotePurchasePrice = 10_000_000;
export const loanTermYearsRange = { min: 1, max: 7 } as const;
export const maxWhoIsHelpingLength = 100;

export const vinPattern = /^[A-HJ-NPR-Z0-9]{17}$/;
export const nvicPattern = /^[A-Z0-9]{1,10}$/;
