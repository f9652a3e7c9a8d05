// The settings forms are generated from the site configuration's one zod schema (decision 050): zod
// writes the schema out as JSON Schema (z.toJSONSchema), and this turns that into the fields a form
// draws, one per key, with the key's description, bounds and choices. Pure, so a test can walk it
// against every key of the configuration. The browser gets the fields (plain data), not the schema.

import { z } from "@/platform/zod";
import { siteConfigSchema } from "@/sites/config-schema";
import { sectionTitle, settingLabel, type SectionKey } from "@/sites/setting-labels";

type Common = {
  /** The key in its object; null for a list's items. */
  key: string | null;
  label: string;
  description?: string;
  /** False for a key that may be left out (an optional setting). */
  required: boolean;
};

export type TextField = Common & {
  kind: "text";
  /** A colour (picker), a web address, a link on or off the site, an image's address. */
  format?: "color" | "uri" | "link" | "image";
  maxLength?: number;
  minLength?: number;
  /** Long wording (disclaimers, terms): a text area. */
  long: boolean;
};

export type NumberField = Common & {
  kind: "number";
  integer: boolean;
  minimum?: number;
  maximum?: number;
  /** True when the bound itself is not allowed (a positive amount: above 0). */
  exclusiveMinimum?: boolean;
  exclusiveMaximum?: boolean;
};

export type FieldModel =
  | TextField
  | NumberField
  | (Common & { kind: "switch" })
  | (Common & { kind: "choice"; options: readonly (string | number)[] })
  | (Common & { kind: "group"; fields: readonly FieldModel[] })
  | (Common & { kind: "list"; item: FieldModel; minItems?: number; maxItems?: number })
  | (Common & { kind: "nullable"; inner: FieldModel })
  /** A shape the generator does not know: edited as JSON text, validated by the schema all the same. */
  | (Common & { kind: "json" });

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  propertyNames?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  title?: string;
  description?: string;
  format?: string;
  contentMediaType?: string;
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
};

/** A section of the site configuration as JSON Schema (what a form library would be given). */
export function sectionJsonSchema(section: SectionKey): JsonSchema {
  // A loose shape is typed `any` by zod; each value is one of the schema's own sections.
  const schema: z.ZodType = siteConfigSchema.shape[section];
  return z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as JsonSchema;
}

/** The fields of a section's form. */
export function sectionForm(section: SectionKey): FieldModel {
  const model = fieldFrom(sectionJsonSchema(section), section, true);
  return { ...model, label: sectionTitle(section) };
}

/** Keys whose wording runs to sentences: drawn as a text area. */
const longTextKey = /(disclaimer|terms|notice|answer|description|intro|Text)$/;

function isNullType(node: JsonSchema): boolean {
  return node.type === "null";
}

function fieldFrom(node: JsonSchema, key: string | null, required: boolean): FieldModel {
  const common: Common = {
    key,
    label: node.title ?? (key === null ? "Item" : settingLabel(key)),
    required,
    ...(node.description ? { description: node.description } : {}),
  };
  const nullable = node.anyOf?.find((option) => !isNullType(option));
  if (node.anyOf && nullable && node.anyOf.length === 2 && node.anyOf.some(isNullType)) {
    return { ...common, kind: "nullable", inner: fieldFrom(nullable, key, true) };
  }
  if (node.anyOf?.every((option) => option.const !== undefined)) {
    return { ...common, kind: "choice", options: node.anyOf.map((option) => scalarOption(option.const)) };
  }
  if (Array.isArray(node.type)) {
    // ["string", "null"]: a nullable scalar, written the short way.
    const inner = node.type.find((type) => type !== "null");
    if (inner && node.type.length === 2) {
      return { ...common, kind: "nullable", inner: fieldFrom({ ...node, type: inner }, key, true) };
    }
  }
  if (node.enum) return { ...common, kind: "choice", options: node.enum.map(scalarOption) };
  switch (node.type) {
    case "string":
      return {
        ...common,
        kind: "text",
        ...formatOf(node),
        ...(node.maxLength !== undefined ? { maxLength: node.maxLength } : {}),
        ...(node.minLength !== undefined ? { minLength: node.minLength } : {}),
        long: key !== null && longTextKey.test(key),
      };
    case "number":
    case "integer":
      return numberField(common, node);
    case "boolean":
      return { ...common, kind: "switch" };
    case "array":
      return {
        ...common,
        kind: "list",
        item: node.items
          ? fieldFrom(node.items, null, true)
          : { key: null, label: "Item", required: true, kind: "json" },
        ...(node.minItems !== undefined ? { minItems: node.minItems } : {}),
        ...(node.maxItems !== undefined ? { maxItems: node.maxItems } : {}),
      };
    case "object":
      return { ...common, kind: "group", fields: objectFields(node) };
    default:
      return { ...common, kind: "json" };
  }
}

function scalarOption(value: unknown): string | number {
  return typeof value === "number" ? value : String(value);
}

function formatOf(node: JsonSchema): Pick<TextField, "format"> {
  if (node.format === "color") return { format: "color" };
  if (node.format === "uri") return { format: "uri" };
  if (node.format === "uri-reference")
    return { format: node.contentMediaType?.startsWith("image/") ? "image" : "link" };
  return {};
}

function numberField(common: Common, node: JsonSchema): NumberField {
  const field: NumberField = { ...common, kind: "number", integer: node.type === "integer" };
  if (node.exclusiveMinimum !== undefined)
    Object.assign(field, { minimum: node.exclusiveMinimum, exclusiveMinimum: true });
  else if (node.minimum !== undefined) field.minimum = node.minimum;
  if (node.exclusiveMaximum !== undefined)
    Object.assign(field, { maximum: node.exclusiveMaximum, exclusiveMaximum: true });
  else if (node.maximum !== undefined) field.maximum = node.maximum;
  return field;
}

/** An object's fields: its properties, or, for a record keyed by a closed list, one field per key. */
function objectFields(node: JsonSchema): FieldModel[] {
  const required = new Set(node.required ?? []);
  if (node.properties) {
    return Object.entries(node.properties).map(([key, child]) => fieldFrom(child, key, required.has(key)));
  }
  const keys = node.propertyNames?.enum;
  if (keys && typeof node.additionalProperties === "object") {
    const value = node.additionalProperties;
    return keys.map((key) => fieldFrom(value, String(key), required.has(String(key))));
  }
  return [];
}

/** Every key path the form draws, list items as `[]`: what the tests hold against the configuration. */
export function fieldPaths(model: FieldModel, prefix: string): string[] {
  switch (model.kind) {
    case "group":
      return model.fields.flatMap((field) => [
        `${prefix}.${field.key ?? ""}`,
        ...fieldPaths(field, `${prefix}.${field.key ?? ""}`),
      ]);
    case "list":
      return fieldPaths(model.item, `${prefix}[]`);
    case "nullable":
      return fieldPaths(model.inner, prefix);
    default:
      return [];
  }
}
