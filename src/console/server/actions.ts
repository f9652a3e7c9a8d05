"use server";

import { cookies } from "next/headers";
import { getDb } from "@/platform/db";
import { passwordStepSchema, totpStepSchema, type PasswordFormState, type TotpFormState } from "../sign-in-form-schema";
import { signInWithPassword, signInWithTotp, signOutStaff } from "./sign-in";
import { staffCookieName, staffCookieOptions } from "./staff-sessions";
import { requestIp, staffSessionToken } from "./current-staff";

// The console's sign-in and sign-out, as server actions: Next checks that a POST comes from this
// host's own pages (Origin against Host), and the cookie is SameSite=Lax on top (decision 042).
// Each answers the page to load next, which the form opens afresh: a redirect from the action itself
// is rendered by Next behind the proxy's rewrite, where it lost the console's host.

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

async function setSessionCookie(token: string, expiresAt: Date): Promise<void> {
  (await cookies()).set(staffCookieName, token, staffCookieOptions(expiresAt));
}

// With the attributes it was set with: a browser ignores a `__Host-` cookie written without Secure.
async function clearSessionCookie(): Promise<void> {
  (await cookies()).set(staffCookieName, "", { ...staffCookieOptions(new Date(0)), maxAge: 0 });
}

export async function passwordStepAction(_previous: PasswordFormState, form: FormData): Promise<PasswordFormState> {
  const email = text(form, "email").slice(0, 400);
  const parsed = passwordStepSchema.safeParse({ email, password: text(form, "password") });
  if (!parsed.success) {
    const errors: PasswordFormState["errors"] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === "email" || field === "password") && !errors[field]) errors[field] = issue.message;
    }
    return { email, errors };
  }
  const result = await signInWithPassword(await getDb(), parsed.data, {
    ip: await requestIp(),
    previousToken: await staffSessionToken(),
  });
  if (result.kind === "refused") return { email, errors: { form: result.message } };
  await setSessionCookie(result.token, result.expiresAt);
  // The second step is the sign-in page again, which finds the half-way session and asks for the code.
  return { email, errors: {}, next: result.kind === "signed-in" ? "/" : "/sign-in" };
}

export async function totpStepAction(_previous: TotpFormState, form: FormData): Promise<TotpFormState> {
  const parsed = totpStepSchema.safeParse({ code: text(form, "code").slice(0, 40) });
  if (!parsed.success) return { errors: { code: parsed.error.issues[0]?.message ?? "Enter the 6-digit code." } };
  const token = await staffSessionToken();
  const result = await signInWithTotp(await getDb(), { token, code: parsed.data.code }, { ip: await requestIp() });
  if (result.kind === "refused") {
    if (result.restart) await clearSessionCookie();
    return { errors: result.restart ? { form: result.message } : { code: result.message } };
  }
  await setSessionCookie(result.token, result.expiresAt);
  return { errors: {}, next: "/" };
}

/** Starts the sign-in again from the password (the "use another account" of the second step). */
export async function cancelSignInAction(): Promise<{ next: string }> {
  await signOutStaff(await getDb(), await staffSessionToken(), { ip: await requestIp() });
  await clearSessionCookie();
  return { next: "/sign-in" };
}

export async function signOutAction(): Promise<{ next: string }> {
  await signOutStaff(await getDb(), await staffSessionToken(), { ip: await requestIp() });
  await clearSessionCookie();
  // Clearing the cookie makes Next render the page again, which sends the signed-out member to
  // /sign-in before this answer is read; `next` says the same for a page that would not.
  return { next: "/sign-in" };
}
