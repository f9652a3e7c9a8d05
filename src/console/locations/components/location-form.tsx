"use client";

import { startTransition, useActionState, useId, useState } from "react";
import {
  departmentLabels,
  departments,
  fieldErrorsOf,
  locationFieldLimits,
  locationFormSchema,
  type LocationFieldErrors,
  type LocationFormValues,
} from "@/locations/location-form-schema";
import { australianStateCodes } from "@/platform/australian-states";
import { Button } from "@/ui/button";
import { describedBy, Field, FieldMessage, inputClass } from "@/ui/field";
import { useNextPage } from "../../components/use-next-page";
import { saveLocationAction } from "../actions";
import { initialLocationFormState } from "../location-form-state";
import { FormSection, TextField } from "./form-fields";
import { HoursGrid } from "./hours-grid";
import { SpecialDaysEditor, type HolidayOffer, type SpecialRow } from "./special-days-editor";

// A location's editor. The values live here as the inputs hold them; Save checks them with the same
// schema the server parses them with and shows each message under its field, or sends them. A
// refused save (someone else saved first, a rule only the server knows) keeps everything typed.

type Values = Omit<LocationFormValues, "specialHours"> & { specialHours: SpecialRow[] };

export function LocationForm({
  initial,
  today,
  holidays,
  holidayRegion,
}: {
  initial: LocationFormValues;
  /** The location's today: special days before it are not edited here. */
  today: string;
  holidays: readonly HolidayOffer[];
  holidayRegion: string | null;
}) {
  const formId = useId();
  const id = (name: string) => `${formId}-${name}`;
  const [values, setValues] = useState<Values>(() => ({
    ...initial,
    specialHours: initial.specialHours.map((day, index) => ({ ...day, key: `saved-${index}` })),
  }));
  const [clientErrors, setClientErrors] = useState<LocationFieldErrors | null>(null);
  const [state, dispatch, pending] = useActionState(saveLocationAction, initialLocationFormState);
  useNextPage(state.next);
  const errors = clientErrors ?? state.errors;
  const error = (path: string) => errors[path];
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((now) => ({ ...now, [key]: value }));
  const busy = pending || state.next !== undefined;

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const payload: LocationFormValues = {
      ...values,
      specialHours: values.specialHours.map(({ key: _key, ...day }) => day),
    };
    const checked = locationFormSchema({ today }).safeParse(payload);
    if (!checked.success) {
      setClientErrors({
        form: "Some fields need a change before this can be saved; each says what.",
        ...fieldErrorsOf(checked.error),
      });
      return;
    }
    setClientErrors(null);
    startTransition(() => dispatch(payload));
  }

  const text = (
    name:
      | "name"
      | "street"
      | "city"
      | "postcode"
      | "lat"
      | "lng"
      | "phone"
      | "landlinePhone"
      | "email"
      | "placeId"
      | "placeUrl"
      | "mapKey",
  ) => ({
    id: id(name),
    value: values[name],
    onChange: set(name),
    error: error(name),
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="location-form">
      {errors.form ? (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800">
          {errors.form}
        </p>
      ) : null}

      <FormSection title="Location" id={id("details")}>
        <div className="grid gap-3 md:grid-cols-3">
          <TextField label="Name" required maxLength={locationFieldLimits.name} {...text("name")} />
          <Field id={id("locationType")} label="Department" error={error("locationType")}>
            <select
              id={id("locationType")}
              value={values.locationType}
              onChange={(event) => set("locationType")(departments.find((d) => d === event.target.value) ?? "")}
              className={inputClass}
            >
              {departments.map((department) => (
                <option key={department} value={department}>
                  {departmentLabels[department]}
                </option>
              ))}
            </select>
          </Field>
          <div className="flex items-end pb-2">
            <label className="flex items-center gap-2 font-semibold">
              <input
                type="checkbox"
                checked={values.visible}
                onChange={(event) => set("visible")(event.target.checked)}
                className="h-5 w-5"
              />
              Shown on the site
            </label>
          </div>
        </div>
      </FormSection>

      <FormSection title="Address and map position" id={id("address")}>
        <div className="grid gap-3 md:grid-cols-4">
          <TextField label="Street" required className="md:col-span-2" {...text("street")} />
          <TextField label="Suburb" required {...text("city")} />
          <Field id={id("state")} label="State" required error={error("state")}>
            <select
              id={id("state")}
              value={values.state}
              onChange={(event) => set("state")(event.target.value)}
              aria-invalid={error("state") ? true : undefined}
              aria-describedby={describedBy(id("state"), error("state"))}
              className={inputClass}
            >
              {australianStateCodes.includes(values.state as never) ? null : (
                <option value={values.state}>{values.state}</option>
              )}
              {australianStateCodes.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </Field>
          <TextField label="Postcode" required inputMode="numeric" maxLength={4} {...text("postcode")} />
          <TextField
            label="Latitude"
            required
            inputMode="decimal"
            hint="South is negative, e.g. -33.8617"
            {...text("lat")}
          />
          <TextField label="Longitude" required inputMode="decimal" hint="e.g. 151.1712" {...text("lng")} />
        </div>
      </FormSection>

      <FormSection title={`${departmentLabels[values.locationType]} phones`} id={id("phones")}>
        <div className="grid gap-3 md:grid-cols-3">
          <TextField label="Phone" required type="tel" {...text("phone")} />
          <TextField
            label="Second number"
            type="tel"
            hint="A 1300 line or a mobile; optional"
            {...text("landlinePhone")}
          />
          <TextField label="E-mail" type="email" maxLength={locationFieldLimits.email} {...text("email")} />
        </div>
      </FormSection>

      <FormSection title={`${departmentLabels[values.locationType]} opening hours`} id={id("hours")}>
        <FieldMessage controlId={id("openingHours")} message={error("openingHours")} />
        <HoursGrid
          idPrefix={id("hours")}
          days={values.openingHours}
          errors={(path) => error(`openingHours.${path}`)}
          onChange={set("openingHours")}
        />
      </FormSection>

      <FormSection title="Holiday and special hours" id={id("special")}>
        <FieldMessage controlId={id("specialHours")} message={error("specialHours")} />
        <SpecialDaysEditor
          idPrefix={id("special")}
          rows={values.specialHours}
          errors={(path) => error(`specialHours.${path}`)}
          onChange={set("specialHours")}
          holidays={holidays}
          holidayRegion={holidayRegion}
        />
      </FormSection>

      <FormSection title="Google reviews and map" id={id("google")}>
        <p className="text-sm text-muted">
          The Google place this location is, which its map and reviews badge name. Leave empty where there is none.
        </p>
        <div className="grid gap-3 md:grid-cols-3">
          <TextField label="Google place ID" maxLength={locationFieldLimits.placeId} {...text("placeId")} />
          <TextField label="Google Maps link" type="url" maxLength={locationFieldLimits.url} {...text("placeUrl")} />
          <TextField label="Map embed code (pb=…)" maxLength={locationFieldLimits.mapKey} {...text("mapKey")} />
        </div>
      </FormSection>

      <div className="flex items-center gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : "Save location"}
        </Button>
      </div>
    </form>
  );
}
