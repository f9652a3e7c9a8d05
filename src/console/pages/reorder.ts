// Moving a slide or promo one place up or down its site's list. Pure: the server applies it to the
// rows it read locked, and the tests pin it.

export type Direction = "up" | "down";

/** The list with `id` moved one place; null when it is not in the list. At an end it stays put. */
export function movedOrder<T extends { id: string }>(rows: readonly T[], id: string, direction: Direction): T[] | null {
  const index = rows.findIndex((row) => row.id === id);
  if (index < 0) return null;
  const target = direction === "up" ? index - 1 : index + 1;
  const order = [...rows];
  const moving = order[index];
  const other = order[target];
  if (!moving || !other) return order;
  order[index] = other;
  order[target] = moving;
  return order;
}

/**
 * The positions to give the rows in their new order: the positions they had, sorted, so a promo's
 * place among the search results keeps its numbers and only the order changes; raised where two
 * rows shared one, so the order is never left to chance.
 */
export function positionsFor(existing: readonly number[]): number[] {
  const sorted = [...existing].sort((a, b) => a - b);
  const positions: number[] = [];
  for (const position of sorted) {
    const previous = positions.at(-1);
    positions.push(previous !== undefined && position <= previous ? previous + 1 : position);
  }
  return positions;
}

/**
 * What moving `id` one place does to a list read in its order: the new order, and the rows whose
 * position changes (none at an end). Null when the row is not in the list.
 */
export function reorderPlan<T extends { id: string; position: number }>(
  rows: readonly T[],
  id: string,
  direction: Direction,
): { order: T[]; changes: { id: string; position: number }[] } | null {
  const order = movedOrder(rows, id, direction);
  if (!order) return null;
  const positions = positionsFor(rows.map((row) => row.position));
  const changes = order.flatMap((row, index) => {
    const position = positions[index] ?? index;
    return row.position === position ? [] : [{ id: row.id, position }];
  });
  return { order, changes };
}
