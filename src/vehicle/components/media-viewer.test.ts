import { describe, expect, it } from "vitest";
import { frameAfterDrag } from "./media-viewer";

describe("frameAfterDrag", () => {
  it("turns one frame per 20 px and wraps round", () => {
    expect(frameAfterDrag(0, -20, 24)).toBe(1);
    expect(frameAfterDrag(0, -39, 24)).toBe(1);
    expect(frameAfterDrag(0, 20, 24)).toBe(23);
    expect(frameAfterDrag(23, -40, 24)).toBe(1);
    expect(frameAfterDrag(5, 10, 24)).toBe(5);
  });
});
