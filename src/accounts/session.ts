import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { sessions, users } from "@/platform/db/schema";

// Server-side sessions: the browser holds a random token in a `__Host-` cookie (HttpOnly, Secure,
// SameSite=Lax, Path=/, no Domain: it goes back to this host only); the database holds its SHA-256,
// the user and the site. A token is looked up with its site, so a session made on one dealer's site
// is worth nothing on another's even if the cookie were carried over.

export const sessionCookieName = "__Host-session";
/** Sessions last 30 days from sign-in, then the shopper signs in again. */
export const sessionLifetimeMs = 30 * 24 * 60 * 60_000;

export type Account = { userId: string; phone: string; sessionId: string };

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new session for the user on the site; the token goes into the cookie and nowhere else. */
export async function createSession(
  db: Db,
  siteId: string,
  userId: string,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs);
  await db.insert(sessions).values({ siteId, userId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** The signed-in shopper a token belongs to on this site; null for no token, another site's, or an expired one. */
export async function findAccount(
  db: Db,
  siteId: string,
  token: string | null,
  now: Date = new Date(),
): Promise<Account | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ userId: users.id, phone: users.phone, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        eq(sessions.siteId, siteId),
        eq(users.siteId, siteId),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Ends the session the token names on this site (sign-out, or rotation at the next sign-in). */
export async function revokeSession(db: Db, siteId: string, token: string | null): Promise<void> {
  if (!token || token.length > 200) return;
  await db.delete(sessions).where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.siteId, siteId)));
}

/** The session token in a Cookie header, if any. */
export function readSessionToken(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === sessionCookieName) return value.join("=") || null;
  }
  return null;
}

/** The Set-Cookie value that stores the token until the session expires. */
export function sessionCookie(token: string, expiresAt: Date): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return `${sessionCookieName}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`;
}

/** The Set-Cookie value that deletes it. */
export function clearedSessionCookie(): string {
  return `${sessionCookieName}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`;
}
