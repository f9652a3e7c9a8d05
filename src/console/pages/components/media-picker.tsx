"use client";

import { FieldMessage } from "@/ui/field";

// A picture from those the site already has (no upload here): a radio per picture, shown as a
// thumbnail with its file's name for screen readers, and "No picture" where one is optional.

/** "/media/car/suv/white/2.svg" → "car suv white 2". */
function pictureName(url: string): string {
  const path = url.replace(/^https?:\/\/[^/]+/, "").replace(/[?#].*$/, "");
  return (
    path
      .replace(/^\/media\//, "")
      .replace(/\.[a-z0-9]+$/i, "")
      .split(/[/_-]+/)
      .filter(Boolean)
      .join(" ") || url
  );
}

export function MediaPicker({
  id,
  media,
  value,
  optional,
  error,
  onChange,
}: {
  id: string;
  media: readonly string[];
  value: string;
  optional: boolean;
  error: string | undefined;
  onChange: (url: string) => void;
}) {
  const option =
    "flex cursor-pointer flex-col gap-1 rounded border border-border bg-surface p-2 text-xs has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary";
  return (
    <fieldset
      id={id}
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      className="flex flex-col gap-2"
    >
      <legend id={`${id}-legend`} className="mb-1 text-sm font-semibold">
        Picture <span className="font-normal text-muted">(from the pictures this site already uses)</span>
      </legend>
      <div className="grid max-h-80 grid-cols-3 gap-2 overflow-y-auto sm:grid-cols-4" data-testid="media-picker">
        {optional ? (
          <label className={option}>
            <input type="radio" name={id} value="" checked={value === ""} onChange={() => onChange("")} />
            <span className="flex h-20 items-center justify-center text-muted">No picture</span>
          </label>
        ) : null}
        {media.map((url) => (
          <label key={url} className={option} title={url}>
            <input type="radio" name={id} value={url} checked={value === url} onChange={() => onChange(url)} />
            {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of the site's own picture, at its address */}
            <img src={url} alt="" loading="lazy" className="h-20 w-full object-contain" />
            <span className="truncate">{pictureName(url)}</span>
          </label>
        ))}
      </div>
      {media.length === 0 ? <p className="text-sm text-muted">The site has no pictures yet.</p> : null}
      <FieldMessage controlId={id} message={error} />
    </fieldset>
  );
}
