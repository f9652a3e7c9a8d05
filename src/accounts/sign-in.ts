import { createHash } from "node:crypto";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { signInCodes, users } from "@/platform/db/schema";
import { logger } from "@/platform/logger";
import { australianMobileE164 } from "@/platform/phone";
import { cleanCode, codeMatches, codeRules, generateCode, hashCode, newCodeId } from "./codes";
import { takeRateLimit } from "@/platform/rate-limit";
import { defaultSignInLimits, type SignInLimits, type WindowLimit } from "./rate-limit";
import { createSession, revokeSession } from "./session";
import { SmsError, type SmsProvider } from "./sms";

// Phone sign-in in two steps: ask for a code (texted to an Australian mobile), then enter it. Both
// answers are the same whether or not the number has signed in before: the account is made only
// when a code is entered correctly, so nothing here tells a stranger who is a customer.

export type AccountSite = { id: string; name: string };

export type SignInContext = {
  /** The caller's address as the nearest proxy saw it; null when unknown. */
  ip: string | null;
  now?: Date;
  limits?: SignInLimits;
};

export type SignInResult = {
  status: 200 | 400 | 429 | 503;
  body: { ok: true; message: string } | { error: string; field?: "phone" | "code" };
  headers?: Record<string, string>;
  /** A new session, on a correct code: the caller sets its cookie. */
  session?: { token: string; expiresAt: Date };
};

export const signInMessages = {
  phone: "Please enter an Australian mobile number, e.g. 0412 345 678.",
  code: "Please enter the 6-digit code from the text message.",
  sent: "We've sent a 6-digit code by SMS. It expires in 10 minutes.",
  wrongCode: "That code is not right, or it has expired. Please check it or ask for a new code.",
  tooManyTries: "That code was entered wrongly too many times. Please ask for a new code.",
  signedIn: "You're signed in.",
  ratePhone: "Too many codes have been asked for with this number. Please try again later.",
  rateVerifyPhone: "Too many codes have been entered for this number. Please try again later.",
  rateIp: "Too many sign-in attempts from your network. Please try again later.",
  unavailable: "Sorry, we couldn't send a code just now. Please try again in a minute.",
} as const;

