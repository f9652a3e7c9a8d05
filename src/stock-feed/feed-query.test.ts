import { describe, expect, it } from "vitest";
import { bulkFeedQuerySchema, confirmRemovalsSchema, oneCarQuerySchema, queryInput, queryProblem } from "./feed-query";

const parse = (query: string) => bulkFeedQuerySchema.safeParse(queryInput(new URLSearchParams(query)));

describe("the bulk feed's query", () => {
  it("defaults to an upsert that is stored, not atomic", () => {
    expect(parse("").data).toEqual({ mode: "upsert", atomic: false, dry_run: false });
  });

  it("reads a confirmed full dry run", () => {
    expect(parse("mode=full&atomic=true&dry_run=true&confirm_removals=402").data).toEqual({
      mode: "full",
      atomic: true,
      dry_run: true,
      confirm_removals: 402,
    });
    expect(parse("mode=full&confirm_removals=0").data?.confirm_removals).toBe(0);
  });

  it("names what is wrong", () => {
    const problem = (query: string) => {
      const result = parse(query);
      return result.success ? null : queryProblem(result.error);
    };
    expect(problem("mode=partial")).toBe("mode must be 'full' or left out");
    expect(problem("atomic=yes")).toBe("atomic must be true or false");
    expect(problem("dry_run=1")).toBe("dry_run must be true or false");
    expect(problem("mode=full&confirm_removals=-3")).toMatch(/^confirm_removals must be a whole number/);
    expect(problem("mode=full&confirm_removals=4.5")).toMatch(/^confirm_removals must be a whole number/);
    expect(problem("mode=full&confirm_removals=")).toMatch(/^confirm_removals must be a whole number/);
    // Only a full feed marks cars sold: a confirmation elsewhere is a mistake worth saying.
    expect(problem("confirm_removals=3")).toBe(
      "confirm_removals is for a full feed (mode=full): only a full feed marks cars sold",
    );
  });
});

describe("one car's query", () => {
  it("reads dry_run only", () => {
    expect(oneCarQuerySchema.parse(queryInput(new URLSearchParams("dry_run=true&mode=full")))).toEqual({
      dry_run: true,
    });
  });
});

describe("a confirmation on the command line", () => {
  it("is the same whole number rule", () => {
    expect(confirmRemovalsSchema.parse("17")).toBe(17);
    expect(confirmRemovalsSchema.safeParse("seventeen").success).toBe(false);
  });
});
