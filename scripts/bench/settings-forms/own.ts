// The settings form as the console draws it (decision 050): the generated fields over the schema's
// field models, the whole configuration checked by the schema itself on every render. For
// `npm run bench:console-settings`; the console's page (src/console/settings/components/
// section-form.tsx) is this with one section and the save.
import { createElement as h, useMemo, useState } from "react";
import { SettingField } from "@/console/settings/components/setting-fields";
import { SettingsFormContext, settingsFormContext } from "@/console/settings/components/settings-form-context";
import type { FieldModel } from "@/console/settings/form-model";
import { withValueAt } from "@/sites/config-edits";
import type { ConfigPath } from "@/sites/config-path";
import { siteConfigIssues } from "@/sites/config-issues";

export type OwnInput = {
  sections: readonly { key: string; model: FieldModel }[];
  config: unknown;
  base: unknown;
};

export function WholeForm({ sections, config: initial, base }: OwnInput) {
  const [config, setConfig] = useState<unknown>(initial);
  const issues = useMemo(() => siteConfigIssues(config), [config]);
  const context = settingsFormContext({
    config,
    base,
    issues,
    set: (path: ConfigPath, value: unknown) => setConfig((current: unknown) => withValueAt(current, path, value)),
    sitePages: [],
    tradeIn: true,
    pagesListId: "site-pages",
    readOnly: false,
  });
  return h(
    SettingsFormContext.Provider,
    { value: context },
    h(
      "form",
      null,
      sections.map(({ key, model }) =>
        h(
          "section",
          { key },
          h("h2", null, model.label),
          model.description ? h("p", null, model.description) : null,
          model.kind === "group"
            ? model.fields.map((field) =>
                h(SettingField, { key: field.key, model: field, path: [key, field.key ?? ""] }),
              )
            : null,
        ),
      ),
    ),
  );
}

/** The problems the form's validation finds in a configuration. */
export function problems(_schema: unknown, config: unknown): number {
  return siteConfigIssues(config).length;
}
