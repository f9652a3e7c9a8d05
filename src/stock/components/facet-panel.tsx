"use client";

import { Button } from "@/ui/button";
import { Field, inputClass } from "@/ui/field";
import { useEffect, useRef, useState } from "react";
import { formatMoney, formatOdometer } from "@/platform/format";
import type { SearchClientConfig } from "@/stock/search-client-config";
import { sortOptionNames, type FacetName } from "@/sites/config-vocabularies";
import { facetLabels, valueLabels } from "../facets";
import { RangeSlider } from "@/ui/range-slider";
import { useHydratedLater } from "@/ui/use-hydrated";
import type { KeywordFacet, NumericFacet, SearchResult } from "../engine/types";

/** What the panel reads of a result: the counts, not the cars. */
type FacetCounts = Pick<SearchResult, "count" | "facets" | "facetStats">;
import { isKeywordFacet, isNumericFacet, sortLabels, type SearchState } from "../search-state";
import { sliderBounds, sliderValue, snapValue } from "../slider-bounds";

const sliderFormat: Partial<Record<NumericFacet, (value: number) => string>> = {
  price: formatMoney,
  subscription_price: (value) => `${formatMoney(value)}/wk`,
  km: formatOdometer,
  year: String,
};

/**
 * Alphabetical, case aside, for values with equal counts. Not localeCompare: its first call loads the
 * browser's locale data, about 35 ms at page load (issue 16); facet values are names and codes.
 */
function byText(a: string, b: string): number {
  const [left, right] = [a.toLowerCase(), b.toLowerCase()];
  return left < right ? -1 : left > right ? 1 : 0;
}

function KeywordFacetList({
  facet,
  counts,
  selected,
  limit,
  onToggle,
}: {
  facet: KeywordFacet;
  counts: Record<string, number>;
  selected: readonly string[];
  limit: number;
  onToggle: (value: string) => void;
}) {
  const [showAll, setShowAll] = useState(false);
  const hydrated = useHydratedLater();
  // Selected values stay listed even when another refinement leaves them no cars.
  const entries = Object.entries(counts);
  for (const value of selected) if (!(value in counts)) entries.push([value, 0]);
  // Most cars first, so the 'Show all' cut keeps the makes and models a shopper most likely wants.
  const sorted =
    facet === "seats"
      ? entries.sort(([a], [b]) => Number(a) - Number(b))
      : entries.sort(([a, countA], [b, countB]) => countB - countA || byText(a, b));
  const visible = showAll ? sorted : sorted.slice(0, limit);
  if (sorted.length === 0) return null;

  return (
    <fieldset className="space-y-1" data-testid={`facet-${facet}`}>
      <legend className="mb-1 font-semibold">{facetLabels[facet]}</legend>
      {/* The options come with hydration, from the counts the page already holds (before it a checkbox
          does nothing): the 79 of a full search page were 7 KB of its HTML. Until then the list keeps
          its height (a row of text-sm, 1.25rem, and space-y-1's 0.25rem), so nothing below it moves. */}
      {hydrated ? (
        visible.map(([value, count]) => {
          const checked = selected.includes(value);
          return (
            // globals.css styles the option and its parts: one class, not four.
            <label key={value} className="facet-option">
              <input type="checkbox" checked={checked} onChange={() => onToggle(value)} />
              <span>{valueLabels[facet]?.[value] ?? value}</span>
              <span>{count}</span>
            </label>
          );
        })
      ) : (
        <div aria-hidden="true" style={{ height: `${visible.length * 1.5 - 0.25}rem` }} />
      )}
      {sorted.length > limit ? (
        <button type="button" className="text-sm font-semibold text-primary" onClick={() => setShowAll((v) => !v)}>
          {showAll ? "Show fewer" : facet === "make" ? "Show all makes" : `Show all (${sorted.length})`}
        </button>
      ) : null}
    </fieldset>
  );
}

/** Applies a slider 400 ms after the shopper stops moving it. */
function FacetSlider({
  facet,
  result,
  state,
  config,
  onApply,
}: {
  facet: NumericFacet;
  result: FacetCounts;
  state: SearchState;
  config: SearchClientConfig;
  onApply: (facet: NumericFacet, range: { min?: number; max?: number }) => void;
}) {
  const bounds = sliderBounds(facet, result.facetStats[facet], { price: config.search.priceSlider });
  const applied = sliderValue(state.ranges[facet], bounds);
  const [draft, setDraft] = useState<[number, number] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (value: [number, number]) => {
    setDraft(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setDraft(null);
      const low = snapValue(facet, value[0]);
      const high = snapValue(facet, value[1]);
      onApply(facet, {
        min: low <= bounds.min ? undefined : low,
        max: high >= bounds.max ? undefined : high,
      });
    }, 400);
  };

  return (
    <div data-testid={`facet-${facet}`}>
      <RangeSlider
        label={facetLabels[facet]}
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={draft ?? applied}
        onChange={change}
        format={(value) => {
          const text = (sliderFormat[facet] ?? String)(value);
          // The price slider's top is open: a dearer car is still found there.
          return facet === "price" && value >= bounds.max ? `${text}+` : text;
        }}
      />
    </div>
  );
}

