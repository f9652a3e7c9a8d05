// JSON Forms with its vanilla renderers, given the configuration's JSON Schema (z.toJSONSchema,
// draft-07) and the values; it validates with ajv as it renders. For `npm run bench:console-settings`.
import { createAjv, type JsonSchema } from "@jsonforms/core";
import { JsonForms } from "@jsonforms/react";
import { vanillaCells, vanillaRenderers } from "@jsonforms/vanilla-renderers";
import { createElement as h } from "react";

export type LibraryInput = { schema: JsonSchema; config: unknown };

type Element = { type: string; label?: string; scope?: string; elements?: Element[] };

/**
 * The vanilla renderers draw no nested object from a Control, and the generated UI schema makes one
 * of each: this writes a Group per object (by its key) and a Control per other setting, the least a
 * page of our configuration needs.
 */
function uiSchemaFor(node: JsonSchema, scope: string, label?: string): Element {
  if (node.type === "object" && node.properties) {
    return {
      type: "Group",
      ...(label ? { label } : {}),
      elements: Object.entries(node.properties).map(([key, child]: [string, JsonSchema]) =>
        uiSchemaFor(child, `${scope}/properties/${key}`, key),
      ),
    };
  }
  return { type: "Control", scope };
}

export function WholeForm({ schema, config }: LibraryInput) {
  const uischema = { type: "VerticalLayout", elements: [uiSchemaFor(schema, "#")] };
  return h(JsonForms, { schema, uischema, data: config, renderers: vanillaRenderers, cells: vanillaCells });
}

export function problems(schema: JsonSchema, config: unknown): number {
  const validate = createAjv().compile(schema);
  validate(config);
  return validate.errors?.length ?? 0;
}
