import { eq } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { staffAccounts } from "@/platform/db/schema";
import { scaledForDeployment, type RateLimitRule } from "@/platform/rate-limit";
import { requiresTotp } from "../roles";
import { acceptedTotpStep, newTotpSecret, totpUri } from "../totp";
import { recordStaffAudit } from "./audit";
import { isSealed, openSecret, sealSecret } from "./secret-box";
import { takeStaffRateLimit } from "./staff-rate-limit";
import { decoyPasswordHash, passwordMatches } from "./passwords";
import { findStaffAccountByEmail, findStaffAccount, staffRoles } from "./staff-accounts";
import { createStaffSession, findStaffSession, revokeStaffSession } from "./staff-sessions";

// Staff sign-in in one or two steps (decision 042): e-mail and password, then a TOTP code when the
// account has a second factor or its role requires one (a first sign-in without one enrols it: the
// secret is offered, and the first right code from it saves it). A wrong answer at either step counts
// towards the account's lock-out; every attempt, right or wrong, is written to the audit log. The
// answer to a wrong address is the answer to a wrong password, after the same work.

export const staffSignInRules = {
  /** Consecutive wrong passwords or codes before the account is locked. */
  maxFailures: 10,
  lockMs: 15 * 60_000,
  /**
   * Attempts (either step) from one address, counted in staff_rate_limits: shared by every process
   * (decision 048). Scaled by RATE_LIMIT_FACTOR like the sites' per-address limits.
   */
  perAddress: {
    bucket: "console-sign-in:ip",
    max: 30,
    windowMs: 10 * 60_000,
    message: "Too many sign-in attempts from your network. Please wait a few minutes and try again.",
  } satisfies RateLimitRule,
};

export const staffSignInMessages = {
  wrong: "The e-mail address or password is not right.",
  wrongCode: "That code is not right. Enter the 6 digits your authenticator app shows now.",
  locked: "This account is locked after too many failed attempts. Try again in 15 minutes.",
  expired: "That sign-in took too long. Please start again.",
} as const;

export type SignInContext = { ip: string | null; now?: Date; previousToken?: string | null };

export type PasswordStepResult =
  | { kind: "refused"; message: string; retryAfterSeconds?: number }
  | { kind: "signed-in"; token: string; expiresAt: Date }
  | { kind: "second-factor"; token: string; expiresAt: Date; enrolling: boolean };

async function limited(db: Db, ip: string | null, now: Date): Promise<PasswordStepResult | null> {
  const verdict = await takeStaffRateLimit(db, scaledForDeployment(staffSignInRules.perAddress), ip ?? "unknown", now);
  return verdict.ok
    ? null
    : { kind: "refused", message: staffSignInRules.perAddress.message, retryAfterSeconds: verdict.retryAfterSeconds };
}

/** Counts a wrong password or code; answers whether the account is now locked. */
async function countFailure(db: Db, account: { id: string; failedSignIns: number }, now: Date): Promise<boolean> {
  const failures = account.failedSignIns + 1;
  const locks = failures >= staffSignInRules.maxFailures;
  await db
    .update(staffAccounts)
    .set(
      locks
        ? { failedSignIns: 0, lockedUntil: new Date(now.getTime() + staffSignInRules.lockMs) }
        : { failedSignIns: failures },
    )
    .where(eq(staffAccounts.id, account.id));
  return locks;
}

export async function signInWithPassword(
  db: Db,
  input: { email: string; password: string },
  context: SignInContext,
): Promise<PasswordStepResult> {
  const now = context.now ?? new Date();
  const refusedForRate = await limited(db, context.ip, now);
  if (refusedForRate) return refusedForRate;
  const account = await findStaffAccountByEmail(db, input.email);
  if (!account || account.disabledAt) {
    await passwordMatches(await decoyPasswordHash(), input.password);
    await recordStaffAudit(db, {
      action: "sign-in-failed",
      staffAccountId: account?.id ?? null,
      email: input.email.slice(0, 320),
      after: { reason: account ? "disabled" : "unknown-address", ip: context.ip },
      at: now,
    });
    return { kind: "refused", message: staffSignInMessages.wrong };
  }
  if (account.lockedUntil && account.lockedUntil > now) {
    await recordStaffAudit(db, {
      action: "sign-in-locked",
      staffAccountId: account.id,
      after: { ip: context.ip },
      at: now,
    });
    return { kind: "refused", message: staffSignInMessages.locked };
  }
  if (!(await passwordMatches(account.passwordHash, input.password))) {
    const locked = await countFailure(db, account, now);
    await recordStaffAudit(db, {
      action: locked ? "sign-in-locked" : "sign-in-failed",
      staffAccountId: account.id,
      after: { reason: "password", ip: context.ip },
      at: now,
    });
    return { kind: "refused", message: locked ? staffSignInMessages.locked : staffSignInMessages.wrong };
  }
  await db.update(staffAccounts).set({ failedSignIns: 0, lockedUntil: null }).where(eq(staffAccounts.id, account.id));
  // Rotation: whatever session this browser held ends here, and a new one begins.
  await revokeStaffSession(db, context.previousToken, now);
  const needsSecondFactor =
    account.totpSecret !== null || requiresTotp((await staffRoles(db, account.id)).map((role) => ({ role })));
  if (needsSecondFactor) {
    const enrolling = account.totpSecret === null;
    const session = await createStaffSession(db, account.id, {
      awaitingTotp: true,
      enrolmentSecret: enrolling ? newTotpSecret() : null,
      now,
    });
    return { kind: "second-factor", ...session, enrolling };
  }
  const session = await createStaffSession(db, account.id, { now });
  await recordStaffAudit(db, { action: "sign-in", staffAccountId: account.id, after: { ip: context.ip }, at: now });
  return { kind: "signed-in", ...session };
}

