"use client";

import { itemName } from "@/sites/config-diff";
import type { ConfigPath } from "@/sites/config-path";
import type { FieldModel } from "../form-model";
import { emptyValue } from "../form-values";
import { SettingField } from "./setting-fields";
import { DefaultLine } from "./setting-shell";
import { settingId, useSettingsForm } from "./settings-form-context";

// Groups and lists of a generated settings form. A group is a fieldset named by its key; a list (the
// header's menus, the footer's link groups, a wheel's prizes) is an ordered list of items, each with
// its own fields and buttons to move it up or down or remove it, and a button to add one.

type GroupModel = Extract<FieldModel, { kind: "group" }>;
type ListModel = Extract<FieldModel, { kind: "list" }>;

function Messages({ path }: { path: ConfigPath }) {
  const form = useSettingsForm();
  const errors = form.errorsAt(path);
  if (errors.length === 0) return null;
  return (
    <p id={`${settingId(path)}-error`} className="text-sm font-medium text-red-700" data-testid="setting-error">
      {errors.join(" ")}
    </p>
  );
}

export function SettingGroup({ model, path }: { model: GroupModel; path: ConfigPath }) {
  // A set of switches (which facets, which sort options) reads best in columns.
  const allSwitches = model.fields.length > 4 && model.fields.every((field) => field.kind === "switch");
  return (
    <fieldset className="flex flex-col gap-3 rounded border border-border p-3" id={settingId(path)}>
      <legend className="px-1 font-semibold">{model.label}</legend>
      {model.description ? <p className="text-xs text-muted">{model.description}</p> : null}
      <Messages path={path} />
      <div className={allSwitches ? "grid gap-3 sm:grid-cols-2 lg:grid-cols-3" : "flex flex-col gap-4"}>
        {model.fields.map((field) => (
          <SettingField key={field.key} model={field} path={[...path, field.key ?? ""]} />
        ))}
      </div>
    </fieldset>
  );
}

function ordinalName(label: string, index: number, item: unknown): string {
  const name = itemName(item);
  return name === undefined ? `${label} ${index + 1}` : `${label} ${index + 1} (${name})`;
}

const smallButton =
  "rounded border border-border bg-surface px-2 py-0.5 text-xs hover:bg-surface-alt disabled:cursor-not-allowed disabled:opacity-50";

export function SettingList({ model, path }: { model: ListModel; path: ConfigPath }) {
  const form = useSettingsForm();
  const value = form.valueAt(path);
  const items: unknown[] = Array.isArray(value) ? value : [];
  const replace = (next: unknown[]) => form.set(path, next);
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    replace(next);
  };
  const full = model.maxItems !== undefined && items.length >= model.maxItems;
  const scalar = !["group", "list", "nullable"].includes(model.item.kind);
  return (
    <fieldset className="flex flex-col gap-3 rounded border border-border p-3" id={settingId(path)}>
      <legend className="px-1 font-semibold">{model.label}</legend>
      {model.description ? <p className="text-xs text-muted">{model.description}</p> : null}
      <Messages path={path} />
      {items.length === 0 ? <p className="text-sm text-muted">None.</p> : null}
      <ol className="flex flex-col gap-3">
        {items.map((item, index) => {
          const name = ordinalName(model.label, index, item);
          return (
            <li
              key={index}
              className={
                scalar ? "flex flex-col gap-1" : "flex flex-col gap-2 rounded border border-border bg-surface-alt p-3"
              }
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                {scalar ? null : <span className="text-sm font-semibold">{name}</span>}
                {form.readOnly ? null : (
                  <div className="flex gap-1">
                    <button
                      type="button"
                      className={smallButton}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                      aria-label={`Move ${name} up`}
                    >
                      Up
                    </button>
                    <button
                      type="button"
                      className={smallButton}
                      disabled={index === items.length - 1}
                      onClick={() => move(index, index + 1)}
                      aria-label={`Move ${name} down`}
                    >
                      Down
                    </button>
                    <button
                      type="button"
                      className={smallButton}
                      onClick={() => replace(items.filter((_, at) => at !== index))}
                      aria-label={`Remove ${name}`}
                    >
                      Remove
                    </button>
                  </div>
                )}
              </div>
              <SettingField model={{ ...model.item, label: name }} path={[...path, index]} />
            </li>
          );
        })}
      </ol>
      {form.readOnly ? null : (
        <div>
          <button
            type="button"
            className={smallButton}
            disabled={full}
            onClick={() => replace([...items, emptyValue(model.item)])}
          >
            Add to {model.label}
          </button>
          {full ? <span className="ml-2 text-xs text-muted">At most {model.maxItems}.</span> : null}
        </div>
      )}
      <DefaultLine path={path} label={model.label} />
    </fieldset>
  );
}