/**
 * The count on the Show Me button, counting from the number on screen to the new one: never from a
 * number it stopped showing, so it only ever moves towards the current filters' count. At once where
 * the shopper asks for reduced motion.
 */
export function AnimatedCount({ value }: { value: number }) {
  const [shown, setShown] = useState(value);
  const onScreen = useRef(value);
  useEffect(() => {
    const initial = onScreen.current;
    if (initial === value) return;
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    const start = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const progress = reduced ? 1 : Math.min((now - start) / 300, 1);
      const next = Math.round(initial + (value - initial) * progress);
      onScreen.current = next;
      setShown(next);
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [value]);
  return <span data-testid="show-me-count">{shown}</span>;
}

export function FacetPanel({
  config,
  facets,
  state,
  result,
  onChange,
  clearedState,
  onShowResults,
}: {
  config: SearchClientConfig;
  /** The facets offered, in order (the site's visible facets, or a narrower set for offers). */
  facets: readonly FacetName[];
  state: SearchState;
  result: FacetCounts;
  onChange: (next: SearchState) => void;
  /** What 'Clear filters' returns to: no refinements, except those the page itself stands for. */
  clearedState: SearchState;
  onShowResults: () => void;
}) {
  const [text, setText] = useState(state.query);
  // When the query changes from outside (back button, a cleared filter), the box shows it.
  const [shownQuery, setShownQuery] = useState(state.query);
  if (shownQuery !== state.query) {
    setShownQuery(state.query);
    setText(state.query);
  }
  const textTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(textTimer.current), []);

  const toggle = (facet: KeywordFacet, value: string) => {
    const current = state.filters[facet] ?? [];
    const values = current.includes(value) ? current.filter((entry) => entry !== value) : [...current, value];
    onChange({ ...state, page: 1, filters: { ...state.filters, [facet]: values } });
  };
  const applyRange = (facet: NumericFacet, range: { min?: number; max?: number }) => {
    onChange({ ...state, page: 1, ranges: { ...state.ranges, [facet]: range } });
  };
  const nouns = result.count === 1 ? config.labels.carNoun.singular : config.labels.carNoun.plural;

  return (
    <form
      className="space-y-6"
      // Filters apply as they change; submitting (the Show Me button, or Enter in a field) shows the results.
      onSubmit={(event) => {
        event.preventDefault();
        onShowResults();
      }}
      aria-label="Search filters"
    >
      <Field label="Search">
        <input
          type="search"
          name="query"
          value={text}
          maxLength={100}
          placeholder="Make, model, stock number…"
          className={inputClass}
          onChange={(event) => {
            const value = event.target.value;
            setText(value);
            clearTimeout(textTimer.current);
            textTimer.current = setTimeout(() => onChange({ ...state, page: 1, query: value.trim() }), 300);
          }}
        />
      </Field>

      <Field label="Sort by">
        <select
          name="sortBy"
          value={state.sortBy}
          className={inputClass}
          onChange={(event) => {
            const option = sortOptionNames.find((name) => name === event.target.value);
            if (option) onChange({ ...state, page: 1, sortBy: option });
          }}
        >
          {sortOptionNames
            .filter((option) => config.search.sortOptions[option])
            .map((option) => (
              <option key={option} value={option}>
                {sortLabels[option]}
              </option>
            ))}
        </select>
      </Field>

      {facets.map((facet) => {
        if (isNumericFacet(facet)) {
          if (facet === "created_at_timestamp") return null;
          return (
            <FacetSlider key={facet} facet={facet} result={result} state={state} config={config} onApply={applyRange} />
          );
        }
        if (!isKeywordFacet(facet)) return null;
        let counts = result.facets[facet] ?? {};
        if (facet === "certified" && config.search.filters.certifiedOnly) {
          counts = Object.fromEntries(Object.entries(counts).filter(([value]) => value !== "false"));
        }
        const limit =
          facet === "make"
            ? config.search.makeFacetVisibleCount
            : facet === "model"
              ? config.search.modelListLimit
              : 10;
        return (
          <KeywordFacetList
            key={facet}
            facet={facet}
            counts={counts}
            selected={state.filters[facet] ?? []}
            limit={limit}
            onToggle={(value) => toggle(facet, value)}
          />
        );
      })}

      {/* Pinned to the bottom of the phone's filter panel; on a desktop it would cover the facet beneath it. */}
      <div className="sticky bottom-0 flex flex-col gap-2 bg-surface py-3 lg:static">
        <Button type="submit" size="lg" data-testid="show-me-button">
          Show Me <AnimatedCount value={result.count} /> {nouns}
        </Button>
        <button
          type="button"
          className="text-sm font-semibold text-primary underline"
          onClick={() => onChange(clearedState)}
        >
          Clear filters
        </button>
      </div>
    </form>
  );
}
