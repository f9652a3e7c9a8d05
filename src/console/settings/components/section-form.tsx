"use client";

import { useActionState, useMemo, useState } from "react";
import { Button } from "@/ui/button";
import { valueAt, withValueAt } from "@/sites/config-edits";
import type { ConfigPath } from "@/sites/config-path";
import { siteConfigIssues } from "@/sites/config-issues";
import type { SectionKey } from "@/sites/setting-labels";
import { useNextPage } from "../../components/use-next-page";
import { saveSectionAction } from "../actions";
import type { FieldModel } from "../form-model";
import type { SettingsActionState } from "../settings-action-state";
import { ContrastPanel } from "./contrast-panel";
import { IssueSummary } from "./issue-summary";
import { SettingField } from "./setting-fields";
import { SettingsFormContext, settingsFormContext } from "./settings-form-context";

// One section of a site's settings, as a form generated from the schema (decision 050). It holds the
// section's values as staff change them and checks the whole configuration with the schema on every
// change, so each setting shows the schema's own message as it is typed; the server checks the same
// values again (and the links) when the draft is saved. Read-only for those who may not edit.

const initial: SettingsActionState = {};

export type SectionFormProps = {
  siteId: string;
  section: SectionKey;
  model: Extract<FieldModel, { kind: "group" }>;
  /** The whole configuration the form starts from (the draft, or the published one). */
  working: unknown;
  /** The template's defaults: each setting's default. */
  base: unknown;
  baseVersion: number;
  draftUpdatedAt: string;
  readOnly: boolean;
  /** The site's own pages ("/about-us"), for links. */
  sitePages: readonly string[];
  tradeIn: boolean;
};

export function SectionForm(props: SectionFormProps) {
  const { siteId, section, model, working, base, readOnly } = props;
  const [value, setValue] = useState<unknown>(() => valueAt(working, [section]));
  const [state, action, pending] = useActionState(saveSectionAction, initial);
  useNextPage(state.next);
  const config = useMemo(() => withValueAt(working, [section], value), [working, section, value]);
  const issues = useMemo(() => siteConfigIssues(config), [config]);
  // The server's messages (links, a value the template sets) stand until the settings change again.
  const [answered, setAnswered] = useState<{ state: SettingsActionState; value: unknown } | null>(null);
  if (state !== answered?.state && state.issues) setAnswered({ state, value });
  const shown = useMemo(
    () => [...issues, ...(answered && answered.value === value ? (answered.state.issues ?? []) : [])],
    [issues, answered, value],
  );
  const pagesListId = `${section}-site-pages`;
  const { sitePages, tradeIn } = props;
  const context = useMemo(
    () =>
      settingsFormContext({
        config,
        base,
        issues: shown,
        // The form holds its section: a path from the root loses the section's key.
        set: (path: ConfigPath, next: unknown) =>
          setValue((current: unknown) => withValueAt(current, path.slice(1), next)),
        sitePages,
        tradeIn,
        pagesListId,
        readOnly,
      }),
    [config, base, shown, sitePages, tradeIn, pagesListId, readOnly],
  );

  return (
    <SettingsFormContext.Provider value={context}>
      <form action={action} className="flex flex-col gap-4" noValidate data-testid="settings-form">
        {state.message ? (
          <p
            role="alert"
            className="rounded border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800"
            data-testid="settings-message"
          >
            {state.message}
          </p>
        ) : null}
        <IssueSummary issues={shown} section={section} />
        {section === "theme" ? <ContrastPanel colors={valueAt(config, ["theme", "colors"])} /> : null}
        <datalist id={pagesListId}>
          {props.sitePages.map((page) => (
            <option key={page} value={page} />
          ))}
        </datalist>
        <fieldset disabled={readOnly} className="flex flex-col gap-4">
          <legend className="sr-only">{model.label}</legend>
          {model.fields.map((field) => (
            <SettingField key={field.key} model={field} path={[section, field.key ?? ""]} />
          ))}
        </fieldset>
        {readOnly ? null : (
          <>
            <input type="hidden" name="siteId" value={siteId} />
            <input type="hidden" name="section" value={section} />
            <input type="hidden" name="baseVersion" value={props.baseVersion} />
            <input type="hidden" name="draftUpdatedAt" value={props.draftUpdatedAt} />
            <input type="hidden" name="value" value={JSON.stringify(value) ?? ""} />
            <div className="sticky bottom-0 flex items-center gap-3 border-t border-border bg-surface-alt py-3">
              <Button type="submit" disabled={pending || state.next !== undefined}>
                {pending ? "Saving…" : "Save draft"}
              </Button>
              <span className="text-sm text-muted">
                Saved to the draft: shoppers see nothing until it is published.
              </span>
            </div>
          </>
        )}
      </form>
    </SettingsFormContext.Provider>
  );
}
