"use client";

import { inputClass } from "@/ui/field";
import type { ConfigPath } from "@/sites/config-path";
import type { FieldModel, NumberField, TextField } from "../form-model";
import { emptyValue } from "../form-values";
import { describedIds, SettingShell } from "./setting-shell";
import {
  SettingsFormContext,
  settingId,
  useSettingsForm,
  type SettingsFormContextValue,
} from "./settings-form-context";
import { SettingGroup, SettingList } from "./setting-list";

// The controls of a generated settings form, one per kind of field the schema has: text (a colour
// with its picker, a link with the site's pages to pick from), numbers within their bounds, on/off,
// a closed list of choices, groups, lists, and "none" for a setting that may be empty.

type Props<Model extends FieldModel = FieldModel> = { model: Model; path: ConfigPath };

export function SettingField({ model, path }: Props) {
  if (!model.required && model.kind !== "text") return <OptionalSetting model={model} path={path} />;
  switch (model.kind) {
    case "text":
      return <TextSetting model={model} path={path} />;
    case "number":
      return <NumberSetting model={model} path={path} />;
    case "switch":
      return <SwitchSetting model={model} path={path} />;
    case "choice":
      return <ChoiceSetting model={model} path={path} />;
    case "group":
      return <SettingGroup model={model} path={path} />;
    case "list":
      return <SettingList model={model} path={path} />;
    case "nullable":
      return <NullableSetting model={model} path={path} />;
    case "json":
      return <JsonSetting model={model} path={path} />;
  }
}

