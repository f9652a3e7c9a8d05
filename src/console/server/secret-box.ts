import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { staffSecretKey } from "@/platform/security/staff-secret-key";

// TOTP secrets at rest (decision 048): AES-256-GCM under STAFF_SECRET_KEY, stored as
// `v1:` + base64url(12-byte IV ‖ 16-byte tag ‖ ciphertext). A database copy without the key gives no
// second factor. The key, and the demo's fixed stand-in, come from src/platform/security/staff-secret-key.ts.
// A value without the prefix is a secret saved before encryption: read as it is, sealed when next
// written (signInWithTotp, sealPlaintextTotpSecrets at start).

const prefix = "v1:";

export function isSealed(stored: string): boolean {
  return stored.startsWith(prefix);
}

export function sealSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", staffSecretKey(), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return prefix + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The secret a stored value holds (a legacy plaintext value as it is); throws when the key is wrong. */
export function openSecret(stored: string): string {
  if (!isSealed(stored)) return stored;
  const raw = Buffer.from(stored.slice(prefix.length), "base64url");
  const decipher = createDecipheriv("aes-256-gcm", staffSecretKey(), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}
