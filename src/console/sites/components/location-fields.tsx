"use client";

import { australianStateCodes } from "@/platform/australian-states";
import { fieldId } from "@/ui/field";
import { weekdayNames } from "@/locations/opening-hours";
import { Button } from "@/ui/button";
import type { DraftAction, DraftLocation } from "../new-site-draft";
import { ListMessage, SelectInput, TextInput, type Messages } from "./form-controls";

// One location of a dealership: its name, address, phone, enquiries address and the week's hours.

const stateOptions = [
  { value: "", label: "Choose…" },
  ...australianStateCodes.map((code) => ({ value: code, label: code })),
];

type Props = {
  formId: string;
  dealership: number;
  index: number;
  location: DraftLocation;
  messages: Messages;
  dispatch: (action: DraftAction) => void;
  removable: boolean;
};

export function LocationFields({ formId, dealership, index, location, messages, dispatch, removable }: Props) {
  const path = `dealerships.${dealership}.locations.${index}`;
  const field = (name: Exclude<keyof DraftLocation, "openingHours">) => ({
    formId,
    path: `${path}.${name}`,
    value: location[name],
    messages,
    onChange: (value: string) => dispatch({ type: "location", dealership, index, field: name, value }),
  });
  return (
    <fieldset className="flex flex-col gap-3 rounded border border-border p-3">
      <legend className="px-1 text-sm font-semibold">Location {index + 1}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextInput
          {...field("name")}
          label="Location name"
          required
          hint="Shoppers see it on its page and in the footer."
        />
        <TextInput {...field("phone")} label="Phone" type="tel" required />
        <TextInput {...field("email")} label="Enquiries e-mail" type="email" hint="Leads for this location go here." />
      </div>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_auto_auto]">
        <TextInput {...field("street")} label="Street address" required />
        <TextInput {...field("city")} label="Suburb or town" required />
        <SelectInput {...field("state")} label="State" required options={stateOptions} />
        <TextInput {...field("postcode")} label="Postcode" required className="w-28" />
      </div>
      <OpeningHoursFields {...{ formId, dealership, index, location, messages, dispatch }} />
      {removable ? (
        <div>
          <Button variant="ghost" size="sm" onClick={() => dispatch({ type: "remove-location", dealership, index })}>
            Remove location {index + 1}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}

function OpeningHoursFields({ formId, dealership, index, location, messages, dispatch }: Omit<Props, "removable">) {
  const path = `dealerships.${dealership}.locations.${index}.openingHours`;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-semibold">Opening hours</legend>
      <ListMessage messages={messages} path={path} />
      <table className="text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Open</th>
            <th scope="col">Opens</th>
            <th scope="col">Closes</th>
          </tr>
        </thead>
        <tbody>
          {location.openingHours.map((day, position) => {
            const name = weekdayNames[day.weekday] ?? "";
            const dayPath = `${path}.${position}`;
            const message = messages[`${dayPath}.open`] ?? messages[`${dayPath}.close`];
            const open = day.status === "Open";
            const time = (which: "open" | "close") => (
              <input
                type="time"
                aria-label={`${name} ${which === "open" ? "opens" : "closes"}`}
                id={fieldId(formId, `${dayPath}.${which}`)}
                value={day[which]}
                disabled={!open}
                onChange={(event) =>
                  dispatch({
                    type: "hours",
                    dealership,
                    location: index,
                    weekday: day.weekday,
                    field: which,
                    value: event.target.value,
                  })
                }
                aria-invalid={messages[`${dayPath}.${which}`] ? true : undefined}
                className="rounded border border-border bg-surface px-2 py-1 disabled:opacity-50 aria-invalid:border-red-700"
              />
            );
            return (
              <tr key={day.weekday}>
                <th scope="row" className="w-28 py-0.5 pr-3 text-left font-normal">
                  {name}
                </th>
                <td className="pr-3">
                  <label className="flex items-center gap-1">
                    <input
                      type="checkbox"
                      checked={open}
                      onChange={(event) =>
                        dispatch({
                          type: "day-open",
                          dealership,
                          location: index,
                          weekday: day.weekday,
                          open: event.target.checked,
                        })
                      }
                    />
                    Open<span className="sr-only"> on {name}</span>
                  </label>
                </td>
                <td className="pr-2">{time("open")}</td>
                <td className="pr-2">{time("close")}</td>
                <td className="text-red-700">{message}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </fieldset>
  );
}
