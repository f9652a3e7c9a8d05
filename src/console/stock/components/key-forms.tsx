"use client";

import { useRouter } from "next/navigation";
import { useActionState, useEffect, useId, useState, type FormEvent } from "react";
import { Button } from "@/ui/button";
import { describedBy, Field, inputClass } from "@/ui/field";
import { ConfirmButton, useConfirmedAction } from "../../components/confirm-button";
import { useNextPage } from "../../components/use-next-page";
import { createKeyAction, revokeKeyAction } from "../actions";
import { createKeySchema, maxKeyNameLength, type KeyFormState } from "../key-form-schema";

// A new stock API key (its name and dealership; the key itself shown once, here, and never again)
// and Revoke, after a confirmation that says the key stops working at once.

const initial: KeyFormState = { errors: {} };

export function CreateKeyForm({ places }: { places: readonly { value: string; label: string }[] }) {
  const formId = useId();
  const router = useRouter();
  const [state, formAction, pending] = useActionState(createKeyAction, initial);
  const [checked, setChecked] = useState<KeyFormState["errors"] | null>(null);
  useNextPage(state.next);
  const errors = checked ?? state.errors;
  const created = state.created;
  // The list below shows the new key (by its first characters) once the page reads it again.
  useEffect(() => {
    if (created) router.refresh();
  }, [created, router]);
  const id = (name: string) => `${formId}-${name}`;

  function check(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const result = createKeySchema.safeParse({ name: form.get("name"), place: form.get("place") });
    if (result.success) {
      setChecked(null);
      return;
    }
    event.preventDefault();
    const found: KeyFormState["errors"] = {};
    for (const issue of result.error.issues) found[issue.path[0] === "name" ? "name" : "place"] ??= issue.message;
    setChecked(found);
  }

  return (
    <div className="flex flex-col gap-3">
      {created ? (
        <div role="status" className="rounded border border-emerald-700 bg-emerald-50 p-3 text-sm text-emerald-900">
          <p className="font-semibold">
            The key “{created.name}” for {created.dealership}. Copy it now: it is not shown again.
          </p>
          <p className="mt-2 break-all rounded bg-surface p-2 font-mono text-text" data-testid="new-key">
            {created.key}
          </p>
          <p className="mt-2">Send it as the stock API&apos;s Authorization header: Bearer, a space, then the key.</p>
        </div>
      ) : null}
      <form action={formAction} onSubmit={check} noValidate className="flex flex-wrap items-end gap-3">
        {errors.form ? (
          <p
            role="alert"
            className="w-full rounded border border-red-700 bg-red-50 p-2 text-sm font-medium text-red-800"
          >
            {errors.form}
          </p>
        ) : null}
        <Field id={id("name")} label="Name" required error={errors.name} hint="What will use it, such as 'DMS export'">
          <input
            id={id("name")}
            name="name"
            maxLength={maxKeyNameLength}
            autoComplete="off"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy(id("name"), errors.name)}
            className={inputClass}
          />
        </Field>
        <Field id={id("place")} label="Dealership" required error={errors.place}>
          <select
            id={id("place")}
            name="place"
            aria-invalid={errors.place ? true : undefined}
            aria-describedby={describedBy(id("place"), errors.place)}
            className={inputClass}
          >
            {places.map((place) => (
              <option key={place.value} value={place.value}>
                {place.label}
              </option>
            ))}
          </select>
        </Field>
        <Button type="submit" disabled={pending}>
          {pending ? "Creating…" : "Create key"}
        </Button>
      </form>
    </div>
  );
}

export function RevokeKeyButton({
  siteId,
  keyId,
  name,
  prefix,
  dealership,
}: {
  siteId: string;
  keyId: string;
  name: string;
  prefix: string;
  dealership: string;
}) {
  const { state, confirm } = useConfirmedAction(revokeKeyAction, initial);
  return (
    <ConfirmButton
      opener={{ label: "Revoke", size: "sm", name: `Revoke ${name}` }}
      testId="confirm-revoke"
      title={`Revoke the key “${name}”?`}
      body={`The key ${prefix}… of ${dealership} stops working at once: any system still sending it is refused until it has a new key. This cannot be undone.`}
      confirm="Revoke the key"
      error={state.errors.form}
      {...confirm}
    >
      <input type="hidden" name="siteId" value={siteId} />
      <input type="hidden" name="keyId" value={keyId} />
    </ConfirmButton>
  );
}
