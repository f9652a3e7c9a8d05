// The Australian Business Number: eleven digits whose check the ATO publishes (the modulus 89 rule:
// subtract 1 from the first digit, weight the digits 10, 1, 3, 5, … 19, and the sum divides by 89).
// A dealer's receipts and footer carry it; a mistyped one in a site's config fails at load.

const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/** The eleven digits of an ABN as written ("51 824 753 556", "51824753556"), or null. */
function abnDigits(text: string): number[] | null {
  const compact = text.replace(/\s/g, "");
  if (!/^\d{11}$/.test(compact)) return null;
  return Array.from(compact, Number);
}

/** Whether the text is an ABN: eleven digits (spaces allowed) that pass the ATO's check. */
export function isValidAbn(text: string): boolean {
  const digits = abnDigits(text);
  if (!digits || digits[0] === 0) return false;
  const sum = digits.reduce((total, digit, index) => total + (index === 0 ? digit - 1 : digit) * weights[index]!, 0);
  return sum % 89 === 0;
}

/** "51 824 753 556": the way the ATO and the ABN Lookup write it. */
export function formatAbn(text: string): string {
  const compact = text.replace(/\s/g, "");
  return `${compact.slice(0, 2)} ${compact.slice(2, 5)} ${compact.slice(5, 8)} ${compact.slice(8)}`;
}
