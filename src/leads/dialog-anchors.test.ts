import { describe, expect, it } from "vitest";
import { leadDialogHash, leadDialogOfHash } from "./dialog-anchors";

describe("lead dialog anchors", () => {
  it("names each dialog by its fragment, with or without the #", () => {
    expect(leadDialogOfHash("#enquire")).toBe("enquiry");
    expect(leadDialogOfHash("test-drive")).toBe("test-drive");
    expect(leadDialogOfHash("#request-photos")).toBe("request-photos");
  });

  it("opens nothing for an empty fragment or one that names no dialog", () => {
    expect(leadDialogOfHash("")).toBeNull();
    expect(leadDialogOfHash("#vehicle-map")).toBeNull();
    expect(leadDialogOfHash("#enquiry")).toBeNull();
  });

  it("gives each dialog the fragment that opens it again", () => {
    for (const kind of ["enquiry", "test-drive", "request-photos"] as const) {
      expect(leadDialogOfHash(leadDialogHash(kind))).toBe(kind);
    }
  });
});
