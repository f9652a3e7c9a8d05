"use client";

import { useMemo } from "react";
import { Field, inputClass } from "@/ui/field";
import { saveSlideAction } from "../actions";
import type { SiteLinkContext } from "../site-link-context";
import { slideFormSchema, slideLimits, type SlideField, type SlideFields } from "../slide-form-schema";
import { MediaPicker } from "./media-picker";
import { RoomItemForm } from "./room-item-form";
import { controlsOf, useRoomForm } from "./use-room-form";

// A hero slide's form: heading, the line under it, where "Find out more" goes (a page the site has,
// or another website over https) and its picture from the site's own.

export function SlideForm({
  siteId,
  id,
  version,
  initial,
  links,
}: {
  siteId: string;
  id: string | null;
  version: string | null;
  initial: SlideFields;
  links: SiteLinkContext;
}) {
  const schema = useMemo(() => slideFormSchema(links), [links]);
  const form = useRoomForm<SlideFields, SlideField>({
    initial,
    schema,
    send: (fields) => saveSlideAction({ siteId, id, version, fields }),
  });
  const { fields, errors, update } = form;
  const control = controlsOf<SlideField>("slide", errors);
  return (
    <RoomItemForm
      label={id ? "Edit the slide" : "New slide"}
      form={form}
      submit={id ? "Save slide" : "Add slide"}
      note="The home page shows the change at once."
    >
      <Field
        id="slide-name"
        label="Heading"
        required
        error={errors.name}
        hint={`Up to ${slideLimits.name} characters.`}
      >
        <input {...control("name")} value={fields.name} onChange={(event) => update("name", event.target.value)} />
      </Field>
      <Field id="slide-description" label="Line under the heading" error={errors.description}>
        <input
          {...control("description")}
          value={fields.description}
          onChange={(event) => update("description", event.target.value)}
        />
      </Field>
      <Field
        id="slide-url"
        label="Link"
        required
        error={errors.url}
        hint="A page of this site, like /special-offers, or another website's address starting https://."
      >
        <input
          {...control("url")}
          value={fields.url}
          spellCheck={false}
          onChange={(event) => update("url", event.target.value)}
          className={`${inputClass} font-mono`}
        />
      </Field>
      <MediaPicker
        id="slide-imageUrl"
        media={links.media}
        value={fields.imageUrl}
        optional={false}
        error={errors.imageUrl}
        onChange={(url) => update("imageUrl", url)}
      />
    </RoomItemForm>
  );
}
