// What goes into the result grid, in order: the hits after the sold-run rule, with promo cards
// woven between them. Pure, so the server render and the browser's re-render of the same page agree
// card for card (a promo that moved between the two would be a hydration mismatch).

import { isInStock } from "@/cars/car";
import { createRandom } from "@/platform/random";

/**
 * A wall of sold cars tells the shopper nothing new, so a run of them shows only its first car. When
 * every car is sold the page would otherwise shrink to one card, which reads as a broken search.
 */
export function collapseSoldRuns<T extends { status: string }>(cars: readonly T[]): T[] {
  if (cars.every((car) => !isInStock(car.status))) return [...cars];
  return cars.filter((car, index) => {
    if (isInStock(car.status)) return true;
    const previous = index > 0 ? cars[index - 1] : undefined;
    return previous === undefined || isInStock(previous.status);
  });
}

/** A dealer's promotion as the grid shows it. Dates are ISO strings. */
export type PromoCard = {
  id: string;
  title: string;
  body: string;
  imageUrl: string | null;
  href: string;
  startsAt: string;
  expiresAt: string;
  /** Lower first. */
  position: number;
  /** "search", "offers", "home" or "all". */
  display: string;
  /** Show only where `display` names the page exactly, never through "all". */
  strictDisplay: boolean;
};

export type PromoPlacement = "search" | "offers" | "home";

/** What a promo's `display` may say: one placement, or "all" of them. */
export const promoDisplays = ["all", "search", "offers", "home"] as const;
export type PromoDisplay = (typeof promoDisplays)[number];

function byPosition(a: PromoCard, b: PromoCard): number {
  return a.position - b.position;
}

/**
 * Promos live on `placement` now, in position order. Live means from the start instant (included)
 * up to the expiry instant (excluded). A promo whose dates do not parse is never live: showing it
 * forever would be worse than not showing it.
 */
export function activePromos(
  promos: readonly PromoCard[],
  { now, display }: { now: Date; display: PromoPlacement },
): PromoCard[] {
  const at = now.getTime();
  return promos
    .filter((promo) => {
      const startsAt = Date.parse(promo.startsAt);
      const expiresAt = Date.parse(promo.expiresAt);
      if (!(startsAt <= at && at < expiresAt)) return false;
      return promo.display === display || (promo.display === "all" && !promo.strictDisplay);
    })
    .sort(byPosition);
}

export type ResultGridItem<T> = { kind: "car"; car: T } | { kind: "promo"; promo: PromoCard };

export type InterleaveRule = {
  /** Cars between promos; 0 or less switches promos off. */
  every: number;
  /** Cars before the first promo; 0 puts a promo first. */
  offset: number;
  /** Vary each later gap so promos do not line up in one grid column. */
  randomise: boolean;
  /** Same seed, same gaps: give the server and the browser the same one (e.g. from the page number). */
  seed: number;
};

/** The shortest randomised gap: promos closer than this crowd the results out. */
const minimumRandomGap = 3;

/**
 * Cars with promos woven in. The first promo comes after `offset` cars, each later one after `every`
 * more (randomised: a gap of 3 to 3 + `every` cars, both ends included). Each promo shows once, in
 * position order; when they run out, the rest are plain cars.
 *
 * A promo never trails the last car, since it would then sit below the results where it reads as
 * an advert for an empty page. The one exception: a list too short to reach the first slot
 * (`offset` or fewer cars) still gets one promo, after its last car, so a narrow search does not
 * hide every promotion.
 */
export function interleavePromos<T>(
  cars: readonly T[],
  promos: readonly PromoCard[],
  rule: InterleaveRule,
): ResultGridItem<T>[] {
  const items: ResultGridItem<T>[] = [];
  const queue = [...promos].sort(byPosition);
  if (!(rule.every > 0) || queue.length === 0) {
    for (const car of cars) items.push({ kind: "car", car });
    return items;
  }

  const random = rule.randomise ? createRandom(rule.seed) : null;
  const nextGap = () => (random ? random.int(minimumRandomGap, minimumRandomGap + rule.every) : rule.every);
  const firstSlot = Math.max(0, rule.offset);
  let slot = firstSlot;
  let used = 0;

  cars.forEach((car, index) => {
    const promo = queue[used];
    if (index === slot && promo) {
      items.push({ kind: "promo", promo });
      used += 1;
      slot += nextGap();
    }
    items.push({ kind: "car", car });
  });

  const first = queue[0];
  if (cars.length > 0 && cars.length <= firstSlot && first) items.push({ kind: "promo", promo: first });
  return items;
}

/**
 * Promos at their own positions (the default when the site sets no every-N rule): a promo with
 * position p comes after the first p cars of the page. Promos beyond the page's cars are left out,
 * so a short page does not end on a pile of adverts.
 */
export function placePromosAtPositions<T>(cars: readonly T[], promos: readonly PromoCard[]): ResultGridItem<T>[] {
  const byPlace = [...promos].sort(byPosition);
  const items: ResultGridItem<T>[] = [];
  let next = 0;
  cars.forEach((car, index) => {
    while (next < byPlace.length && (byPlace[next]?.position ?? Infinity) <= index) {
      const promo = byPlace[next];
      if (promo) items.push({ kind: "promo", promo });
      next += 1;
    }
    items.push({ kind: "car", car });
  });
  return items;
}
