import { describe, expect, it } from "vitest";
import { inboxQueryString, parseInboxQuery } from "./inbox-filters";

// The inbox's query string: what the database would refuse is refused here with a message first.

describe("the leads inbox's filters", () => {
  it("reads blank fields as none and keeps the first of repeated ones", () => {
    expect(parseInboxQuery({ q: "  ", status: ["sold", "lost"], type: "" })).toEqual({
      ok: true,
      filters: { status: "sold" },
    });
  });

  it("refuses days that do not exist and text with control characters", () => {
    const parsed = parseInboxQuery({ from: "2026-02-31", to: "0000-01-01", q: "a\u0000b", car: "x\ny" });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual(["car", "from", "q", "to"]);
    expect(parsed.filters).toEqual({});
  });

  it("takes a page link only with a real moment in it", () => {
    const id = "0b5f2c1e-8d7a-4c3b-9e2f-1a2b3c4d5e6f";
    expect(parseInboxQuery({ after: `2026-11-01T10:20:30.123456Z_${id}` }).ok).toBe(true);
    expect(parseInboxQuery({ after: `2026-11-01T25:20:30.123456Z_${id}` }).ok).toBe(false);
    expect(parseInboxQuery({ before: `2026-02-30T10:20:30.123456Z_${id}` }).ok).toBe(false);
  });

  it("writes the filters back as a query string, with a page cursor when given", () => {
    expect(inboxQueryString({ status: "new", q: "jane smith" }, { after: "c" })).toBe(
      "?status=new&q=jane+smith&after=c",
    );
    expect(inboxQueryString({})).toBe("");
  });
});
