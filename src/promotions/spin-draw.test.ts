import { describe, expect, it } from "vitest";
import { drawPrize } from "./spin-draw";

const prizes = [
  { name: "Fuel card", weight: 3 },
  { name: "Car wash", weight: 1 },
];

describe("the spin's draw", () => {
  it("gives each prize as many tickets as its weight", () => {
    const won = [0, 1, 2, 3].map((ticket) => drawPrize(prizes, () => ticket).name);
    expect(won).toEqual(["Fuel card", "Fuel card", "Fuel card", "Car wash"]);
  });

  it("asks the random source for a ticket below the weights' total", () => {
    const asked: number[] = [];
    drawPrize(prizes, (max) => {
      asked.push(max);
      return 0;
    });
    expect(asked).toEqual([4]);
  });

  it("draws with the CSPRNG by default, every prize reachable", () => {
    const seen = new Set<string>();
    for (let spin = 0; spin < 400 && seen.size < 2; spin += 1) seen.add(drawPrize(prizes).name);
    expect([...seen].sort()).toEqual(["Car wash", "Fuel card"]);
  });

  it("refuses an empty wheel", () => {
    expect(() => drawPrize([])).toThrow("no prizes");
  });
});
