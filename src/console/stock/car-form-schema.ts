import { z } from "@/platform/zod";
import { commentsText, dollars, flag, maxTagLength, standardEquipment, status, text } from "@/stock-feed/feed-fields";

// The stock editor's form: price, status, dealer comments, features and badges. Each field is read
// by the stock feed's own reader for it (src/stock-feed/feed-fields.ts), in the browser before the
// form is sent and on the server again, and the whole car then goes through the feed's schema on
// its way in (comments are sanitised there). The form's values are read from its FormData the same
// way on both sides.

export const carFieldLabels = {
  price: "Price",
  status: "Status",
  dealercomments: "Dealer comments",
  standardEquipment: "Features",
  tag: "Tag",
  certified: "Certified",
} as const;
export type CarFormField = keyof typeof carFieldLabels;

export const carEditSchema = z.object({
  price: dollars(),
  status,
  dealercomments: commentsText(),
  standardEquipment: standardEquipment(),
  tag: text(maxTagLength),
  certified: flag(),
});
export type CarEditValues = z.infer<typeof carEditSchema>;

/** What the form sent, as the schema reads it: features one per line, the checkbox as true or false. */
export function carFormInput(form: FormData): Record<CarFormField, unknown> {
  const value = (name: string) => {
    const entry = form.get(name);
    return typeof entry === "string" ? entry : "";
  };
  return {
    price: value("price"),
    status: value("status"),
    dealercomments: value("dealercomments"),
    standardEquipment: value("standardEquipment")
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== ""),
    tag: value("tag"),
    certified: form.get("certified") === "on",
  };
}

export type CarFormErrors = Partial<Record<CarFormField | "form", string>>;

/** The schema's problems as one message per field, each naming its field ("Price must be a number"). */
export function carFormErrors(error: z.ZodError): CarFormErrors {
  const errors: CarFormErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== "string" || !(field in carFieldLabels)) continue;
    const name = field as CarFormField;
    const where = issue.path.length > 1 ? ` (line ${Number(issue.path[1]) + 1})` : "";
    errors[name] ??= `${carFieldLabels[name]}${where} ${issue.message}`;
  }
  return errors;
}

/** The form's state between the browser and its server action. */
export type CarFormState = {
  errors: CarFormErrors;
  /** What was typed, kept when the server refuses it. */
  values?: Record<string, string>;
  /** The page to open once saved. */
  next?: string;
};
