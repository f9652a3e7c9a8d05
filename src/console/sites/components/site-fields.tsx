"use client";

import { Button } from "@/ui/button";
import { fieldId } from "@/ui/field";
import type { TemplateName } from "@/sites/config-vocabularies";
import type { Draft, DraftAction } from "../new-site-draft";
import { ListMessage, SelectInput, TextInput, type Messages } from "./form-controls";

// The new site's name, slug, template and group, and its domains (one of them the primary, which
// canonical addresses, the sitemap and the feeds are written with).

type Props = {
  formId: string;
  draft: Draft;
  messages: Messages;
  dispatch: (action: DraftAction) => void;
  templates: readonly TemplateName[];
  groups: readonly { id: string; name: string }[];
};

export function SiteFields({ formId, draft, messages, dispatch, templates, groups }: Props) {
  const site = (field: "name" | "slug" | "template" | "groupId") => ({
    formId,
    path: field,
    messages,
    value: draft[field],
    onChange: (value: string) => dispatch({ type: "site", field, value }),
  });
  return (
    <fieldset className="flex flex-col gap-3 rounded border border-border bg-surface p-4">
      <legend className="px-1 font-semibold">Site</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput {...site("name")} label="Site name" required />
        <TextInput
          {...site("slug")}
          label="Slug"
          required
          hint="Its address on the platform: {slug}.{platform domain}."
        />
        <SelectInput
          {...site("template")}
          label="Template"
          required
          options={templates.map((template) => ({ value: template, label: template }))}
        />
        <SelectInput
          {...site("groupId")}
          label="Dealer group"
          options={[
            { value: "", label: "No group" },
            ...groups.map((group) => ({ value: group.id, label: group.name })),
          ]}
        />
      </div>
    </fieldset>
  );
}

export function DomainFields({ formId, draft, messages, dispatch }: Omit<Props, "templates" | "groups">) {
  return (
    <fieldset className="flex flex-col gap-3 rounded border border-border bg-surface p-4">
      <legend className="px-1 font-semibold">Domains</legend>
      <p className="text-sm text-muted">
        Each domain must point at the platform in DNS. The primary one is the address search engines and feeds get.
      </p>
      <ListMessage messages={messages} path="domains" />
      {draft.domains.map((domain, index) => (
        <div key={index} className="flex flex-wrap items-end gap-3">
          <TextInput
            formId={formId}
            path={`domains.${index}.name`}
            label={`Domain ${index + 1}`}
            required
            value={domain.name}
            messages={messages}
            onChange={(value) => dispatch({ type: "domain", index, value })}
            className="min-w-72 flex-1"
          />
          <label className="flex items-center gap-2 pb-2 text-sm" htmlFor={fieldId(formId, `domains.${index}.primary`)}>
            <input
              id={fieldId(formId, `domains.${index}.primary`)}
              type="radio"
              name={`${formId}-primary-domain`}
              checked={domain.primary}
              onChange={() => dispatch({ type: "primary-domain", index })}
            />
            Primary
          </label>
          {draft.domains.length > 1 ? (
            <Button variant="ghost" size="sm" onClick={() => dispatch({ type: "remove-domain", index })}>
              Remove domain {index + 1}
            </Button>
          ) : null}
        </div>
      ))}
      <div>
        <Button variant="outline" size="sm" onClick={() => dispatch({ type: "add-domain" })}>
          Add a domain
        </Button>
      </div>
    </fieldset>
  );
}
