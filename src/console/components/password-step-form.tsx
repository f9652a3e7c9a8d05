"use client";

// The first step of staff sign-in: e-mail address and password. The server answers with field
// messages, or a message for the whole form (a wrong password, a locked account), or moves on.

import { useActionState, useId } from "react";
import { Button } from "@/ui/button";
import { describedBy, Field, inputClass } from "@/ui/field";
import { maxEmailLength } from "../sign-in-form-schema";
import type { PasswordFormState } from "../sign-in-form-schema";
import { passwordStepAction } from "../server/actions";
import { useNextPage } from "./use-next-page";

const initial: PasswordFormState = { email: "", errors: {} };

export function PasswordStepForm() {
  const formId = useId();
  const [state, action, pending] = useActionState(passwordStepAction, initial);
  useNextPage(state.next);
  const emailId = `${formId}-email`;
  const passwordId = `${formId}-password`;
  return (
    <form
      action={action}
      className="flex flex-col gap-4"
      noValidate
      aria-describedby={state.errors.form ? `${formId}-form` : undefined}
    >
      {state.errors.form ? (
        <p
          id={`${formId}-form`}
          role="alert"
          className="rounded-site border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          {state.errors.form}
        </p>
      ) : null}
      <Field id={emailId} label="E-mail address" required error={state.errors.email}>
        <input
          id={emailId}
          name="email"
          type="email"
          autoComplete="username"
          required
          maxLength={maxEmailLength}
          defaultValue={state.email}
          aria-invalid={state.errors.email ? true : undefined}
          aria-describedby={describedBy(emailId, state.errors.email)}
          className={inputClass}
        />
      </Field>
      <Field id={passwordId} label="Password" required error={state.errors.password}>
        <input
          id={passwordId}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={state.errors.password ? true : undefined}
          aria-describedby={describedBy(passwordId, state.errors.password)}
          className={inputClass}
        />
      </Field>
      <Button type="submit" disabled={pending || state.next !== undefined}>
        {pending ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
