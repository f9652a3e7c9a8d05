"use client";

// The second step: the 6-digit code from the staff member's authenticator app. At a first sign-in
// the page shows the secret to add to the app first (enrolment-panel.tsx).

import { useActionState, useId } from "react";
import { Button } from "@/ui/button";
import { describedBy, Field, inputClass } from "@/ui/field";
import type { TotpFormState } from "../sign-in-form-schema";
import { cancelSignInAction, totpStepAction } from "../server/actions";
import { useNextPage } from "./use-next-page";

const initial: TotpFormState = { errors: {} };

export function TotpStepForm() {
  const formId = useId();
  const [state, action, pending] = useActionState(totpStepAction, initial);
  const [cancelled, cancel] = useActionState(cancelSignInAction, { next: "" });
  useNextPage(state.next ?? (cancelled.next || undefined));
  const codeId = `${formId}-code`;
  return (
    <div className="flex flex-col gap-4">
      <form action={action} className="flex flex-col gap-4" noValidate>
        {state.errors.form ? (
          <p role="alert" className="rounded-site border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800">
            {state.errors.form}
          </p>
        ) : null}
        <Field
          id={codeId}
          label="Code from your authenticator app"
          required
          hint="6 digits; a new one every 30 seconds."
          error={state.errors.code}
        >
          <input
            id={codeId}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            required
            aria-invalid={state.errors.code ? true : undefined}
            aria-describedby={describedBy(codeId, state.errors.code)}
            className={inputClass}
          />
        </Field>
        <Button type="submit" disabled={pending || state.next !== undefined}>
          {pending ? "Checking…" : "Continue"}
        </Button>
      </form>
      <form action={cancel}>
        <Button type="submit" variant="ghost">
          Start again with another account
        </Button>
      </form>
    </div>
  );
}
