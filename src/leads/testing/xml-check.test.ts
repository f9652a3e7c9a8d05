import { describe, expect, it } from "vitest";
import { findAll, parseXml } from "./xml-check";

describe("the test XML check", () => {
  it("reads a small document", () => {
    const root = parseXml(
      `<?xml version="1.0"?>\n<a x="1"><b>one &amp; two</b><b/><!-- note --><c y='2'>&#65;</c></a>`,
    );
    expect(root.attributes).toEqual({ x: "1" });
    expect(findAll(root, "b").map((b) => b.text)).toEqual(["one & two", ""]);
    expect(findAll(root, "c")[0]).toMatchObject({ text: "A", attributes: { y: "2" } });
  });

  it.each([
    ["an unclosed element", "<a><b></a>"],
    ["crossed tags", "<a><b></a></b>"],
    ["a bare ampersand", "<a>Tom & Jerry</a>"],
    ["an unquoted attribute", "<a x=1></a>"],
    ["a raw '<' in an attribute", '<a x="<"></a>'],
    ["two roots", "<a/><b/>"],
    ["a duplicate attribute", '<a x="1" x="2"/>'],
  ])("rejects %s", (_, xml) => {
    expect(() => parseXml(xml)).toThrow();
  });
});
