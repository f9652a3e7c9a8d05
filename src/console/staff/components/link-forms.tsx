"use client";

import { useActionState, useId } from "react";
import { Button } from "@/ui/button";
import { describedBy, Field, inputClass } from "@/ui/field";
import { maxPasswordLength, minPasswordLength } from "../../password-rules";
import { useNextPage } from "../../components/use-next-page";
import {
  acceptInvitationAction,
  forgotPasswordAction,
  resetPasswordAction,
  type ForgotFormState,
  type LinkFormState,
} from "../actions";

// The forms behind the console's e-mailed links, and the request for one.

const passwordHint = `At least ${minPasswordLength} characters (up to ${maxPasswordLength}); a few words make a good one.`;

function FormAlert({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800">
      {message}
    </p>
  ) : null;
}

function PasswordFields({ formId, errors }: { formId: string; errors: LinkFormState["errors"] }) {
  const passwordId = `${formId}-password`;
  const confirmId = `${formId}-confirm`;
  return (
    <>
      <Field id={passwordId} label="New password" required hint={passwordHint} error={errors.password}>
        <input
          id={passwordId}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy(passwordId, errors.password)}
          className={inputClass}
        />
      </Field>
      <Field id={confirmId} label="New password again" required error={errors.confirm}>
        <input
          id={confirmId}
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          aria-invalid={errors.confirm ? true : undefined}
          aria-describedby={describedBy(confirmId, errors.confirm)}
          className={inputClass}
        />
      </Field>
    </>
  );
}

export function AcceptInvitationForm({ token, name }: { token: string; name: string }) {
  const formId = useId();
  const [state, action, pending] = useActionState(acceptInvitationAction, { errors: {}, name } as LinkFormState);
  useNextPage(state.next);
  const nameId = `${formId}-name`;
  return (
    <form action={action} noValidate className="flex flex-col gap-4">
      <FormAlert message={state.errors.form} />
      <input type="hidden" name="token" value={token} />
      <Field id={nameId} label="Your name" required error={state.errors.name}>
        <input
          id={nameId}
          name="name"
          autoComplete="name"
          required
          defaultValue={state.name ?? name}
          aria-invalid={state.errors.name ? true : undefined}
          aria-describedby={describedBy(nameId, state.errors.name)}
          className={inputClass}
        />
      </Field>
      <PasswordFields formId={formId} errors={state.errors} />
      <Button type="submit" disabled={pending || state.next !== undefined}>
        {pending ? "Saving…" : "Save and sign in"}
      </Button>
    </form>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const formId = useId();
  const [state, action, pending] = useActionState(resetPasswordAction, { errors: {} } as LinkFormState);
  useNextPage(state.next);
  return (
    <form action={action} noValidate className="flex flex-col gap-4">
      <FormAlert message={state.errors.form} />
      <input type="hidden" name="token" value={token} />
      <PasswordFields formId={formId} errors={state.errors} />
      <Button type="submit" disabled={pending || state.next !== undefined}>
        {pending ? "Saving…" : "Save the new password"}
      </Button>
    </form>
  );
}

export function ForgotPasswordForm() {
  const formId = useId();
  const [state, action, pending] = useActionState(forgotPasswordAction, { email: "" } as ForgotFormState);
  const emailId = `${formId}-email`;
  return (
    <form action={action} noValidate className="flex flex-col gap-4">
      {state.answer ? (
        <p role="status" className="rounded border border-border bg-surface p-3 text-sm" data-testid="forgot-answer">
          {state.answer}
        </p>
      ) : null}
      <Field id={emailId} label="E-mail address" required error={state.error}>
        <input
          id={emailId}
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={state.email}
          aria-invalid={state.error ? true : undefined}
          aria-describedby={describedBy(emailId, state.error)}
          className={inputClass}
        />
      </Field>
      <Button type="submit" disabled={pending}>
        {pending ? "Sending…" : "Send me a link"}
      </Button>
    </form>
  );
}
