// The platform's default finance ranges, on their own so that browser code (finance/providers.ts
// compares a site's ranges with them) need not load every default and, through it, the config schema.

export const defaultInterestRange: Readonly<{ min: number; max: number; step: number }> = Object.freeze({
  min: 0.5,
  max: 15,
  step: 0.5,
});

export const defaultPurchasePriceRange: Readonly<{ min: number; max: number }> = Object.freeze({
  min: 1_000,
  max: 250_000,
});
