"use client";

// The shopper's account as the browser sees it: signed in or not, the phone, and the watchlist's
// car ids, fetched once per page from /api/account/session and shared by every control on it (a
// results page has one save control per card). Pages stay cacheable: nothing about the shopper is
// in the server-rendered HTML.

import { useEffect, useSyncExternalStore } from "react";
import { withCar } from "./watchlist-rules";

export type AccountState =
  { status: "unknown" } | { status: "signed-out" } | { status: "signed-in"; phone: string; saved: ReadonlySet<string> };

const unknown: AccountState = { status: "unknown" };
let state: AccountState = unknown;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: AccountState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type SessionReply = { signedIn: boolean; phone?: string; watchlist?: string[] };

/** Asks the server once per page load; a failure counts as signed out (the save control then offers sign-in). */
export function loadAccount(): Promise<void> {
  loading ??= fetch("/api/account/session", { cache: "no-store", credentials: "same-origin" })
    .then(async (response) => {
      const reply = (await response.json()) as SessionReply;
      if (!response.ok || !reply.signedIn || typeof reply.phone !== "string") set({ status: "signed-out" });
      else set({ status: "signed-in", phone: reply.phone, saved: new Set(reply.watchlist ?? []) });
    })
    .catch((error: unknown) => {
      console.warn("could not read the sign-in state", error);
      set({ status: "signed-out" });
    });
  return loading;
}

const signedOut: AccountState = { status: "signed-out" };

/** The account, asked of the server once per page; on a site without accounts (`enabled` false), signed out. */
export function useAccount(enabled = true): AccountState {
  useEffect(() => {
    if (enabled) void loadAccount();
  }, [enabled]);
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => unknown,
  );
  return enabled ? current : signedOut;
}

export class WatchlistError extends Error {}

/**
 * Saves or removes a car: the change shows at once (optimistic), then the server is asked; on any
 * failure the change is undone and a `WatchlistError` carries the server's message.
 */
export async function changeWatchlist(carId: string, save: boolean): Promise<void> {
  const before = state;
  if (before.status !== "signed-in") throw new WatchlistError("Please sign in to use your watchlist.");
  set({ ...before, saved: withCar(before.saved, carId, save) });
  let message = "Sorry, your watchlist could not be updated. Please try again.";
  try {
    const response = await fetch(`/api/watchlist/${save ? "save-car" : "remove-car"}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify({ phone_number: before.phone, car_id: carId }),
    });
    const reply = (await response.json().catch(() => ({}))) as { success?: boolean; error?: string };
    if (response.ok && reply.success === true) return;
    if (typeof reply.error === "string") message = reply.error;
  } catch {
    // the network failed: the default message
  }
  const now = state;
  if (now.status === "signed-in") set({ ...now, saved: withCar(now.saved, carId, !save) });
  throw new WatchlistError(message);
}

/**
 * Right after sign-in, before leaving the sign-in page: the browser's saved cars (newest first) join
 * the account's watchlist (decision 041). A failure is logged and the sign-in goes on; the cars join
 * at the next sign-in.
 */
export async function mergeSavedCars(carIds: readonly string[]): Promise<void> {
  if (carIds.length === 0) return;
  try {
    const response = await fetch("/api/account/session", {
      method: "POST",
      headers: { "content-type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify({ carIds }),
    });
    if (!response.ok) console.warn("the saved cars did not join the watchlist", response.status);
  } catch (error) {
    console.warn("the saved cars did not join the watchlist", error);
  }
}

/** Ends the session and loads the home page afresh, so nothing on screen remembers the shopper. */
export async function signOut(): Promise<void> {
  await fetch("/api/account/sign-out", { method: "POST", credentials: "same-origin" }).catch(() => undefined);
  // The home page, not a reload: a reload of a signed-in page (the garage, a payment) would only ask
  // the shopper who just signed out to sign in again.
  window.location.assign("/");
}

// A save asked for while signed out waits here through sign-in, then completes on the car's page.
const pendingKey = "accounts:pending-watchlist-save";

export function rememberPendingSave(carId: string): void {
  try {
    sessionStorage.setItem(pendingKey, carId);
  } catch {
    // storage refused: the shopper saves again after signing in
  }
}

/** The car waiting to be saved, taken (so it is saved once). */
export function takePendingSave(carId: string): boolean {
  try {
    if (sessionStorage.getItem(pendingKey) !== carId) return false;
    sessionStorage.removeItem(pendingKey);
    return true;
  } catch {
    return false;
  }
}
