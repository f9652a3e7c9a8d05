"use client";

import { useState } from "react";
import { Button } from "@/ui/button";
import { describedBy, Field, fieldId, inputClass } from "@/ui/field";
import { fontNames } from "@/sites/config-vocabularies";
import { logoMediaTypes, maxLogoBytes } from "@/sites/logo-data";
import type { Draft, DraftAction, ThemeField } from "../new-site-draft";
import { SelectInput, TextInput, type Messages } from "./form-controls";

// The new site's look: its two colours and the text on each (checked for contrast), its font, and its
// logo (uploaded, kept with the site's settings; without one the platform draws one from the name).

const fontLabels: Record<(typeof fontNames)[number], string> = {
  system: "System (the device's own)",
  serif: "Serif",
  rounded: "Rounded",
  condensed: "Condensed",
};

type Props = { formId: string; draft: Draft; messages: Messages; dispatch: (action: DraftAction) => void };

export function ThemeFields({ formId, draft, messages, dispatch }: Props) {
  const colour = (field: Exclude<ThemeField, "font" | "logo">, label: string) => (
    <div className="flex items-end gap-2">
      <span
        aria-hidden="true"
        className="mb-1 inline-block h-8 w-8 shrink-0 rounded border border-border"
        style={{ background: /^#[0-9a-fA-F]{6}$/.test(draft.theme[field]) ? draft.theme[field] : "transparent" }}
      />
      <TextInput
        formId={formId}
        path={`theme.${field}`}
        label={label}
        required
        value={draft.theme[field]}
        messages={messages}
        onChange={(value) => dispatch({ type: "theme", field, value })}
        className="flex-1"
      />
    </div>
  );
  return (
    <fieldset className="flex flex-col gap-3 rounded border border-border bg-surface p-4">
      <legend className="px-1 font-semibold">Look</legend>
      <p className="text-sm text-muted">
        The template&apos;s colours and font to start with. Colours are hex, like #1d4ed8.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {colour("primary", "Main colour")}
        {colour("primaryText", "Text on the main colour")}
        {colour("secondary", "Second colour")}
        {colour("secondaryText", "Text on the second colour")}
        <SelectInput
          formId={formId}
          path="theme.font"
          label="Font"
          value={draft.theme.font}
          messages={messages}
          onChange={(value) => dispatch({ type: "theme", field: "font", value })}
          options={fontNames.map((font) => ({ value: font, label: fontLabels[font] }))}
        />
      </div>
      <LogoField formId={formId} logo={draft.theme.logo} message={messages["theme.logo"]} dispatch={dispatch} />
    </fieldset>
  );
}

function LogoField({
  formId,
  logo,
  message,
  dispatch,
}: {
  formId: string;
  logo: string;
  message: string | undefined;
  dispatch: (action: DraftAction) => void;
}) {
  const id = fieldId(formId, "theme.logo");
  const [readError, setReadError] = useState<string | undefined>();
  const error = readError ?? message;
  const choose = (file: File | undefined) => {
    setReadError(undefined);
    if (!file) return;
    if (file.size > maxLogoBytes) {
      setReadError(`The logo is ${Math.ceil(file.size / 1024)} KB; upload one of ${maxLogoBytes / 1024} KB or less.`);
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === "string") dispatch({ type: "theme", field: "logo", value: reader.result });
    };
    reader.onerror = () => setReadError("The file could not be read. Please choose it again.");
    reader.readAsDataURL(file);
  };
  return (
    <Field
      id={id}
      label="Logo"
      error={error}
      hint={`PNG, JPEG, WebP or SVG, up to ${maxLogoBytes / 1024} KB. Without one, a logo is drawn from the site's name.`}
    >
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={id}
          type="file"
          accept={Object.keys(logoMediaTypes).join(",")}
          onChange={(event) => choose(event.target.files?.[0])}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
          className={`${inputClass} max-w-sm`}
        />
        {logo ? (
          <>
            {/* eslint-disable-next-line @next/next/no-img-element -- a preview of the file just chosen */}
            <img
              src={logo}
              alt="The logo chosen"
              className="h-12 w-auto rounded border border-border"
              data-testid="logo-preview"
            />
            <Button variant="ghost" size="sm" onClick={() => dispatch({ type: "theme", field: "logo", value: "" })}>
              Remove logo
            </Button>
          </>
        ) : null}
      </div>
    </Field>
  );
}
