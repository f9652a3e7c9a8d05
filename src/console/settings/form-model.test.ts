import { describe, expect, it } from "vitest";
import { generateDemoData } from "@/demo/generate";
import { demoSites } from "@/demo/demo-sites";
import { isPlainObject } from "@/sites/merge-layers";
import { resolveSiteConfig } from "@/sites/resolve-config";
import { sectionKeys } from "@/sites/setting-labels";
import { siteConfigSchema } from "@/sites/config-schema";
import { fieldPaths, sectionForm, type FieldModel } from "./form-model";
import { emptyValue } from "./form-values";

// The settings forms are generated from the configuration's JSON Schema (decision 050): every key of
// the configuration must have its field, with the schema's description and bounds, or staff could
// not change it from the console.

/** Every key path of a value, lists' items as `[]`: "header.menus[].children[].href". */
function keyPaths(value: unknown, prefix: string, into: Set<string>): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) keyPaths(item, `${prefix}[]`, into);
  } else if (isPlainObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      into.add(`${prefix}.${key}`);
      keyPaths(child, `${prefix}.${key}`, into);
    }
  }
  return into;
}

const drawn = new Set(sectionKeys.flatMap((key) => [key, ...fieldPaths(sectionForm(key), key)]));

function find(model: FieldModel, key: string): FieldModel | undefined {
  return model.kind === "group" ? model.fields.find((field) => field.key === key) : undefined;
}

describe("the generated settings forms", () => {
  it("have a section for every top-level key but the template, which is the site record's", () => {
    expect([...sectionKeys, "template"].sort()).toEqual(Object.keys(siteConfigSchema.shape).sort());
  });

  it("draw a field for every key of every demo site's configuration", () => {
    const data = generateDemoData({ siteSlugs: demoSites.map((site) => site.slug), carsPerSite: 1 });
    const keys = new Set<string>();
    for (const site of data.sites) keyPaths(resolveSiteConfig(site.template, site.configOverrides), "", keys);
    const missing = [...keys].map((path) => path.slice(1)).filter((path) => path !== "template" && !drawn.has(path));
    expect(missing).toEqual([]);
  });

  it("draw the keys a configuration may leave out, which no demo site sets", () => {
    for (const path of [
      "identity.abn",
      "analytics.gtmId",
      "social.tiktok",
      "contact.phoneNumbers[].carTypes",
      "header.menus[].kind",
    ]) {
      expect(drawn, path).toContain(path);
    }
  });

  it("carry the schema's descriptions, bounds, choices and formats", () => {
    const header = sectionForm("header");
    expect(header.label).toBe("Header");
    expect(find(header, "stickyAfterPx")).toMatchObject({
      kind: "number",
      integer: true,
      minimum: 0,
      maximum: 10_000,
      description: "The header sticks once the page has scrolled this far.",
    });
    expect(find(header, "dropdownTrigger")).toMatchObject({ kind: "choice", options: ["click", "hover"] });
    const menus = find(header, "menus");
    expect(menus?.kind).toBe("list");
    const item = menus?.kind === "list" ? menus.item : undefined;
    expect(item && find(item, "href")).toMatchObject({ kind: "text", format: "link", required: false });
    const colors = find(sectionForm("theme"), "colors");
    expect(colors && find(colors, "primary")).toMatchObject({ kind: "text", format: "color" });
    expect(find(sectionForm("branding"), "logoUrl")).toMatchObject({ kind: "nullable", inner: { format: "image" } });
    expect(find(sectionForm("vehiclePage"), "warrantyYears")).toMatchObject({ kind: "choice", options: [3, 5, 7] });
  });

  it("start a new list item from values the schema then asks to be filled in", () => {
    const menus = find(sectionForm("header"), "menus");
    expect(menus?.kind === "list" ? emptyValue(menus.item) : null).toEqual({ label: "" });
    const prizes = find(sectionForm("spinToWin"), "prizes");
    expect(prizes?.kind === "list" ? emptyValue(prizes.item) : null).toEqual({ name: "", weight: 1 });
  });
});
