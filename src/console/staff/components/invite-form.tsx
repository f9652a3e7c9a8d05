"use client";

import { useActionState, useId, useState } from "react";
import { Button } from "@/ui/button";
import { describedBy, Field, inputClass } from "@/ui/field";
import { roleNames, type StaffRole } from "../../roles";
import { useNextPage } from "../../components/use-next-page";
import { inviteAction, type InviteFormState } from "../actions";

// Invite a member: address, name, role and where. The roles and places offered are the inviter's
// own reach; the server checks them again.

const initial: InviteFormState = { values: {}, errors: {} };

export function InviteForm({
  roles,
  groups,
  dealerships,
  settingsGrantable,
}: {
  roles: StaffRole[];
  groups: { id: string; name: string }[];
  dealerships: { id: string; name: string }[];
  /** The dealerships whose site's settings the inviter may grant a manager (decision 054). */
  settingsGrantable: string[];
}) {
  const formId = useId();
  const [state, action, pending] = useActionState(inviteAction, initial);
  const [role, setRole] = useState<string>(state.values.role ?? roles.at(-1) ?? "");
  const [place, setPlace] = useState<string>(state.values.place ?? "");
  useNextPage(state.next);
  const id = (name: string) => `${formId}-${name}`;
  const places =
    role === "group_admin"
      ? groups.map((group) => ({ value: `group:${group.id}`, label: group.name }))
      : role === "operator"
        ? []
        : dealerships.map((d) => ({ value: `dealership:${d.id}`, label: d.name }));
  return (
    <form action={action} noValidate className="flex max-w-xl flex-col gap-4">
      {state.errors.form ? (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800">
          {state.errors.form}
        </p>
      ) : null}
      <Field id={id("email")} label="E-mail address" required error={state.errors.email}>
        <input
          id={id("email")}
          name="email"
          type="email"
          required
          autoComplete="off"
          defaultValue={state.values.email}
          aria-invalid={state.errors.email ? true : undefined}
          aria-describedby={describedBy(id("email"), state.errors.email)}
          className={inputClass}
        />
      </Field>
      <Field id={id("name")} label="Name" required error={state.errors.name}>
        <input
          id={id("name")}
          name="name"
          required
          autoComplete="off"
          defaultValue={state.values.name}
          aria-invalid={state.errors.name ? true : undefined}
          aria-describedby={describedBy(id("name"), state.errors.name)}
          className={inputClass}
        />
      </Field>
      <Field id={id("role")} label="Role" required error={state.errors.role}>
        <select
          id={id("role")}
          name="role"
          value={role}
          onChange={(event) => setRole(event.target.value)}
          aria-invalid={state.errors.role ? true : undefined}
          aria-describedby={describedBy(id("role"), state.errors.role)}
          className={inputClass}
        >
          {roles.map((value) => (
            <option key={value} value={value}>
              {roleNames[value]}
            </option>
          ))}
        </select>
      </Field>
      {role === "operator" ? null : (
        <Field
          id={id("place")}
          label={role === "group_admin" ? "Group" : "Dealership"}
          required
          error={state.errors.place}
        >
          <select
            id={id("place")}
            name="place"
            value={place}
            onChange={(event) => setPlace(event.target.value)}
            aria-invalid={state.errors.place ? true : undefined}
            aria-describedby={describedBy(id("place"), state.errors.place)}
            className={inputClass}
          >
            {places.map((place) => (
              <option key={place.value} value={place.value}>
                {place.label}
              </option>
            ))}
          </select>
        </Field>
      )}
      {role === "manager" &&
      settingsGrantable.includes((place || places[0]?.value || "").replace("dealership:", "")) ? (
        <div className="flex flex-col gap-1">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              name="siteSettings"
              defaultChecked={state.values.siteSettings === "on"}
              aria-describedby={`${id("siteSettings")}-hint`}
            />
            May edit the site&apos;s settings
          </label>
          <p id={`${id("siteSettings")}-hint`} className="text-sm text-muted">
            Theme, menus, features and wording of the whole site: drafts, preview, publish and rollback.
          </p>
          {state.errors.siteSettings ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {state.errors.siteSettings}
            </p>
          ) : null}
        </div>
      ) : null}
      <div>
        <Button type="submit" disabled={pending || state.next !== undefined}>
          {pending ? "Sending…" : "Send invitation"}
        </Button>
      </div>
    </form>
  );
}
