import { describe, expect, it } from "vitest";
import { formatRating, reviewsToShow, starFills, type Review } from "./reviews";

describe("starFills", () => {
  it("shows up to four full stars and a partial one", () => {
    expect(starFills(4.6)).toEqual([1, 1, 1, 1, 0.6]);
    expect(starFills(4.64)).toEqual([1, 1, 1, 1, 0.6]);
    expect(starFills(3.5)).toEqual([1, 1, 1, 0.5, 0]);
    expect(starFills(3)).toEqual([1, 1, 1, 0, 0]);
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
  });

  it("fills the fifth star only as the partial one, and clamps", () => {
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(4.96)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(-1)).toEqual([0, 0, 0, 0, 0]);
  });

  it("reads the average to one decimal", () => {
    expect(formatRating(4.25)).toBe("4.3");
    expect(formatRating(4)).toBe("4.0");
  });
});

const review = (id: string, rating: number, reviewDate: string): Review => ({
  id,
  customerName: `Customer ${id}`,
  text: "Text",
  rating,
  reviewDate,
  replyText: null,
  replyDate: null,
});

describe("reviewsToShow", () => {
  it("keeps reviews at or above the minimum rating, newest first", () => {
    const list = [review("a", 5, "2026-01-01"), review("b", 3, "2026-06-01"), review("c", 4, "2026-03-01")];
    expect(reviewsToShow(list, 4, 12).map((item) => item.id)).toEqual(["c", "a"]);
    expect(reviewsToShow(list, 3, 12).map((item) => item.id)).toEqual(["b", "c", "a"]);
  });

  it("shows at most the configured count", () => {
    const list = Array.from({ length: 20 }, (_, index) =>
      review(`r${index}`, 5, `2026-01-${String(index + 1).padStart(2, "0")}`),
    );
    const shown = reviewsToShow(list, 4, 12);
    expect(shown).toHaveLength(12);
    expect(shown[0]?.id).toBe("r19");
  });
});
