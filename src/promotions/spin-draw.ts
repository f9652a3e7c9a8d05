// The spin's draw: one prize from the site's list, each as likely as its weight, chosen with a
// CSPRNG (crypto.randomInt), so nobody can predict or steer which prize the next spin gives.
import { randomInt } from "node:crypto";

export type Prize = { name: string; weight: number };

/** A whole number in [0, max): crypto.randomInt by default, a fixed sequence in tests. */
export type RandomInt = (max: number) => number;

export function drawPrize(prizes: readonly Prize[], random: RandomInt = randomInt): Prize {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  if (prizes.length === 0 || total <= 0) throw new Error("the wheel has no prizes");
  let ticket = random(total);
  for (const prize of prizes) {
    if (ticket < prize.weight) return prize;
    ticket -= prize.weight;
  }
  // Unreachable while random() keeps to [0, total).
  throw new Error("the draw fell outside the prizes");
}
