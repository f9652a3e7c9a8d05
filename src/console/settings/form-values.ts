import type { FieldModel } from "./form-model";

/**
 * The value a new list item, or a setting just switched on, starts from: blank text, the lowest
 * number allowed, off, the first choice, a group of such values, a list of as few items as allowed.
 * The schema then says what still needs filling in.
 */
export function emptyValue(model: FieldModel): unknown {
  switch (model.kind) {
    case "text":
      return "";
    case "number":
      return model.minimum !== undefined && !model.exclusiveMinimum ? model.minimum : model.integer ? 1 : 0;
    case "switch":
      return false;
    case "choice":
      return model.options[0] ?? null;
    case "group":
      return Object.fromEntries(
        model.fields
          .filter((field) => field.required && field.key !== null)
          .map((field) => [field.key, emptyValue(field)]),
      );
    case "list":
      return Array.from({ length: model.minItems ?? 0 }, () => emptyValue(model.item));
    case "nullable":
      return null;
    case "json":
      return null;
  }
}
