import { z } from "@/platform/zod";
import { isSectionKey, type SectionKey } from "@/sites/setting-labels";
import { maxNoteLength } from "./settings-action-state";

export type { SettingsActionState } from "./settings-action-state";

// What the settings forms send and what the server answers (decision 050). The settings themselves
// travel as JSON and are checked by the site configuration's own schema, on the server as in the
// browser; these are the envelopes around them.

/** A section's settings as JSON: the largest (search, finance) are a few kilobytes. */
export const maxSectionJsonLength = 200_000;

/** The edit a form was opened on: the published version, and the draft's last save ("" for no draft). */
const seenFields = {
  siteId: z.uuid("No such site."),
  baseVersion: z.coerce.number().int().min(1),
  draftUpdatedAt: z.union([z.literal(""), z.iso.datetime()]),
};

export const sectionSaveSchema = z.strictObject({
  ...seenFields,
  section: z.custom<SectionKey>((value) => typeof value === "string" && isSectionKey(value), "No such section."),
  value: z.string().max(maxSectionJsonLength, "These settings are too large to save."),
});

const note = z
  .string()
  .trim()
  .min(1, "Say in a few words what this version changes.")
  .max(maxNoteLength, `At most ${maxNoteLength} characters.`);

export const publishSchema = z.strictObject({ ...seenFields, note });

export const draftSchema = z.strictObject(seenFields);

export const rollBackSchema = z.strictObject({
  siteId: seenFields.siteId,
  baseVersion: seenFields.baseVersion,
  toVersion: z.coerce.number().int().min(1),
  note,
});

export const siteIdSchema = z.strictObject({ siteId: seenFields.siteId });

/** The fields of a form as the schemas above read them: text only, everything else dropped. */
export function formText(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  );
}
