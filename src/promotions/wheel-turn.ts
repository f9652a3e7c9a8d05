/**
 * The wheel's next angle (degrees, clockwise) that puts the middle of prize `index` of `count` equal
 * segments under the pointer at the top, after `extraTurns` whole turns past the current angle.
 * Segment 0 starts at the top and runs clockwise, as the wheel's conic gradient draws it.
 */
export function wheelTurn(current: number, index: number, count: number, extraTurns: number): number {
  const middle = (index + 0.5) * (360 / count);
  const landing = (360 - middle) % 360;
  const base = Math.ceil(current / 360) * 360 + extraTurns * 360;
  return base + landing;
}
