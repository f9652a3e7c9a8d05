// zod for the platform's code, set up without eval. zod 4 compiles object parsers with `new Function`
// when it may, and finds out by trying one when an object schema is defined: under the pages'
// Content-Security-Policy (no 'unsafe-eval', decision 024) that try is refused and reported as a
// violation. Jitless parsing never tries. Every module imports zod from here (lint enforces it), so
// the setting is made before any schema is defined, whichever chunk the browser evaluates first.
//
// The same place words zod's default messages as sentences a dealer or a shopper can act on
// ("is required", "must be a number"), for every schema that gives no message of its own: an API
// answer never shows zod's raw "Invalid input: expected object, received undefined".
// eslint-disable-next-line no-restricted-imports -- the one module that imports zod and sets it up
import { z } from "zod";

const kinds: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  bigint: "a whole number",
  boolean: "true or false",
  object: "an object",
  array: "a list",
  date: "a date",
  nan: "a number",
};

const formats: Record<string, string> = {
  email: "an e-mail address",
  url: "a web address",
  uuid: "an id",
  guid: "an id",
  datetime: "a date and time",
  date: "a date (YYYY-MM-DD)",
  time: "a time",
  regex: "in the expected form",
};

const items = (count: string) => `${count} ${count === "1" ? "item" : "items"}`;

const quoted = (value: unknown) => (typeof value === "string" ? `"${value}"` : String(value));

/** The fragments `plainMessage` has given (a few dozen: the schemas' bounds are constants). */
const worded = new Set<string>();

/** A plain sentence for one of zod's default messages; undefined keeps zod's own. */
export function plainMessage(issue: z.core.$ZodRawIssue): string | undefined {
  const message = wordingOf(issue);
  if (message !== undefined) worded.add(message);
  return message;
}

function wordingOf(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "is required";
      return `must be ${kinds[issue.expected] ?? issue.expected}`;
    case "invalid_value":
      return issue.values.length === 1
        ? `must be ${quoted(issue.values[0])}`
        : `must be one of ${issue.values.map(quoted).join(", ")}`;
    case "too_small": {
      const bound = String(issue.minimum);
      if (issue.origin === "string") {
        return bound === "1" ? "must not be empty" : `must be at least ${bound} characters`;
      }
      if (issue.origin === "array" || issue.origin === "set") return `must have at least ${items(bound)}`;
      return issue.inclusive === false ? `must be more than ${bound}` : `must be at least ${bound}`;
    }
    case "too_big": {
      const bound = String(issue.maximum);
      if (issue.origin === "string") return `must be at most ${bound} characters`;
      if (issue.origin === "array" || issue.origin === "set") return `must have at most ${items(bound)}`;
      return issue.inclusive === false ? `must be less than ${bound}` : `must be at most ${bound}`;
    }
    case "invalid_format":
      return `must be ${formats[issue.format] ?? `a valid ${issue.format}`}`;
    case "not_multiple_of":
      return `must be a multiple of ${String(issue.divisor)}`;
    case "unrecognized_keys":
      return `has ${issue.keys.length === 1 ? "a field" : "fields"} it does not take: ${issue.keys.join(", ")}`;
    case "invalid_union":
      return "is not in a form this field takes";
    default:
      return undefined;
  }
}

z.config({ jitless: true, customError: plainMessage });

export { z };

/**
 * One issue as a sentence for an answer's `error`: a schema's own message stands as written, one of
 * the worded fragments above ("is required") gets its field's path first ("condition is required").
 */
export function issueSentence(issue: z.core.$ZodIssue): string {
  if (!worded.has(issue.message)) return issue.message;
  const path = issue.path.map(String).join(".");
  return `${path || "The input"} ${issue.message}`;
}

/** The first issue of a refused input as a sentence, or `fallback` when there is none. */
export function sentenceOf(error: z.ZodError, fallback: string): string {
  const [first] = error.issues;
  return first ? issueSentence(first) : fallback;
}
