import { describe, expect, it } from "vitest";
import { applyConfigChanges, changeSentence, configChanges } from "./config-diff";
import { defaultSiteConfig } from "./config-defaults";
import { withValueAt } from "./config-edits";

// The changes between two versions of a site's settings, in the words the console shows (decision 050).

const sentences = (before: unknown, after: unknown) => configChanges(before, after).map(changeSentence);

describe("configChanges in words", () => {
  it("names a changed setting by its section's title and its key in words, with both values", () => {
    const after = withValueAt(defaultSiteConfig, ["labels", "soldTag"], "SNAPPED UP");
    expect(sentences(defaultSiteConfig, after)).toEqual([
      `Labels › Sold tag changed from ${JSON.stringify(defaultSiteConfig.labels.soldTag)} to "SNAPPED UP"`,
    ]);
  });

  it("says a switch went on or off, and a colour by its path", () => {
    let after = withValueAt(defaultSiteConfig, ["features", "compare"], !defaultSiteConfig.features.compare);
    after = withValueAt(after, ["theme", "colors", "primary"], "#7a1f1f");
    expect(sentences(defaultSiteConfig, after)).toEqual([
      `Theme › Colours › Primary changed from "${defaultSiteConfig.theme.colors.primary}" to "#7a1f1f"`,
      `Features › Compare switched ${defaultSiteConfig.features.compare ? "off" : "on"}`,
    ]);
  });

  it("lists what a list of choices gained and lost, or its new order", () => {
    const before = { footer: { paymentsAccepted: ["visa", "mastercard"] } };
    expect(sentences(before, { footer: { paymentsAccepted: ["mastercard", "apple-pay"] } })).toEqual([
      'Footer › Payments accepted added "apple-pay"; removed "visa"',
    ]);
    expect(sentences(before, { footer: { paymentsAccepted: ["mastercard", "visa"] } })).toEqual([
      'Footer › Payments accepted reordered to "mastercard", "visa"',
    ]);
  });

  it("names a menu by its place and label when one is added, removed or changed", () => {
    const menus = [
      { label: "Home", href: "/" },
      { label: "Finance", href: "/finance" },
    ];
    const before = { header: { menus } };
    expect(sentences(before, { header: { menus: [menus[0], { label: "Car loans", href: "/finance" }] } })).toEqual([
      'Header › Menus › 2nd ("Car loans") › Label changed from "Finance" to "Car loans"',
    ]);
    expect(sentences(before, { header: { menus: [...menus, { label: "Offers", href: "/special-offers" }] } })).toEqual([
      'Header › Menus › 3rd ("Offers") added',
    ]);
    expect(sentences(before, { header: { menus: [menus[0]] } })).toEqual(['Header › Menus › 2nd ("Finance") removed']);
  });

  it("says a setting that may be left out was set or cleared", () => {
    expect(sentences({ identity: {} }, { identity: { abn: "51 824 753 556" } })).toEqual([
      'Identity › ABN set to "51 824 753 556"',
    ]);
    expect(sentences({ footer: { disclaimer: "Fine print" } }, { footer: { disclaimer: null } })).toEqual([
      'Footer › Disclaimer changed from "Fine print" to none',
    ]);
  });

  it("finds nothing between equal configurations, whatever their keys' order", () => {
    expect(configChanges({ a: { x: 1, y: [1, 2] } }, { a: { y: [1, 2], x: 1 } })).toEqual([]);
  });
});

describe("applyConfigChanges", () => {
  const started = {
    labels: { soldTag: "SOLD", noPriceText: "Enquire" },
    header: { menus: [{ label: "A" }, { label: "B" }, { label: "C" }] },
  };

  it("lays a draft's changes on a newer version that changed other settings", () => {
    const draft = withValueAt(started, ["labels", "soldTag"], "GONE");
    const newer = withValueAt(started, ["labels", "noPriceText"], "Call us");
    const { result, conflicts } = applyConfigChanges(newer, configChanges(started, draft));
    expect(conflicts).toEqual([]);
    expect(result).toEqual({ ...started, labels: { soldTag: "GONE", noPriceText: "Call us" } });
  });

  it("keeps the newer version's value where both changed a setting, and says which", () => {
    const draft = withValueAt(started, ["labels", "soldTag"], "GONE");
    const newer = withValueAt(started, ["labels", "soldTag"], "SOLD OUT");
    const { result, conflicts } = applyConfigChanges(newer, configChanges(started, draft));
    expect(conflicts.map((change) => change.where)).toEqual(["Labels › Sold tag"]);
    expect(result).toEqual(newer);
  });

  it("removes list items from the end first, so each removal takes the item it names", () => {
    const draft = { ...started, header: { menus: [{ label: "A" }] } };
    const { result, conflicts } = applyConfigChanges(started, configChanges(started, draft));
    expect(conflicts).toEqual([]);
    expect(result).toEqual(draft);
  });
});
