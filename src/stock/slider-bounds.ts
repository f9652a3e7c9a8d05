import type { FacetStats, NumericFacet } from "./engine/types";

// Range-slider geometry per numeric facet. Price runs over the site's configured range (the
// product's default $5,000 to $250,000 in steps of $500), whatever the stock: the dearest car does not
// set the top, and either end of the slider means "no limit". Km snaps to multiples of 1000 with a
// step of one percent of the stock's range; years move one at a time.

export type SliderBounds = { min: number; max: number; step: number };

const snapped: Partial<Record<NumericFacet, number>> = { km: 1000 };

export function snapValue(facet: NumericFacet, value: number): number {
  const unit = snapped[facet];
  return unit ? Math.round(value / unit) * unit : Math.round(value);
}

export function sliderBounds(
  facet: NumericFacet,
  stats: FacetStats | undefined,
  options: { price: SliderBounds },
): SliderBounds {
  if (facet === "price") return options.price;
  const unit = snapped[facet] ?? 1;
  if (!stats) return { min: 0, max: unit * 100, step: unit };
  const min = Math.floor(stats.min / unit) * unit;
  const top = Math.max(Math.ceil(stats.max / unit) * unit, min + unit);
  if (facet === "year") return { min, max: top, step: 1 };
  const step = Math.max(unit, Math.round((top - min) / 100 / unit) * unit);
  // A range input only stops on min + a whole number of steps: the top is raised to the next such
  // stop, or the highest car (the one at 250,000 km) could never be reached.
  const max = min + Math.ceil((top - min) / step) * step;
  return { min, max, step };
}

/** The slider's thumbs for a refinement, clamped into the bounds (min never above max). */
export function sliderValue(
  range: { min?: number | undefined; max?: number | undefined } | undefined,
  bounds: SliderBounds,
): [number, number] {
  const low = Math.min(Math.max(range?.min ?? bounds.min, bounds.min), bounds.max);
  const high = Math.max(Math.min(range?.max ?? bounds.max, bounds.max), low);
  return [low, high];
}
