"use client";

import { useActionState } from "react";
import { Button } from "@/ui/button";
import { ConfirmButton, useConfirmedAction } from "../../components/confirm-button";
import { useNextPage } from "../../components/use-next-page";
import { memberAction, type MemberActionState } from "../actions";

// The actions on one member. Each is a small form of its own; Disable asks first, in a dialog (it
// cannot be undone from the console), and only the confirmation sends it.

function ActionForm({ memberId, action, label }: { memberId: string; action: string; label: string }) {
  const [state, run, pending] = useActionState(memberAction, {} as MemberActionState);
  useNextPage(state.next);
  return (
    <form action={run} className="flex flex-col gap-2">
      <input type="hidden" name="memberId" value={memberId} />
      <input type="hidden" name="action" value={action} />
      <Button type="submit" variant="outline" size="sm" disabled={pending || state.next !== undefined}>
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
  return (
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
      {disabled ? null : <DisableButton memberId={memberId} name={name} />}
    </div>
  );
}

/** Disable asks first: it cannot be undone from the console, and the server requires confirm=yes. */
function DisableButton({ memberId, name }: { memberId: string; name: string }) {
  const { state, confirm } = useConfirmedAction(memberAction, {});
  return (
    <ConfirmButton
      opener={{ label: "Disable…", size: "sm" }}
      testId="confirm-disable"
      title={`Disable ${name}?`}
      body="They are signed out at once and can no longer sign in. Only the platform operator can give the account back."
      confirm={`Yes, disable ${name}`}
      error={state.error}
      {...confirm}
    >
      <input type="hidden" name="memberId" value={memberId} />
      <input type="hidden" name="action" value="disable" />
      <input type="hidden" name="confirm" value="yes" />
    </ConfirmButton>
  );
}
