import "server-only";
import { createHash } from "node:crypto";

// Optimistic versioning without a version column (decision 053): a record's version is a digest of
// what its form shows. The form carries the version it was opened with; a save or a move whose
// version no longer matches the row (read locked in the save's transaction) is refused as a conflict.
// It catches a change made any way (another member, a script, an operator's SQL), not only the ones
// that remember to raise a counter.

export function recordVersion(values: readonly unknown[]): string {
  return createHash("sha256").update(JSON.stringify(values)).digest("base64url").slice(0, 22);
}

/** Whether an error from the database is a unique constraint's refusal (two saves racing for one address). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ("code" in current && current.code === "23505") return true;
  }
  return false;
}
