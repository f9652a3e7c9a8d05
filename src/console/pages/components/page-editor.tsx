"use client";

import { useEffect, useEffectEvent, useMemo, useRef } from "react";
import { blogCategories } from "@/content/content-paths";
import { Button } from "@/ui/button";
import { describedBy, Field, inputClass } from "@/ui/field";
import { savePageAction } from "../actions";
import type { FieldErrors } from "../form-result";
import { pageFormSchema, pageLimits, storedPath, type PageField, type PageFields } from "../page-form-schema";
import { FormAlert } from "../../components/form-alert";
import { PagePreview } from "./page-preview";
import { controlsOf, focusFirstInvalid, useRoomForm } from "./use-room-form";

// A page's or post's editor: its address, title, summary, search-engine fields and Markdown text,
// with the live preview beside it. Every button saves what the form holds; publishing shows the
// page on the site at once, unpublishing makes the site answer 404 there. Ctrl+S (⌘S) saves.

export type PageEditorProps = {
  siteId: string;
  /** Null for a new page or post. */
  id: string | null;
  version: string | null;
  initial: PageFields;
  /** The site's other addresses, for "already taken". */
  takenPaths: readonly string[];
  tradeIn: boolean;
  viewOrigin: string;
  published: boolean;
};

export function PageEditor(props: PageEditorProps) {
  const { siteId, id, version, initial, takenPaths, tradeIn, viewOrigin, published } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const schema = useMemo(() => pageFormSchema({ takenPaths: new Set(takenPaths) }), [takenPaths]);
  const form = useRoomForm<PageFields, PageField>({
    initial,
    schema,
    send: (fields) => savePageAction({ siteId, id, version, publish: "keep", fields }),
  });
  const { fields, errors, update } = form;
  const save = (publish: "keep" | "publish" | "unpublish") => {
    const sent = form.submit((values) => savePageAction({ siteId, id, version, publish, fields: values }));
    if (!sent) focusFirstInvalid(formRef.current);
  };
  // Ctrl+S (⌘S) anywhere in the form saves, as in any editor, instead of saving the page's HTML.
  const onSaveKey = useEffectEvent(() => {
    if (!form.busy) save("keep");
  });
  useEffect(() => {
    const element = formRef.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
        event.preventDefault();
        onSaveKey();
      }
    };
    element?.addEventListener("keydown", onKeyDown);
    return () => element?.removeEventListener("keydown", onKeyDown);
  }, []);
  const control = controlsOf<PageField>("page", errors);

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save("keep");
        }}
        className="flex min-w-0 flex-col gap-4"
        aria-label={id ? "Edit the page" : "New page"}
      >
        <FormAlert message={errors.form} testId={form.conflict ? "conflict-alert" : "form-alert"} />
        {id === null ? <KindChoice kind={fields.kind} onChange={(kind) => update("kind", kind)} /> : null}
        <Field id="page-title" label="Title" required error={errors.title}>
          <input {...control("title")} value={fields.title} onChange={(event) => update("title", event.target.value)} />
        </Field>
        <AddressFields fields={fields} errors={errors} locked={published} viewOrigin={viewOrigin} update={update} />
        <Field
          id="page-summary"
          label="Summary"
          error={errors.summary}
          hint={`Up to ${pageLimits.summary} characters: a post's teaser in the blog, and the search description when that is empty.`}
        >
          <textarea
            {...control("summary")}
            rows={2}
            value={fields.summary}
            onChange={(event) => update("summary", event.target.value)}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="page-seoTitle" label="Search engine title" error={errors.seoTitle} hint="Empty: the title.">
            <input
              {...control("seoTitle")}
              value={fields.seoTitle}
              onChange={(event) => update("seoTitle", event.target.value)}
            />
          </Field>
          <Field
            id="page-seoDescription"
            label="Search engine description"
            error={errors.seoDescription}
            hint={`${fields.seoDescription.length} of ${pageLimits.seoDescription} characters.`}
          >
            <textarea
              {...control("seoDescription")}
              rows={2}
              value={fields.seoDescription}
              onChange={(event) => update("seoDescription", event.target.value)}
            />
          </Field>
        </div>
        <Field
          id="page-body"
          label="Text (Markdown)"
          required
          error={errors.body}
          hint="## for a heading, **bold**, - for a list, [words](/page) for a link. HTML is not shown."
        >
          <textarea
            {...control("body")}
            rows={20}
            spellCheck
            value={fields.body}
            onChange={(event) => update("body", event.target.value)}
            className={`${inputClass} font-mono text-sm`}
          />
        </Field>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={form.busy}>
            {form.pending ? "Saving…" : published ? "Save" : "Save draft"}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={form.busy}
            onClick={() => save(published ? "unpublish" : "publish")}
          >
            {published ? "Unpublish" : "Save and publish"}
          </Button>
          <span className="text-sm text-muted" aria-live="polite">
            {form.dirty ? "Unsaved changes" : ""}
          </span>
        </div>
        {published ? (
          <p className="text-sm text-muted">Published: saving changes the page on the site at once.</p>
        ) : (
          <p className="text-sm text-muted">
            Not published: shoppers get the site&apos;s &ldquo;page not found&rdquo; here.
          </p>
        )}
      </form>
      <PagePreview title={fields.title} body={fields.body} tradeIn={tradeIn} viewOrigin={viewOrigin} />
    </div>
  );
}