export type SecondFactorStepResult =
  { kind: "refused"; message: string; restart: boolean } | { kind: "signed-in"; token: string; expiresAt: Date };

/** The second step: the code from the authenticator app, against the half-way session's account. */
export async function signInWithTotp(
  db: Db,
  input: { token: string | null; code: string },
  context: { ip: string | null; now?: Date },
): Promise<SecondFactorStepResult> {
  const now = context.now ?? new Date();
  const refusedForRate = await limited(db, context.ip, now);
  if (refusedForRate)
    return {
      kind: "refused",
      message: refusedForRate.kind === "refused" ? refusedForRate.message : "",
      restart: false,
    };
  const pending = await findStaffSession(db, input.token, now);
  const account = pending?.awaitingTotp ? await findStaffAccount(db, pending.staffAccountId) : null;
  if (!pending || !account) return { kind: "refused", message: staffSignInMessages.expired, restart: true };
  if (account.lockedUntil && account.lockedUntil > now) {
    await revokeStaffSession(db, input.token, now);
    return { kind: "refused", message: staffSignInMessages.locked, restart: true };
  }
  // A saved secret is stored sealed (decision 048); one saved before that is read as it is and sealed below.
  const secret = account.totpSecret !== null ? openSecret(account.totpSecret) : pending.enrolmentSecret;
  const step = secret
    ? acceptedTotpStep(secret, input.code, { at: now.getTime(), lastStep: account.totpLastStep })
    : null;
  if (!secret || step === null) {
    const locked = await countFailure(db, account, now);
    await recordStaffAudit(db, {
      action: locked ? "sign-in-locked" : "second-factor-failed",
      staffAccountId: account.id,
      after: { ip: context.ip },
      at: now,
    });
    if (locked) await revokeStaffSession(db, input.token, now);
    return locked
      ? { kind: "refused", message: staffSignInMessages.locked, restart: true }
      : { kind: "refused", message: staffSignInMessages.wrongCode, restart: false };
  }
  const enrolled = account.totpSecret === null;
  await db
    .update(staffAccounts)
    .set({
      totpSecret: account.totpSecret !== null && isSealed(account.totpSecret) ? account.totpSecret : sealSecret(secret),
      totpLastStep: step,
      failedSignIns: 0,
      lockedUntil: null,
    })
    .where(eq(staffAccounts.id, account.id));
  await revokeStaffSession(db, input.token, now);
  const session = await createStaffSession(db, account.id, { now });
  if (enrolled) await recordStaffAudit(db, { action: "second-factor-enrolled", staffAccountId: account.id, at: now });
  await recordStaffAudit(db, {
    action: "sign-in",
    staffAccountId: account.id,
    after: { ip: context.ip, secondFactor: "totp" },
    at: now,
  });
  return { kind: "signed-in", ...session };
}

/** What the second step shows: for an enrolment, the secret and its otpauth address. */
export function enrolmentOffer(secret: string, email: string): { secret: string; uri: string } {
  return { secret, uri: totpUri(secret, email) };
}

/** Signs out: the session ends and the audit log says so. */
export async function signOutStaff(
  db: Db,
  token: string | null,
  context: { ip: string | null; now?: Date },
): Promise<void> {
  const now = context.now ?? new Date();
  const staffAccountId = await revokeStaffSession(db, token, now);
  if (staffAccountId)
    await recordStaffAudit(db, { action: "sign-out", staffAccountId, after: { ip: context.ip }, at: now });
}
