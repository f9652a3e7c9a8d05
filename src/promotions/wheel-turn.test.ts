import { describe, expect, it } from "vitest";
import { wheelTurn } from "./wheel-turn";

/** Which segment is under the pointer at the top once the wheel has turned by `angle`. */
function segmentAtTop(angle: number, count: number): number {
  const underPointer = (((360 - (angle % 360)) % 360) + 360) % 360;
  return Math.floor(underPointer / (360 / count));
}

describe("wheelTurn", () => {
  it("lands each prize under the pointer, after the whole turns asked for, always turning forward", () => {
    for (const count of [2, 5, 12]) {
      let angle = 0;
      for (let index = 0; index < count; index += 1) {
        const next = wheelTurn(angle, index, count, 5);
        expect(segmentAtTop(next, count)).toBe(index);
        expect(next - angle).toBeGreaterThanOrEqual(5 * 360);
        angle = next;
      }
    }
  });

  it("turns no whole turns when motion is reduced", () => {
    expect(wheelTurn(0, 0, 4, 0)).toBe(315);
    expect(segmentAtTop(wheelTurn(315, 2, 4, 0), 4)).toBe(2);
  });
});
