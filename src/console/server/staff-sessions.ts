import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { hashToken } from "@/accounts/session";
import type { Db } from "@/platform/db/connect";
import { staffAccounts, staffSessions } from "@/platform/db/schema";
import { openSecret, sealSecret } from "./secret-box";

// Console sessions (decision 042): a 32-byte random token in the `__Host-console` cookie, its SHA-256
// in staff_sessions. A session ends 12 hours after sign-in whatever happens, or after 30 minutes
// without a request; signing out or an admin revokes it (the row stays, marked, for the record).
// The half-way session between password and TOTP lasts 10 minutes and opens nothing but that step.

export const staffCookieName = "__Host-console";
export const staffSessionLimits = {
  absoluteMs: 12 * 60 * 60_000,
  idleMs: 30 * 60_000,
  secondFactorMs: 10 * 60_000,
  /** last_seen_at is written at most this often, so a busy member costs no write per request. */
  touchEveryMs: 60_000,
};

export type StaffSession = {
  sessionId: string;
  staffAccountId: string;
  email: string;
  name: string;
  awaitingTotp: boolean;
  enrolmentSecret: string | null;
};

/** A new session for the account; the token goes into the cookie and nowhere else. */
export async function createStaffSession(
  db: Db,
  staffAccountId: string,
  options: { awaitingTotp?: boolean; enrolmentSecret?: string | null; now?: Date } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString("base64url");
  const lifetime = options.awaitingTotp ? staffSessionLimits.secondFactorMs : staffSessionLimits.absoluteMs;
  const expiresAt = new Date(now.getTime() + lifetime);
  await db.insert(staffSessions).values({
    staffAccountId,
    tokenHash: hashToken(token),
    awaitingTotp: options.awaitingTotp ?? false,
    // Sealed like a saved secret (decision 048): the offer is a second factor from its first code.
    enrolmentSecret: options.enrolmentSecret ? sealSecret(options.enrolmentSecret) : null,
    lastSeenAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * The live session a token names: not revoked, not past its end, used within the idle limit, of an
 * account that is not disabled. Null otherwise. A full session's last use is brought up to date.
 */
export async function findStaffSession(
  db: Db,
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<StaffSession | null> {
  if (!token || token.length > 200) return null;
  const idleSince = new Date(now.getTime() - staffSessionLimits.idleMs);
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      staffAccountId: staffAccounts.id,
      email: staffAccounts.email,
      name: staffAccounts.name,
      awaitingTotp: staffSessions.awaitingTotp,
      enrolmentSecret: staffSessions.enrolmentSecret,
      lastSeenAt: staffSessions.lastSeenAt,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffSessions.staffAccountId, staffAccounts.id))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        isNull(staffSessions.revokedAt),
        isNull(staffAccounts.disabledAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleSince),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { lastSeenAt, enrolmentSecret, ...rest } = row;
  const session = { ...rest, enrolmentSecret: enrolmentSecret ? openSecret(enrolmentSecret) : null };
  if (!row.awaitingTotp && now.getTime() - lastSeenAt.getTime() >= staffSessionLimits.touchEveryMs) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.sessionId));
  }
  return session;
}

/** Ends the session a token names (sign-out, or the old one at the next sign-in); its account, if any. */
export async function revokeStaffSession(
  db: Db,
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<string | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.revokedAt)))
    .returning({ staffAccountId: staffSessions.staffAccountId });
  return row?.staffAccountId ?? null;
}

/** Ends every live session of an account (an admin's revocation, a disabled account); how many were live. */
export async function revokeAllStaffSessions(db: Db, staffAccountId: string, now: Date = new Date()): Promise<number> {
  const rows = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffSessions.staffAccountId, staffAccountId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - staffSessionLimits.idleMs)),
      ),
    )
    .returning({ id: staffSessions.id });
  return rows.length;
}

/** Cookie attributes: this host only (`__Host-`, no Domain), never to scripts, never cross-site POSTs. */
export function staffCookieOptions(expiresAt: Date) {
  return {
    path: "/",
    httpOnly: true,
    secure: true,
    sameSite: "lax" as const,
    expires: expiresAt,
  };
}
