import "server-only";
import { cookies } from "next/headers";
import { getDb } from "@/platform/db";
import { env, type Env } from "@/platform/env";
import type { Site } from "@/sites/get-site";
import { findAccount, sessionCookieName, type Account } from "../session";
import { httpSmsProvider, localSmsProvider, recordedMessages, type RecordedSms, type SmsProvider } from "../sms";
import { listWatchlist, type WatchedCar } from "../watchlist";

// What the app's routes and pages use: the server's database, the SMS provider the environment
// names, and the shopper signed in on this request.

export async function smsProvider(): Promise<SmsProvider> {
  const config = env();
  if (config.SMS_PROVIDER === "http") {
    // env() has checked these are set when the provider is http.
    return httpSmsProvider({
      url: config.SMS_API_URL ?? "",
      apiKey: config.SMS_API_KEY ?? "",
      apiSecret: config.SMS_API_SECRET ?? "",
      sender: config.SMS_SENDER,
    });
  }
  return localSmsProvider(await getDb());
}

/** The signed-in shopper of this request on this site, from the session cookie; null when signed out. */
export async function currentAccount(site: Site): Promise<Account | null> {
  const token = (await cookies()).get(sessionCookieName)?.value ?? null;
  if (!token) return null;
  return findAccount(await getDb(), site.id, token);
}

/** The development SMS page exists only in demo mode with the local provider; null means 404. */
export async function devSmsMessages(site: Site): Promise<RecordedSms[] | null> {
  if (!devSmsPageAvailable()) return null;
  return recordedMessages(await getDb(), site.id);
}

/** Demo mode and the local provider: the only case where recorded texts may be shown. */
export function devSmsPageAvailable(config: Pick<Env, "DEMO_MODE" | "SMS_PROVIDER"> = env()): boolean {
  return config.DEMO_MODE && config.SMS_PROVIDER === "local";
}

export async function watchedCars(site: Site, account: Account): Promise<WatchedCar[]> {
  return listWatchlist(await getDb(), site.id, account.userId);
}
