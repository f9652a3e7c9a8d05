import { describe, expect, it } from "vitest";
import { movedOrder, positionsFor, reorderPlan } from "./reorder";

const rows = [{ id: "a" }, { id: "b" }, { id: "c" }];
const ids = (list: { id: string }[] | null) => list?.map((row) => row.id).join("");

describe("moving a row", () => {
  it("swaps it with its neighbour, and stays put at an end", () => {
    expect(ids(movedOrder(rows, "b", "up"))).toBe("bac");
    expect(ids(movedOrder(rows, "b", "down"))).toBe("acb");
    expect(ids(movedOrder(rows, "a", "up"))).toBe("abc");
    expect(ids(movedOrder(rows, "c", "down"))).toBe("abc");
    expect(movedOrder(rows, "z", "up")).toBeNull();
  });

  it("keeps the list's positions, only in the new order, and never two the same", () => {
    expect(positionsFor([4, 10, 16])).toEqual([4, 10, 16]);
    expect(positionsFor([16, 4, 10])).toEqual([4, 10, 16]);
    expect(positionsFor([0, 0, 0])).toEqual([0, 1, 2]);
    expect(positionsFor([3, 3, 4])).toEqual([3, 4, 5]);
  });
});

describe("a move's plan", () => {
  it("names only the rows whose position changes", () => {
    const promos = [
      { id: "a", position: 4 },
      { id: "b", position: 10 },
      { id: "c", position: 16 },
    ];
    expect(reorderPlan(promos, "c", "up")).toEqual({
      order: [promos[0], promos[2], promos[1]],
      changes: [
        { id: "c", position: 10 },
        { id: "b", position: 16 },
      ],
    });
    expect(reorderPlan(promos, "a", "up")?.changes).toEqual([]);
    expect(reorderPlan(promos, "z", "down")).toBeNull();
  });
});
