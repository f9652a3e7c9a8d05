"use client";

import { useActionState, useId, useState, type FormEvent } from "react";
import { Button } from "@/ui/button";
import { describedBy, Field, FieldMessage, inputClass } from "@/ui/field";
import { Link } from "@/ui/link";
import { maxCommentsLength, maxTagLength } from "@/stock-feed/feed-fields";
import { useNextPage } from "../../components/use-next-page";
import { editCarAction } from "../actions";
import {
  carEditSchema,
  carFormErrors,
  carFormInput,
  type CarFormErrors,
  type CarFormField,
  type CarFormState,
} from "../car-form-schema";
import { stockStatusNames } from "../stock-query";

// The stock editor: price, status, tag, certified, features and dealer comments. The browser checks
// the fields with the stock feed's own readers before sending (carEditSchema), the server checks
// them again and writes the car through the stock API's path. A car changed by someone else since
// this page opened is refused with a message, and what was typed stays.

export type CarFormValues = Record<CarFormField, string>;

const initial: CarFormState = { errors: {} };

export function CarEditForm({
  carId,
  version,
  values,
  currentStatus,
}: {
  carId: string;
  version: string;
  values: CarFormValues;
  currentStatus: string;
}) {
  const formId = useId();
  const [state, formAction, pending] = useActionState(editCarAction, initial);
  const [checked, setChecked] = useState<CarFormErrors | null>(null);
  useNextPage(state.next);
  // The browser's own check answers until the form is sent; then the server's.
  const errors = checked ?? state.errors;
  const shown = { ...values, ...state.values };
  const id = (name: string) => `${formId}-${name}`;
  const statuses = ["in_stock", "coming_soon"].includes(currentStatus)
    ? (["in_stock", "coming_soon"] as const)
    : ([currentStatus, "in_stock", "coming_soon"] as const);

  function check(event: FormEvent<HTMLFormElement>) {
    const result = carEditSchema.safeParse(carFormInput(new FormData(event.currentTarget)));
    if (result.success) {
      setChecked(null);
      return;
    }
    event.preventDefault();
    setChecked(carFormErrors(result.error));
  }

  const control = (name: CarFormField) => ({
    id: id(name),
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": describedBy(id(name), errors[name]),
  });

  return (
    <form
      action={formAction}
      onSubmit={check}
      noValidate
      className="flex flex-col gap-4"
      key={state.values ? JSON.stringify(state.values) : "initial"}
      aria-labelledby={`${formId}-heading`}
    >
      <h2 id={`${formId}-heading`} className="text-lg font-semibold">
        Edit the car
      </h2>
      {errors.form ? (
        <div role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800">
          <p data-testid="car-form-error">{errors.form}</p>
          {errors.form.startsWith("This car changed") ? (
            <p className="mt-1">
              <Link href={`/stock/${carId}`} className="underline">
                Open the car again
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
      <input type="hidden" name="carId" value={carId} />
      <input type="hidden" name="version" value={version} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={id("price")} label="Price (dollars)" required error={errors.price}>
          <input {...control("price")} inputMode="numeric" defaultValue={shown.price} className={inputClass} />
        </Field>
        <Field id={id("status")} label="Status" error={errors.status}>
          <select {...control("status")} defaultValue={shown.status} className={inputClass}>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {status in stockStatusNames ? stockStatusNames[status as keyof typeof stockStatusNames] : status}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={id("tag")}
          label="Tag"
          hint="The banner on the car's picture, such as 'Test drive only'"
          error={errors.tag}
        >
          <input {...control("tag")} maxLength={maxTagLength} defaultValue={shown.tag} className={inputClass} />
        </Field>
      </div>
      <div>
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input
            {...control("certified")}
            type="checkbox"
            defaultChecked={shown.certified === "on"}
            className="size-4"
          />
          Certified pre-owned (shows the certified badge)
        </label>
        <FieldMessage controlId={id("certified")} message={errors.certified} />
      </div>
      <Field id={id("standardEquipment")} label="Features" hint="One a line" error={errors.standardEquipment}>
        <textarea
          {...control("standardEquipment")}
          rows={6}
          defaultValue={shown.standardEquipment}
          className={inputClass}
        />
      </Field>
      <Field
        id={id("dealercomments")}
        label="Dealer comments"
        hint="HTML: paragraphs, lists, bold and italics are kept; anything else is removed"
        error={errors.dealercomments}
      >
        <textarea
          {...control("dealercomments")}
          rows={8}
          maxLength={maxCommentsLength}
          defaultValue={shown.dealercomments}
          className={`${inputClass} font-mono text-sm`}
        />
      </Field>
      <div>
        <Button type="submit" disabled={pending || state.next !== undefined}>
          {pending ? "Saving…" : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
