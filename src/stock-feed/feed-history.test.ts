import { describe, expect, it } from "vitest";
import { heldFeedsWaiting } from "./feed-history";

// Which held full feeds the console lists as waiting for their sender's confirmation.

const run = (
  dealershipId: string,
  at: string,
  outcome: "applied" | "held" | "refused",
  mode: "full" | "upsert" = "full",
) => ({
  dealershipId,
  received_at: `2026-11-29T${at}:00.000Z`,
  outcome,
  mode,
});

describe("held full feeds waiting", () => {
  it("lists a held feed until a later full feed of its dealership is applied", () => {
    const heldEarly = run("a", "01:00", "held");
    const heldLate = run("a", "03:00", "held");
    const runs = [heldLate, run("a", "02:00", "applied"), heldEarly];
    expect(heldFeedsWaiting(runs)).toEqual([heldLate]);
  });

  it("keeps waiting after an upsert feed or a refused one, and per dealership", () => {
    const heldA = run("a", "01:00", "held");
    const heldB = run("b", "01:00", "held");
    const runs = [
      run("a", "02:00", "applied", "upsert"),
      run("a", "02:30", "refused"),
      run("b", "02:00", "applied"),
      heldA,
      heldB,
    ];
    expect(heldFeedsWaiting(runs)).toEqual([heldA]);
  });
});
