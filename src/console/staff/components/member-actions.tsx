"use client";

import { useActionState, useState } from "react";
import { Button } from "@/ui/button";
import { useNextPage } from "../../components/use-next-page";
import { memberAction, type MemberActionState } from "../actions";

// The actions on one member. Each is a small form of its own; Disable asks first (it cannot be
// undone from the console) and only the confirmation sends it.

function ActionForm({
  memberId,
  action,
  label,
  variant = "outline",
  confirm,
}: {
  memberId: string;
  action: string;
  label: string;
  variant?: "primary" | "outline";
  confirm?: boolean;
}) {
  const [state, run, pending] = useActionState(memberAction, {} as MemberActionState);
  useNextPage(state.next);
  return (
    <form action={run} className="flex flex-col gap-2">
      <input type="hidden" name="memberId" value={memberId} />
      <input type="hidden" name="action" value={action} />
      {confirm ? <input type="hidden" name="confirm" value="yes" /> : null}
      <Button type="submit" variant={variant} size="sm" disabled={pending || state.next !== undefined}>
        {label}
      </Button>
      {state.error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {state.error}
        </p>
      ) : null}
    </form>
  );
}

export function MemberActions({
  memberId,
  name,
  disabled,
  canResetSecondFactor,
  secondFactor,
  invited,
  siteSettings,
}: {
  memberId: string;
  name: string;
  disabled: boolean;
  canResetSecondFactor: boolean;
  secondFactor: boolean;
  invited: boolean;
  /** Whether the member, a manager, edits the site's settings; undefined when it is not the viewer's to change. */
  siteSettings?: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start gap-3">
        <ActionForm memberId={memberId} action="revoke-sessions" label="Sign out everywhere" />
        {invited && !disabled ? (
          <ActionForm memberId={memberId} action="resend-invitation" label="Resend invitation" />
        ) : null}
        {canResetSecondFactor && secondFactor && !disabled ? (
          <ActionForm memberId={memberId} action="reset-second-factor" label="Reset second factor" />
        ) : null}
        {siteSettings === undefined || disabled ? null : siteSettings ? (
          <ActionForm memberId={memberId} action="withdraw-settings" label="Withdraw site settings" />
        ) : (
          <ActionForm memberId={memberId} action="grant-settings" label="Grant site settings" />
        )}
        {disabled || confirming ? null : (
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
            Disable…
          </Button>
        )}
      </div>
      {confirming && !disabled ? (
        <section
          aria-labelledby="confirm-disable"
          className="flex max-w-xl flex-col gap-3 rounded border border-red-700 bg-red-50 p-3 text-red-900"
        >
          <h2 id="confirm-disable" className="font-semibold">
            Disable {name}?
          </h2>
          <p className="text-sm">
            They are signed out at once and can no longer sign in. Only the platform operator can give the account back.
          </p>
          <div className="flex flex-wrap gap-3">
            <ActionForm memberId={memberId} action="disable" label={`Yes, disable ${name}`} variant="primary" confirm />
            <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
