"use server";

import { cookies } from "next/headers";
import { getDb } from "@/platform/db";
import { directoryDb, requestIp, requireStaff, staffSessionToken } from "../server/current-staff";
import { signInWithPassword } from "../server/sign-in";
import { staffCookieName, staffCookieOptions } from "../server/staff-sessions";
import { checkStaffToken } from "../server/staff-tokens";
import {
  acceptInvitation,
  actOnMember,
  forgotPasswordAnswer,
  forgotPasswordLimited,
  inviteStaff,
  linkMessages,
  requestPasswordReset,
  resetPasswordWithLink,
  type InviteFields,
  type MemberAction,
} from "./staff-admin";

// The staff pages' actions (decision 048). Each starts from the signed-in member (or, for the
// e-mailed links, from the link) and the domain module re-checks the member's scope before it
// changes anything. Each answers the page to open next; the form opens it afresh.

function text(form: FormData, name: string, max = 400): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

export type InviteFormState = {
  values: Partial<Record<InviteFields, string>>;
  errors: Partial<Record<InviteFields | "form", string>>;
  next?: string;
};

export async function inviteAction(_previous: InviteFormState, form: FormData): Promise<InviteFormState> {
  const staff = await requireStaff();
  const values = {
    email: text(form, "email"),
    name: text(form, "name"),
    role: text(form, "role", 40),
    place: text(form, "place", 100),
    siteSettings: text(form, "siteSettings", 10),
  };
  const result = await inviteStaff(
    await getDb(),
    await directoryDb(),
    { staffAccountId: staff.staffAccountId, scope: staff.scope, name: staff.name },
    { ...values, place: values.place || undefined, siteSettings: values.siteSettings || undefined },
  );
  if (!result.ok) return { values, errors: result.errors };
  return { values, errors: {}, next: `/staff/${result.memberId}?done=invited` };
}

export type MemberActionState = { error?: string; next?: string };

const memberActions: readonly MemberAction[] = [
  "revoke-sessions",
  "disable",
  "reset-second-factor",
  "resend-invitation",
  "grant-settings",
  "withdraw-settings",
];

export async function memberAction(_previous: MemberActionState, form: FormData): Promise<MemberActionState> {
  const staff = await requireStaff();
  const action = text(form, "action", 40) as MemberAction;
  const memberId = text(form, "memberId", 40);
  if (!memberActions.includes(action)) return { error: "Choose an action." };
  // Disabling cannot be undone here: the form's confirmation step sends confirm=yes.
  if (action === "disable" && text(form, "confirm", 10) !== "yes")
    return { error: "Confirm that you want to disable this member." };
  const result = await actOnMember(
    await getDb(),
    await directoryDb(),
    { staffAccountId: staff.staffAccountId, scope: staff.scope, name: staff.name },
    memberId,
    action,
  );
  if (!result.ok) return { error: result.message };
  return { next: `/staff/${memberId}?done=${action}` };
}

export type LinkFormState = {
  errors: { name?: string; password?: string; confirm?: string; form?: string };
  name?: string;
  next?: string;
};

async function setSessionCookie(token: string, expiresAt: Date): Promise<void> {
  (await cookies()).set(staffCookieName, token, staffCookieOptions(expiresAt));
}

export async function acceptInvitationAction(_previous: LinkFormState, form: FormData): Promise<LinkFormState> {
  const db = await getDb();
  const token = text(form, "token", 200);
  const name = text(form, "name", 400);
  const state = await checkStaffToken(db, "invite", token);
  if (state.kind !== "valid") return { name, errors: { form: linkMessages.spent } };
  const password = text(form, "password", 1_000);
  const result = await acceptInvitation(db, token, {
    name,
    password,
    confirm: text(form, "confirm", 1_000),
    staffAccountId: state.staffAccountId,
  });
  if (!result.ok) return { name, errors: result.errors };
  // Straight on to signing in with the new password: the same steps as the sign-in page, so a role
  // that needs a second factor enrols it there.
  const signedIn = await signInWithPassword(
    db,
    { email: result.email, password },
    { ip: await requestIp(), previousToken: await staffSessionToken() },
  );
  if (signedIn.kind === "refused") return { errors: {}, next: "/sign-in" };
  await setSessionCookie(signedIn.token, signedIn.expiresAt);
  return { errors: {}, next: signedIn.kind === "signed-in" ? "/" : "/sign-in" };
}

export async function resetPasswordAction(_previous: LinkFormState, form: FormData): Promise<LinkFormState> {
  const db = await getDb();
  const token = text(form, "token", 200);
  const state = await checkStaffToken(db, "reset", token);
  if (state.kind !== "valid") return { errors: { form: linkMessages.spent } };
  const result = await resetPasswordWithLink(db, token, {
    password: text(form, "password", 1_000),
    confirm: text(form, "confirm", 1_000),
    staffAccountId: state.staffAccountId,
  });
  if (!result.ok) return { errors: result.errors };
  return { errors: {}, next: "/sign-in?reset=done" };
}

export type ForgotFormState = { email: string; error?: string; answer?: string };

export async function forgotPasswordAction(_previous: ForgotFormState, form: FormData): Promise<ForgotFormState> {
  const email = text(form, "email", 320).trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    return { email, error: "Enter an e-mail address like name@example.com." };
  const result = await requestPasswordReset(await getDb(), await directoryDb(), {
    email,
    ip: await requestIp(),
  });
  if (result.limited) return { email, error: forgotPasswordLimited };
  return { email: "", answer: forgotPasswordAnswer };
}
