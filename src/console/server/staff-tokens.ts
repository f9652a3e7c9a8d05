import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { hashToken } from "@/accounts/session";
import type { Db } from "@/platform/db/connect";
import { staffTokens } from "@/platform/db/schema";

// The single-use links of the console's e-mails (decision 048): an invitation (7 days) or a
// password reset (1 hour). The link holds 32 random bytes; staff_tokens holds their SHA-256, as
// staff_sessions does. A new link of a purpose ends the account's earlier ones of that purpose, so
// only the newest e-mail works; using a link marks it used in the same statement that finds it.

export type StaffTokenPurpose = "invite" | "reset";

export const staffTokenLifetimes: Record<StaffTokenPurpose, number> = {
  invite: 7 * 24 * 60 * 60_000,
  reset: 60 * 60_000,
};

export async function issueStaffToken(
  db: Db,
  input: { staffAccountId: string; purpose: StaffTokenPurpose; createdByStaffId?: string | null; now?: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const now = input.now ?? new Date();
  await db
    .update(staffTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffTokens.staffAccountId, input.staffAccountId),
        eq(staffTokens.purpose, input.purpose),
        isNull(staffTokens.usedAt),
      ),
    );
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + staffTokenLifetimes[input.purpose]);
  await db.insert(staffTokens).values({
    staffAccountId: input.staffAccountId,
    purpose: input.purpose,
    tokenHash: hashToken(token),
    expiresAt,
    createdByStaffId: input.createdByStaffId ?? null,
  });
  return { token, expiresAt };
}

export type StaffTokenState =
  { kind: "valid"; staffAccountId: string } | { kind: "used" } | { kind: "expired" } | { kind: "unknown" };

/** What a link's token is now, without using it (the page shows the form or says why not). */
export async function checkStaffToken(
  db: Db,
  purpose: StaffTokenPurpose,
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<StaffTokenState> {
  if (!token || token.length > 200) return { kind: "unknown" };
  const [row] = await db
    .select()
    .from(staffTokens)
    .where(and(eq(staffTokens.tokenHash, hashToken(token)), eq(staffTokens.purpose, purpose)))
    .limit(1);
  if (!row) return { kind: "unknown" };
  if (row.usedAt) return { kind: "used" };
  if (row.expiresAt <= now) return { kind: "expired" };
  return { kind: "valid", staffAccountId: row.staffAccountId };
}

/** Uses a link: marks it used if it is live, in one statement; the account it was for, or null. */
export async function useStaffToken(
  db: Db,
  purpose: StaffTokenPurpose,
  token: string,
  now: Date = new Date(),
): Promise<string | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .update(staffTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffTokens.tokenHash, hashToken(token)),
        eq(staffTokens.purpose, purpose),
        isNull(staffTokens.usedAt),
        gt(staffTokens.expiresAt, now),
      ),
    )
    .returning({ staffAccountId: staffTokens.staffAccountId });
  return row?.staffAccountId ?? null;
}

/** Whether the account has an invitation it has not used (the staff list's "invited"). */
export async function hasOpenInvitation(db: Db, staffAccountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staffTokens.id })
    .from(staffTokens)
    .where(
      and(
        eq(staffTokens.staffAccountId, staffAccountId),
        eq(staffTokens.purpose, "invite"),
        isNull(staffTokens.usedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}
