import { hash, verify } from "@node-rs/argon2";
import { randomBytes } from "node:crypto";

// Password hashing (decision 042): argon2id with OWASP's recommended minimum (19 MiB, 2 passes, one
// lane), stored as the PHC string, which carries the parameters and salt, so stronger settings later
// still verify today's hashes.

const argon2id = 2; // @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolated modules cannot read)
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize("NFC"), options);
}

/** Whether `password` matches the stored hash; false (never an exception) for a hash that is not one. */
export async function passwordMatches(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password.normalize("NFC"));
  } catch {
    return false;
  }
}

// Compared against when no account answers to an e-mail address, so a wrong address takes as long
// as a wrong password and the time taken tells nothing.
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return decoyHash;
}

/** A password for a new account, shown once: 20 characters from a 56-letter alphabet (about 116 bits). */
export function generatePassword(): string {
  const alphabet = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(20);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("");
}
