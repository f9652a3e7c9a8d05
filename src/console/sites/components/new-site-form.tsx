"use client";

import { useActionState, useId, useMemo, useReducer, useState, type FormEvent } from "react";
import { Button } from "@/ui/button";
import type { TemplateName } from "@/sites/config-vocabularies";
import { useNextPage } from "../../components/use-next-page";
import { createSiteAction } from "../actions";
import { draftReducer, initialDraft, toSiteInput } from "../new-site-draft";
import { fieldMessages, newSiteSchema, type NewSiteFormState, type TemplateThemes } from "../new-site-schema";
import { DealershipFields } from "./dealership-fields";
import { DomainFields, SiteFields } from "./site-fields";
import { ThemeFields } from "./theme-fields";

// /sites/new (decision 049): the whole site in one form. The browser checks it with the same schema
// as the server before sending; the server answers what only it knows (a slug or domain taken, a
// postcode not found) on the same fields. The site goes as JSON in one field: its lists of
// dealerships, locations and days do not fit flat form fields.

const initialState: NewSiteFormState = { errors: {} };

export function NewSiteForm({
  templates,
  themes,
  groups,
}: {
  templates: readonly TemplateName[];
  themes: TemplateThemes;
  groups: readonly { id: string; name: string }[];
}) {
  const formId = useId();
  const reducer = useMemo(() => draftReducer(themes), [themes]);
  const [draft, dispatch] = useReducer(reducer, themes, (given) => initialDraft(given));
  const [state, action, pending] = useActionState(createSiteAction, initialState);
  // The browser's own check of the last attempt; null once it passed and the server has the word.
  const [checked, setChecked] = useState<Record<string, string> | null>(null);
  useNextPage(state.next);
  const messages = checked ?? state.errors;
  const count = Object.keys(messages).length;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const result = newSiteSchema.safeParse(toSiteInput(draft));
    if (result.success) {
      setChecked(null);
      return;
    }
    event.preventDefault();
    setChecked(fieldMessages(result.error));
    // The first field with a message, once React has marked it.
    requestAnimationFrame(() => {
      document.querySelector<HTMLElement>(`form[data-form="${formId}"] [aria-invalid="true"]`)?.focus();
    });
  };

  const sections = { formId, draft, messages, dispatch };
  return (
    <form action={action} onSubmit={onSubmit} noValidate data-form={formId} className="flex max-w-5xl flex-col gap-4">
      {count > 0 ? (
        <div
          role="alert"
          className="rounded border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800"
          data-testid="form-errors"
        >
          {messages.form ?? `Check the ${count === 1 ? "field" : `${count} fields`} marked below.`}
        </div>
      ) : null}
      <SiteFields {...sections} templates={templates} groups={groups} />
      <DomainFields {...sections} />
      <section aria-labelledby={`${formId}-dealerships`} className="flex flex-col gap-3">
        <h2 id={`${formId}-dealerships`} className="text-lg font-semibold">
          Dealerships
        </h2>
        {messages.dealerships ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {messages.dealerships}
          </p>
        ) : null}
        {draft.dealerships.map((dealership, index) => (
          <DealershipFields
            key={index}
            formId={formId}
            index={index}
            dealership={dealership}
            messages={messages}
            dispatch={dispatch}
            removable={draft.dealerships.length > 1}
          />
        ))}
        <div>
          <Button variant="outline" size="sm" onClick={() => dispatch({ type: "add-dealership" })}>
            Add a dealership
          </Button>
        </div>
      </section>
      <ThemeFields {...sections} />
      <input type="hidden" name="site" value={JSON.stringify(toSiteInput(draft))} />
      <div>
        <Button type="submit" disabled={pending || state.next !== undefined}>
          {pending ? "Creating…" : "Create site"}
        </Button>
      </div>
    </form>
  );
}
