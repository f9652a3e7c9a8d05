// react-jsonschema-form with its default theme and ajv validator, given the configuration's JSON
// Schema (z.toJSONSchema, draft-07) and the values, validating live as the console's form does.
// For `npm run bench:console-settings`.
import Form from "@rjsf/core";
import type { RJSFSchema } from "@rjsf/utils";
import validator from "@rjsf/validator-ajv8";
import { createElement as h } from "react";

export type LibraryInput = { schema: RJSFSchema; config: unknown };

export function WholeForm({ schema, config }: LibraryInput) {
  return h(Form, { schema, formData: config, validator, liveValidate: true, showErrorList: false });
}

export function problems(schema: RJSFSchema, config: unknown): number {
  return validator.validateFormData(config, schema).errors.length;
}
