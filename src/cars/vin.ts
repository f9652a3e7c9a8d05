// A VIN's check digit (ISO 3779 as North America requires it: the 9th character). The stock API and
// feeds warn when it does not match, and store the car anyway (issue 28): vehicles built for other
// markets (much of Australia's Japanese and European stock) need not carry one, so a mismatch is a
// prompt to check the VIN for a typing slip, not proof that it is wrong.

const letterValues: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** The check digit a 17-character VIN should carry ("0"–"9" or "X"); null for anything else. */
export function expectedCheckDigit(vin: string): string | null {
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return null;
  let sum = 0;
  for (let at = 0; at < 17; at += 1) {
    const character = vin[at] ?? "";
    const value = /\d/.test(character) ? Number(character) : (letterValues[character] ?? 0);
    sum += value * (weights[at] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? "X" : String(remainder);
}

/** The warning for a VIN whose check digit does not match, or null when it does (or is not a VIN). */
export function vinCheckDigitWarning(vin: string): string | null {
  const expected = expectedCheckDigit(vin);
  if (expected === null || vin[8] === expected) return null;
  return `vin ${vin} has ${vin[8] ?? "?"} as its check digit (9th character) where ${expected} was expected: check it for a typing slip (stored as sent)`;
}
