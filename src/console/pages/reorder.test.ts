import { describe, expect, it } from "vitest";
import { movedOrder, positionsFor } from "./reorder";

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
