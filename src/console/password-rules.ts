import { dictionary } from "@zxcvbn-ts/language-common";

// What a staff password must be (OWASP ASVS 4.0 §2.1, decision 042): at least 12 characters
// (2.1.1), up to 128 and never cut short (2.1.2, 2.1.3), any characters including spaces and emoji
// (2.1.4), no rules about mixing kinds (2.1.9), and not one of the commonly breached passwords
// (2.1.7), checked against a list bundled with the code: no network call. Lengths count characters
// as a person sees them (code points), not UTF-16 units.

export const minPasswordLength = 12;
export const maxPasswordLength = 128;

// zxcvbn-ts's list of ~49,000 passwords most seen in breaches, lower-cased for the comparison.
const commonPasswords = new Set(dictionary["passwords-common"].map((password) => password.toLowerCase()));

export type PasswordProblem = { message: string } | null;

/** Why `password` cannot be a staff password, or null when it can. `email` is the account's own address. */
export function passwordProblem(password: string, email?: string): PasswordProblem {
  const length = [...password].length;
  if (length < minPasswordLength) return { message: `Use at least ${minPasswordLength} characters.` };
  if (length > maxPasswordLength) return { message: `Use at most ${maxPasswordLength} characters.` };
  const folded = password.toLowerCase();
  if (commonPasswords.has(folded) || commonPasswords.has(folded.trim())) {
    return { message: "This password is one of the most common in data breaches. Choose another." };
  }
  if (new Set(folded).size < 4) return { message: "Use more than a few different characters." };
  if (email && [email.toLowerCase(), email.toLowerCase().split("@")[0]].includes(folded)) {
    return { message: "Do not use your e-mail address as the password." };
  }
  return null;
}