function KindChoice({ kind, onChange }: { kind: PageFields["kind"]; onChange: (kind: PageFields["kind"]) => void }) {
  return (
    <fieldset className="flex flex-wrap gap-4 text-sm">
      <legend className="mb-1 font-semibold">This is a</legend>
      {(["page", "post"] as const).map((value) => (
        <label key={value} className="flex items-center gap-2">
          <input type="radio" name="kind" value={value} checked={kind === value} onChange={() => onChange(value)} />
          {value === "page" ? "Page (About Us, Warranty…)" : "Blog post"}
        </label>
      ))}
    </fieldset>
  );
}

function AddressFields({
  fields,
  errors,
  locked,
  viewOrigin,
  update,
}: {
  fields: PageFields;
  errors: FieldErrors<PageField>;
  locked: boolean;
  viewOrigin: string;
  update: <Name extends keyof PageFields>(name: Name, value: PageFields[Name]) => void;
}) {
  const where = `${viewOrigin}/${storedPath(fields)}`;
  const hint = locked ? `${where} (unpublish the page to move it)` : where;
  const path = (
    <Field
      id="page-path"
      label={fields.kind === "post" ? "Address (after the category)" : "Address"}
      required
      error={errors.path}
      hint={hint}
    >
      <input
        id="page-path"
        name="path"
        value={fields.path}
        readOnly={locked}
        spellCheck={false}
        autoCapitalize="off"
        placeholder={fields.kind === "post" ? "new-ranger-review" : "about-us"}
        onChange={(event) => update("path", event.target.value)}
        aria-invalid={errors.path ? true : undefined}
        aria-describedby={describedBy("page-path", errors.path)}
        className={`${inputClass} font-mono read-only:bg-surface-alt`}
      />
    </Field>
  );
  if (fields.kind === "page") return path;
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,12rem)_1fr]">
      <Field id="page-category" label="Category" required error={errors.category}>
        <select
          id="page-category"
          name="category"
          value={fields.category}
          disabled={locked}
          onChange={(event) => update("category", event.target.value)}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={describedBy("page-category", errors.category)}
          className={inputClass}
        >
          <option value="">Choose…</option>
          {Object.entries(blogCategories).map(([slug, name]) => (
            <option key={slug} value={slug}>
              {name}
            </option>
          ))}
        </select>
      </Field>
      {path}
    </div>
  );
}
