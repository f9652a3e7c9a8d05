"use client";

// The header's account links: signed in, the garage and Sign out; signed out, Sign in. Drawn in the
// browser from the session probe, so the header stays the same cacheable HTML for everyone.

import { Link } from "@/ui/link";
import { signOut, useAccount } from "../account-store";

export function AccountMenu({ garagePath, showGarage }: { garagePath: string; showGarage: boolean }) {
  const account = useAccount();
  if (account.status === "unknown") return null;
  if (account.status === "signed-out") {
    if (!showGarage) return null;
    return (
      <Link
        href={`/sign-in?${new URLSearchParams({ redirect: garagePath, back: "/" }).toString()}`}
        className="text-sm font-semibold underline-offset-2 hover:underline"
        prefetch={false}
      >
        Sign in
      </Link>
    );
  }
  return (
    <div className="flex items-center gap-3 text-sm" data-testid="account-menu">
      {showGarage ? (
        <Link href={garagePath} className="font-semibold underline-offset-2 hover:underline" prefetch={false}>
          My Garage
        </Link>
      ) : null}
      <button type="button" className="font-semibold underline-offset-2 hover:underline" onClick={() => void signOut()}>
        Sign out
      </button>
    </div>
  );
}
