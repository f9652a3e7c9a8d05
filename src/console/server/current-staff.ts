import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { getDb, getPlatformDatabase } from "@/platform/db";
import { clientIp } from "@/platform/rate-limit";
import type { StaffScope } from "../roles";
import { resolveStaffScope } from "./staff-accounts";
import { findStaffSession, staffCookieName, type StaffSession } from "./staff-sessions";

// The signed-in staff member of a console request, from the `__Host-console` cookie. Every console
// page and action starts here: no session, no page (the sign-in page instead).

export type SignedInStaff = StaffSession & { scope: StaffScope };

export async function staffSessionToken(): Promise<string | null> {
  return (await cookies()).get(staffCookieName)?.value ?? null;
}

export async function requestIp(): Promise<string | null> {
  return clientIp(await headers());
}

/** The session the cookie names, full or half-way (between password and code); null for none. */
export async function currentStaffSession(): Promise<StaffSession | null> {
  return findStaffSession(await getDb(), await staffSessionToken());
}

/** The signed-in member with the sites they reach, or null (for actions, which must not redirect). */
export async function currentStaff(): Promise<SignedInStaff | null> {
  const session = await currentStaffSession();
  if (!session || session.awaitingTotp) return null;
  // A grant names a dealership; its site is read past row-level security (decision 042).
  const scope = await resolveStaffScope(await getDb(), (await getPlatformDatabase()).db, session.staffAccountId);
  return { ...session, scope };
}

/** The signed-in member with the sites they reach; sends anyone else to sign in. */
export async function requireStaff(): Promise<SignedInStaff> {
  const staff = await currentStaff();
  if (!staff) redirect("/sign-in");
  return staff;
}

/**
 * The platform's handle for directory reads past row-level security (which site a dealership is on),
 * and for the operator's writes to the site directory, which the app's role may not make (onboarding,
 * decision 049; the caller has checked the operator).
 */
export async function directoryDb() {
  return (await getPlatformDatabase()).db;
}