function hash(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** The text the shopper receives: the code first, so phones can offer to fill it in. */
export function codeMessage(code: string, siteName: string): string {
  return `${code} is your ${siteName} sign-in code. It expires in 10 minutes. Don't share it with anyone.`;
}

type Action = "request" | "verify";
type Scope = "phone" | "ip";

class RateLimited extends Error {
  constructor(
    readonly scope: Scope,
    readonly retryAfter: number,
  ) {
    super(`sign-in rate limited by ${scope}`);
  }
}

/**
 * Counts one attempt against the phone's and the address's limits on the platform's limiter, inside
 * the caller's transaction: the counter rows stay locked until it commits, so two attempts at once
 * cannot both slip under a limit, and a refused attempt's counts roll back with it. Throws
 * `RateLimited` with the seconds to wait.
 */
async function countAttempt(
  tx: Db,
  siteId: string,
  action: Action,
  keys: { phone: string; ip: string },
  limits: { phone: WindowLimit; ip: WindowLimit },
  now: Date,
): Promise<void> {
  for (const scope of ["phone", "ip"] as const) {
    const verdict = await takeRateLimit(
      tx,
      siteId,
      { bucket: `sign-in-${action}:${scope}`, ...limits[scope] },
      hash(keys[scope]),
      now,
    );
    if (!verdict.ok) throw new RateLimited(scope, verdict.retryAfterSeconds);
  }
}

function rateLimited(error: RateLimited, action: Action): SignInResult {
  const message =
    error.scope === "ip"
      ? signInMessages.rateIp
      : action === "request"
        ? signInMessages.ratePhone
        : signInMessages.rateVerifyPhone;
  return { status: 429, body: { error: message }, headers: { "retry-after": String(error.retryAfter) } };
}

function field(input: unknown, name: string): unknown {
  return typeof input === "object" && input !== null ? (input as Record<string, unknown>)[name] : undefined;
}

/** Step one: a new code for the number (earlier unused ones die), texted by the provider. */
export async function requestSignInCode(
  db: Db,
  site: AccountSite,
  input: unknown,
  context: SignInContext & { sms: SmsProvider },
): Promise<SignInResult> {
  const limits = context.limits ?? defaultSignInLimits;
  const now = context.now ?? new Date();
  const rawPhone = field(input, "phone");
  const phone = typeof rawPhone === "string" ? australianMobileE164(rawPhone) : null;
  if (!phone) return { status: 400, body: { error: signInMessages.phone, field: "phone" } };

  const code = generateCode();
  try {
    await db.transaction(async (tx) => {
      await countAttempt(
        tx,
        site.id,
        "request",
        { phone, ip: context.ip ?? "unknown" },
        { phone: limits.requestPerPhone, ip: limits.requestPerIp },
        now,
      );
      // One live code per number: the newest. An older one could otherwise be tried in parallel.
      await tx
        .update(signInCodes)
        .set({ consumedAt: now })
        .where(and(eq(signInCodes.siteId, site.id), eq(signInCodes.phone, phone), isNull(signInCodes.consumedAt)));
      const id = newCodeId();
      await tx.insert(signInCodes).values({
        id,
        siteId: site.id,
        phone,
        codeHash: hashCode(id, code),
        expiresAt: new Date(now.getTime() + codeRules.validForMs),
        createdAt: now,
      });
    });
  } catch (error) {
    if (error instanceof RateLimited) return rateLimited(error, "request");
    logger.error("sign-in code not stored: the database is unavailable", { error: String(error) });
    return { status: 503, body: { error: signInMessages.unavailable } };
  }

  try {
    await context.sms.send({ siteId: site.id, to: phone, body: codeMessage(code, site.name) });
  } catch (error) {
    logger.error("sign-in code not sent", { error: error instanceof SmsError ? error.message : String(error) });
    return { status: 503, body: { error: signInMessages.unavailable } };
  }
  return { status: 200, body: { ok: true, message: signInMessages.sent } };
}

type CodeCheck = { outcome: "signed-in"; userId: string } | { outcome: "wrong" | "retired" };

/**
 * Step two: the code entered for the number. Right: the code is used up, the user made if new, and
 * a new session started (the one the browser had, if any, ended: rotated at sign-in). Wrong: one
 * try fewer; the fifth wrong try retires the code.
 */
export async function verifySignInCode(
  db: Db,
  site: AccountSite,
  input: unknown,
  context: SignInContext & { currentToken?: string | null },
): Promise<SignInResult> {
  const limits = context.limits ?? defaultSignInLimits;
  const now = context.now ?? new Date();
  const rawPhone = field(input, "phone");
  const phone = typeof rawPhone === "string" ? australianMobileE164(rawPhone) : null;
  if (!phone) return { status: 400, body: { error: signInMessages.phone, field: "phone" } };
  const code = cleanCode(field(input, "code"));
  if (!code) return { status: 400, body: { error: signInMessages.code, field: "code" } };

  let check: CodeCheck;
  try {
    check = await db.transaction(async (tx): Promise<CodeCheck> => {
      await countAttempt(
        tx,
        site.id,
        "verify",
        { phone, ip: context.ip ?? "unknown" },
        { phone: limits.verifyPerPhone, ip: limits.verifyPerIp },
        now,
      );
      const [row] = await tx
        .select()
        .from(signInCodes)
        .where(
          and(
            eq(signInCodes.siteId, site.id),
            eq(signInCodes.phone, phone),
            isNull(signInCodes.consumedAt),
            gt(signInCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(signInCodes.createdAt))
        .limit(1)
        .for("update");
      if (!row) {
        // Compare anyway, so an unknown number takes as long as a wrong code.
        codeMatches(hashCode("none", "000000"), "none", code);
        return { outcome: "wrong" };
      }
      if (!codeMatches(row.codeHash, row.id, code)) {
        const attempts = row.attempts + 1;
        const retired = attempts >= codeRules.maxWrongTries;
        await tx
          .update(signInCodes)
          .set({ attempts, ...(retired ? { consumedAt: now } : {}) })
          .where(eq(signInCodes.id, row.id));
        return { outcome: retired ? "retired" : "wrong" };
      }
      await tx.update(signInCodes).set({ consumedAt: now }).where(eq(signInCodes.id, row.id));
      const [user] = await tx
        .insert(users)
        .values({ siteId: site.id, phone })
        .onConflictDoUpdate({ target: [users.siteId, users.phone], set: { phone } })
        .returning({ id: users.id });
      if (!user) throw new Error("the user upsert returned no row");
      return { outcome: "signed-in", userId: user.id };
    });
  } catch (error) {
    if (error instanceof RateLimited) return rateLimited(error, "verify");
    logger.error("sign-in code not checked: the database is unavailable", { error: String(error) });
    return { status: 503, body: { error: signInMessages.unavailable } };
  }

  if (check.outcome !== "signed-in") {
    const error = check.outcome === "retired" ? signInMessages.tooManyTries : signInMessages.wrongCode;
    return { status: 400, body: { error, field: "code" } };
  }
  try {
    await revokeSession(db, site.id, context.currentToken ?? null);
    const session = await createSession(db, site.id, check.userId, now);
    return { status: 200, body: { ok: true, message: signInMessages.signedIn }, session };
  } catch (error) {
    logger.error("session not started: the database is unavailable", { error: String(error) });
    return { status: 503, body: { error: signInMessages.unavailable } };
  }
}
