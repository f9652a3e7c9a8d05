"use client";

import { useMemo } from "react";
import { Field, inputClass } from "@/ui/field";
import { savePromoAction } from "../actions";
import {
  offeredPromoDisplays,
  promoDisplayLabels,
  promoFormSchema,
  promoLimits,
  type PromoField,
  type PromoFields,
} from "../promo-form-schema";
import type { SiteLinkContext } from "../site-link-context";
import { MediaPicker } from "./media-picker";
import { RoomItemForm } from "./room-item-form";
import { controlsOf, useRoomForm } from "./use-room-form";

// A promo tile's or special-offer banner's form: heading, text, link, picture, the days it shows
// (in the site's time zone) and where.

export function PromoForm({
  siteId,
  id,
  version,
  initial,
  links,
  timeZone,
}: {
  siteId: string;
  id: string | null;
  version: string | null;
  initial: PromoFields;
  links: SiteLinkContext;
  timeZone: string;
}) {
  const schema = useMemo(() => promoFormSchema(links), [links]);
  const form = useRoomForm<PromoFields, PromoField>({
    initial,
    schema,
    send: (fields) => savePromoAction({ siteId, id, version, fields }),
  });
  const { fields, errors, update } = form;
  const control = controlsOf<PromoField>("promo", errors);
  const displays = offeredPromoDisplays.includes(initial.display)
    ? offeredPromoDisplays
    : [...offeredPromoDisplays, initial.display];
  return (
    <RoomItemForm
      label={id ? "Edit the promotion" : "New promotion"}
      form={form}
      submit={id ? "Save promotion" : "Add promotion"}
    >
      <Field
        id="promo-title"
        label="Heading"
        required
        error={errors.title}
        hint={`Up to ${promoLimits.title} characters.`}
      >
        <input {...control("title")} value={fields.title} onChange={(event) => update("title", event.target.value)} />
      </Field>
      <Field id="promo-body" label="Text" required error={errors.body} hint={`Up to ${promoLimits.body} characters.`}>
        <textarea
          {...control("body")}
          rows={2}
          value={fields.body}
          onChange={(event) => update("body", event.target.value)}
        />
      </Field>
      <Field
        id="promo-href"
        label="Link"
        required
        error={errors.href}
        hint="A page of this site, like /finance, or another website's address starting https://."
      >
        <input
          {...control("href")}
          value={fields.href}
          spellCheck={false}
          onChange={(event) => update("href", event.target.value)}
          className={`${inputClass} font-mono`}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="promo-startsOn" label="First day" required error={errors.startsOn}>
          <input
            {...control("startsOn")}
            type="date"
            value={fields.startsOn}
            onChange={(event) => update("startsOn", event.target.value)}
          />
        </Field>
        <Field id="promo-endsOn" label="Last day" required error={errors.endsOn} hint={`Days in ${timeZone}.`}>
          <input
            {...control("endsOn")}
            type="date"
            value={fields.endsOn}
            onChange={(event) => update("endsOn", event.target.value)}
          />
        </Field>
        <Field id="promo-display" label="Shows on" required error={errors.display}>
          <select
            {...control("display")}
            value={fields.display}
            onChange={(event) => update("display", displays.find((value) => value === event.target.value) ?? "all")}
          >
            {displays.map((value) => (
              <option key={value} value={value}>
                {promoDisplayLabels[value]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <MediaPicker
        id="promo-imageUrl"
        media={links.media}
        value={fields.imageUrl}
        optional
        error={errors.imageUrl}
        onChange={(url) => update("imageUrl", url)}
      />
    </RoomItemForm>
  );
}
