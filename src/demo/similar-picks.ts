// The demo's dealer-picked similar cars. Some dealers' feeds name the cars to show as similar; every
// fourth demo car gets such a list: up to six of the cars before it of the same make, closest in
// price first (the earlier car first when two are as close), sold ones included (the page leaves out
// what is no longer in stock). Only earlier cars, so a smaller demo is a prefix of a larger.
//
// Sorting every earlier car of the make for each list was quadratic: 40,000 cars took 30 s and
// 200,000 did not finish. Here each make's cars are shelved by price as they come, and a list walks
// out from the car's own price to the nearest prices that hold earlier cars: O(n log n), same lists.

type PickingCar = {
  id?: string;
  make: string;
  price?: number | null;
  similarCarIds?: string[];
};

/** How many similar cars a list names, and which cars get one (every `listEvery`th). */
const listLength = 6;
const listEvery = 4;

export function pickSimilarCars(siteCars: PickingCar[]): void {
  const pricesByMake = new Map<string, number[]>();
  for (const car of siteCars) {
    const prices = pricesByMake.get(car.make) ?? [];
    prices.push(car.price ?? 0);
    pricesByMake.set(car.make, prices);
  }
  const shelves = new Map([...pricesByMake].map(([make, prices]) => [make, new PriceShelf(prices)]));
  siteCars.forEach((car, index) => {
    if (!car.id) return;
    const shelf = shelves.get(car.make);
    if (!shelf) return;
    const price = car.price ?? 0;
    if (index % listEvery === 0) {
      car.similarCarIds = shelf.nearest(price, listLength).map((earlier) => siteCars[earlier]?.id ?? "");
    }
    shelf.place(index, price);
  });
}

/**
 * Cars of one make (by their position in the site's list) at each of the make's prices, placed in
 * order. A Fenwick tree over the distinct prices marks those holding a car, so the next occupied price
 * below or above any price is found in O(log prices).
 */
class PriceShelf {
  private readonly prices: number[];
  private readonly rankOf = new Map<number, number>();
  private readonly placed: number[][];
  private readonly tree: Int32Array;
  private readonly topStep: number;
  private occupied = 0;

  constructor(prices: readonly number[]) {
    this.prices = [...new Set(prices)].sort((a, b) => a - b);
    this.prices.forEach((price, rank) => this.rankOf.set(price, rank));
    this.placed = this.prices.map(() => []);
    this.tree = new Int32Array(this.prices.length + 1);
    let step = 1;
    while (step * 2 <= this.prices.length) step *= 2;
    this.topStep = step;
  }

  place(position: number, price: number): void {
    const rank = this.rank(price);
    const here = this.placed[rank];
    if (!here) return;
    if (here.length === 0) {
      this.occupied += 1;
      for (let node = rank + 1; node < this.tree.length; node += node & -node)
        this.tree[node] = (this.tree[node] ?? 0) + 1;
    }
    here.push(position);
  }

  /**
   * Up to `count` placed cars closest to `price`, closest first and, as close, placed first. The
   * answer's cars are among the `count` first on each side of the price (the ones at the price
   * itself counted below it), so those are gathered and sorted.
   */
  nearest(price: number, count: number): number[] {
    const rank = this.rank(price);
    const candidates: { gap: number; position: number }[] = [];
    const atOrBelow = this.occupiedBefore(rank + 1);
    const gather = (ordinals: Iterable<number>) => {
      let taken = 0;
      for (const ordinal of ordinals) {
        const occupiedRank = this.occupiedAt(ordinal);
        const gap = Math.abs((this.prices[occupiedRank] ?? 0) - price);
        for (const position of this.placed[occupiedRank] ?? []) {
          if (taken === count) return;
          candidates.push({ gap, position });
          taken += 1;
        }
        if (taken === count) return;
      }
    };
    gather(countDown(atOrBelow, 1));
    gather(countUp(atOrBelow + 1, this.occupied));
    candidates.sort((a, b) => a.gap - b.gap || a.position - b.position);
    return candidates.slice(0, count).map((candidate) => candidate.position);
  }

  private rank(price: number): number {
    const rank = this.rankOf.get(price);
    if (rank === undefined) throw new Error(`price ${price} was not among the shelf's prices`);
    return rank;
  }

  /** How many occupied prices rank below `rank`. */
  private occupiedBefore(rank: number): number {
    let total = 0;
    for (let node = rank; node > 0; node -= node & -node) total += this.tree[node] ?? 0;
    return total;
  }

  /** The rank of the `ordinal`th occupied price (1 is the lowest). */
  private occupiedAt(ordinal: number): number {
    let node = 0;
    let left = ordinal;
    for (let step = this.topStep; step > 0; step >>= 1) {
      const next = node + step;
      const below = this.tree[next] ?? 0;
      if (next < this.tree.length && below < left) {
        node = next;
        left -= below;
      }
    }
    return node;
  }
}

function* countDown(from: number, to: number): Generator<number> {
  for (let value = from; value >= to; value -= 1) yield value;
}

function* countUp(from: number, to: number): Generator<number> {
  for (let value = from; value <= to; value += 1) yield value;
}
