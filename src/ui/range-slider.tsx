"use client";

import { useId } from "react";

/**
 * A dual-ended slider: two range inputs over one track. The low thumb can never pass the high one
 * and the reverse; values stay within [min, max]. Arrow keys move a focused thumb by one step.
 */
export function RangeSlider({
  label,
  min,
  max,
  step,
  value,
  onChange,
  format,
}: {
  label: string;
  min: number;
  max: number;
  step: number;
  value: [number, number];
  onChange: (value: [number, number]) => void;
  format: (value: number) => string;
}) {
  const id = useId();
  const [low, high] = value;
  const span = Math.max(max - min, 1);
  const lowPercent = ((low - min) / span) * 100;
  const highPercent = ((high - min) / span) * 100;
  const clamp = (n: number) => Math.min(max, Math.max(min, n));
  // The inputs overlap, so the thumb drawn on top takes the pointer. Once both thumbs meet in the upper
  // half (both at the maximum, say) only the low one can still move, so it goes on top; below that the
  // high one, which is the one with room to move when both sit at the minimum.
  const lowOnTop = lowPercent > 50;

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="space-y-2">
      <div className="flex justify-between text-sm">
        <span id={`${id}-label`} className="font-semibold">
          {label}
        </span>
        <span className="text-muted" data-testid={`${label.toLowerCase()}-range-text`}>
          {format(low)} – {format(high)}
        </span>
      </div>
      <div className="relative isolate h-6">
        <div className="absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 rounded bg-border" />
        <div
          className="absolute top-1/2 h-1 -translate-y-1/2 rounded bg-primary"
          style={{ left: `${lowPercent}%`, right: `${100 - highPercent}%` }}
        />
        <input
          type="range"
          aria-label={`Minimum ${label.toLowerCase()}`}
          min={min}
          max={max}
          step={step}
          value={low}
          onChange={(event) => onChange([Math.min(clamp(Number(event.target.value)), high), high])}
          className={`range-thumb pointer-events-none absolute inset-0 w-full appearance-none bg-transparent ${lowOnTop ? "z-20" : "z-10"}`}
        />
        <input
          type="range"
          aria-label={`Maximum ${label.toLowerCase()}`}
          min={min}
          max={max}
          step={step}
          value={high}
          onChange={(event) => onChange([low, Math.max(clamp(Number(event.target.value)), low)])}
          className="range-thumb pointer-events-none absolute inset-0 z-10 w-full appearance-none bg-transparent"
        />
      </div>
    </div>
  );
}
