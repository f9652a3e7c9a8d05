"use client";

import type { ReactNode } from "react";
import { formatValue } from "@/sites/config-diff";
import { sameValue } from "@/sites/config-edits";
import type { ConfigPath } from "@/sites/config-path";
import type { FieldModel } from "../form-model";
import { settingId, useSettingsForm } from "./settings-form-context";

// One setting of a generated form: its label, its description from the schema, the control, the
// template's default with a way back to it, and the schema's messages right under the control (tied
// to it with aria-describedby). A warning (a link to a page the site lacks) is said, not refused.

/** The ids a control names in aria-describedby: its description, messages and warning, as they show. */
export function describedIds(id: string, parts: { description?: boolean; errors?: boolean; warning?: boolean }) {
  const ids = [
    parts.description ? `${id}-description` : null,
    parts.errors ? `${id}-error` : null,
    parts.warning ? `${id}-warning` : null,
  ].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

export function SettingShell({
  model,
  path,
  warning,
  inline = false,
  children,
}: {
  model: FieldModel;
  path: ConfigPath;
  warning?: string | null;
  /** A checkbox: the label sits beside it, so the control comes first. */
  inline?: boolean;
  children: ReactNode;
}) {
  const form = useSettingsForm();
  const id = settingId(path);
  const errors = form.errorsAt(path);
  const label = (
    <label htmlFor={id} className={inline ? "text-sm font-semibold" : "mb-1 block text-sm font-semibold"}>
      {model.label}
      {model.required ? null : <span className="font-normal text-muted"> (optional)</span>}
    </label>
  );
  return (
    <div className="flex flex-col gap-1" data-setting={path.join(".")}>
      {inline ? (
        <div className="flex items-center gap-2">
          {children}
          {label}
        </div>
      ) : (
        <>
          {label}
          {children}
        </>
      )}
      {model.description ? (
        <p id={`${id}-description`} className="text-xs text-muted">
          {model.description}
        </p>
      ) : null}
      <DefaultLine path={path} label={model.label} />
      {errors.length > 0 ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700" data-testid="setting-error">
          {errors.join(" ")}
        </p>
      ) : null}
      {warning ? (
        <p id={`${id}-warning`} className="text-sm text-amber-900" data-testid="setting-warning">
          {warning}
        </p>
      ) : null}
    </div>
  );
}

/** "Default: "Sold"", and a button back to it while the value differs. */
export function DefaultLine({ path, label }: { path: ConfigPath; label: string }) {
  const form = useSettingsForm();
  const fallback = form.defaultAt(path);
  if (!fallback) return null;
  const current = form.valueAt(path);
  const differs = !sameValue(current, fallback.value);
  return (
    <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
      <span>
        Default: <span className="font-mono">{formatValue(fallback.value)}</span>
      </span>
      {differs && !form.readOnly ? (
        <button
          type="button"
          className="rounded border border-border px-1.5 py-0.5 text-xs text-text hover:bg-surface-alt"
          onClick={() => form.set(path, fallback.value)}
          aria-label={`Use the default for ${label}`}
        >
          Use default
        </button>
      ) : null}
    </p>
  );
}