function TextSetting({ model, path }: Props<TextField>) {
  const form = useSettingsForm();
  const id = settingId(path);
  const value = form.valueAt(path);
  const text = typeof value === "string" ? value : "";
  const warning = model.format === "link" && text !== "" ? form.linkProblem(text) : null;
  const errors = form.errorsAt(path).length > 0;
  const common = {
    id,
    value: text,
    maxLength: model.maxLength,
    "aria-invalid": errors ? true : undefined,
    "aria-describedby": describedIds(id, { description: !!model.description, errors, warning: !!warning }),
    className: inputClass,
  };
  // An optional text left empty is not set at all.
  const change = (next: string) => form.set(path, next === "" && !model.required ? undefined : next);
  return (
    <SettingShell model={model} path={path} warning={warning}>
      {model.long ? (
        <textarea {...common} rows={3} onChange={(event) => change(event.target.value)} />
      ) : (
        <div className="flex items-center gap-2">
          {model.format === "color" ? (
            <input
              type="color"
              aria-label={`${model.label}: pick a colour`}
              value={/^#[0-9a-fA-F]{6}$/.test(text) ? text.toLowerCase() : "#000000"}
              onChange={(event) => change(event.target.value)}
              className="h-10 w-12 shrink-0 cursor-pointer rounded border border-border bg-surface p-0.5"
            />
          ) : null}
          <input
            {...common}
            type={model.format === "uri" ? "url" : "text"}
            list={model.format === "link" ? form.pagesListId : undefined}
            spellCheck={model.format ? false : undefined}
            onChange={(event) => change(event.target.value)}
          />
        </div>
      )}
    </SettingShell>
  );
}

function NumberSetting({ model, path }: Props<NumberField>) {
  const form = useSettingsForm();
  const id = settingId(path);
  const value = form.valueAt(path);
  const errors = form.errorsAt(path).length > 0;
  return (
    <SettingShell model={model} path={path}>
      <input
        id={id}
        type="number"
        inputMode={model.integer ? "numeric" : "decimal"}
        step={model.integer ? 1 : "any"}
        min={model.minimum}
        max={model.maximum}
        value={typeof value === "number" ? value : ""}
        // What is not a number stays as typed, and the schema says so ("must be a number").
        onChange={(event) =>
          form.set(path, Number.isNaN(event.target.valueAsNumber) ? event.target.value : event.target.valueAsNumber)
        }
        aria-invalid={errors ? true : undefined}
        aria-describedby={describedIds(id, { description: !!model.description, errors })}
        className={`${inputClass} max-w-xs tabular-nums`}
      />
    </SettingShell>
  );
}

function SwitchSetting({ model, path }: Props) {
  const form = useSettingsForm();
  const id = settingId(path);
  const errors = form.errorsAt(path).length > 0;
  return (
    <SettingShell model={model} path={path} inline>
      <input
        id={id}
        type="checkbox"
        checked={form.valueAt(path) === true}
        onChange={(event) => form.set(path, event.target.checked)}
        aria-invalid={errors ? true : undefined}
        aria-describedby={describedIds(id, { description: !!model.description, errors })}
        className="h-4 w-4 accent-primary"
      />
    </SettingShell>
  );
}

/** "(none)" as a choice's value: the empty option of a choice that may be empty. */
const noChoice = "";

export function ChoiceSetting({
  model,
  path,
  emptyLabel,
}: Props<Extract<FieldModel, { kind: "choice" }>> & { emptyLabel?: string }) {
  const form = useSettingsForm();
  const id = settingId(path);
  const value = form.valueAt(path);
  const errors = form.errorsAt(path).length > 0;
  const selected = model.options.find((option) => option === value);
  return (
    <SettingShell model={model} path={path}>
      <select
        id={id}
        value={selected === undefined ? noChoice : String(selected)}
        onChange={(event) =>
          form.set(
            path,
            event.target.value === noChoice
              ? emptyLabel === undefined
                ? undefined
                : null
              : model.options.find((option) => String(option) === event.target.value),
          )
        }
        aria-invalid={errors ? true : undefined}
        aria-describedby={describedIds(id, { description: !!model.description, errors })}
        className={`${inputClass} max-w-md`}
      >
        {selected === undefined || emptyLabel !== undefined ? (
          <option value={noChoice}>{emptyLabel ?? "(not set)"}</option>
        ) : null}
        {model.options.map((option) => (
          <option key={String(option)} value={String(option)}>
            {String(option)}
          </option>
        ))}
      </select>
    </SettingShell>
  );
}

/**
 * A setting that may be none (null): text and choices say so by being left empty; anything else
 * (a range, a list) has a box to tick for a value of its own.
 */
function NullableSetting({ model, path }: Props<Extract<FieldModel, { kind: "nullable" }>>) {
  const form = useSettingsForm();
  const inner = {
    ...model.inner,
    label: model.label,
    ...(model.description ? { description: model.description } : {}),
  };
  if (inner.kind === "choice") return <ChoiceSetting model={inner} path={path} emptyLabel="(none)" />;
  if (inner.kind === "text") return <NullableText model={inner} path={path} />;
  const value = form.valueAt(path);
  return (
    <PresenceToggle
      model={model}
      path={path}
      present={value !== null && value !== undefined}
      onToggle={(on) => form.set(path, on ? emptyValue(model.inner) : null)}
    >
      <SettingField model={inner} path={path} />
    </PresenceToggle>
  );
}

function NullableText({ model, path }: Props<TextField>) {
  const form = useSettingsForm();
  // Empty is none (null): the schema's text fields refuse blank text anyway.
  const wrapped: SettingsFormSetter = (target, next) =>
    form.set(target, next === undefined || next === "" ? null : next);
  return (
    <SetterOverride set={wrapped}>
      <TextSetting
        model={{ ...model, required: false, description: model.description ?? "Leave empty for none." }}
        path={path}
      />
    </SetterOverride>
  );
}

/** A setting that may be left out (an optional key other than text). */
function OptionalSetting({ model, path }: Props) {
  const form = useSettingsForm();
  const value = form.valueAt(path);
  if (model.kind === "choice") return <ChoiceSetting model={model} path={path} />;
  return (
    <PresenceToggle
      model={model}
      path={path}
      present={value !== undefined}
      onToggle={(on) => form.set(path, on ? emptyValue(model) : undefined)}
    >
      <SettingField model={{ ...model, required: true }} path={path} />
    </PresenceToggle>
  );
}

function PresenceToggle({
  model,
  path,
  present,
  onToggle,
  children,
}: Props & { present: boolean; onToggle: (on: boolean) => void; children: React.ReactNode }) {
  const id = `${settingId(path)}-set`;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          checked={present}
          onChange={(event) => onToggle(event.target.checked)}
          className="h-4 w-4"
        />
        <label htmlFor={id} className="text-sm font-semibold">
          {model.label}: {present ? "set" : "none"}
        </label>
      </div>
      {model.description && !present ? <p className="text-xs text-muted">{model.description}</p> : null}
      {present ? children : null}
    </div>
  );
}

function JsonSetting({ model, path }: Props) {
  const form = useSettingsForm();
  const id = settingId(path);
  const value = form.valueAt(path);
  return (
    <SettingShell model={model} path={path}>
      <textarea
        id={id}
        rows={4}
        className={`${inputClass} font-mono text-xs`}
        value={typeof value === "string" ? value : JSON.stringify(value, null, 2)}
        onChange={(event) => {
          try {
            const parsed: unknown = JSON.parse(event.target.value);
            form.set(path, parsed);
          } catch {
            form.set(path, event.target.value);
          }
        }}
      />
    </SettingShell>
  );
}

type SettingsFormSetter = SettingsFormContextValue["set"];

/** The fields inside see the form with their changes passed through `set` first. */
function SetterOverride({ set, children }: { set: SettingsFormSetter; children: React.ReactNode }) {
  const form = useSettingsForm();
  return <SettingsFormContext.Provider value={{ ...form, set }}>{children}</SettingsFormContext.Provider>;
}
