import type { SiteConfigIssue } from "@/sites/config-issues";

// What a settings action answers (decision 050), apart from the schemas that read its form, so the
// buttons of the settings and versions pages do not load zod to show an answer.

/** A version's note, at most. */
export const maxNoteLength = 500;

/** A settings action's answer: the page to open next, or why nothing was saved. */
export type SettingsActionState = {
  next?: string;
  /** For the whole form: a conflict, a refusal. */
  message?: string;
  /** The schema's (and the link check's) messages, at their settings: a section's form shows each at its field. */
  issues?: readonly SiteConfigIssue[];
  /** The same, each a sentence naming its setting: what a publish, rollback or carry-over says. */
  problems?: readonly string[];
  /** The note's message (publish, roll back). */
  noteError?: string;
};
