"use client";

import { Section } from "@/ui/section";
import { Badge } from "@/ui/badge";
import { useEffect, useState } from "react";
import type { MarketData } from "@/platform/db/json-types";
import { formatDate, formatMoney } from "@/platform/format";
import { errorMessageIn } from "@/platform/json-guards";
import {
  marketAverageOf,
  readComparisonReply,
  showsMarketIndicator,
  showsPriceComparison,
  type PriceComparison,
} from "../vehicle-rules";
import { priceHistoryHeadline, type PriceHistory } from "../price-history";

type State = { kind: "loading" } | { kind: "ready"; data: PriceComparison } | { kind: "hidden" };

async function fetchComparison(slug: string, signal: AbortSignal): Promise<Partial<PriceComparison>> {
  const response = await fetch(`/api/cars/${encodeURIComponent(slug)}/autogauge`, { signal });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(errorMessageIn(body) ?? `HTTP ${response.status}`);
  const comparison = readComparisonReply(body);
  if (!comparison) throw new Error("No data returned");
  return comparison;
}

function confidenceLabel(confidence: number): string {
  if (confidence >= 0.75) return "High";
  if (confidence >= 0.4) return "Medium";
  return "Low";
}

/**
 * The price comparison: the car's own price history (its changes and the drop since it was listed,
 * from the detail query), a range bar with where this car's price sits in the market, fetched from
 * the platform's autogauge endpoint (a skeleton while it loads, nothing if it fails or is not
 * confident), and the 'Below market price' indicator from the car's stored market data.
 */
export function PriceComparisonBlock({
  slug,
  price,
  marketData,
  history,
}: {
  slug: string;
  price: number;
  marketData: MarketData | null;
  history: PriceHistory | null;
}) {
  const [state, setState] = useState<State>({ kind: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    fetchComparison(slug, controller.signal).then(
      (data) => {
        if (showsPriceComparison(data)) setState({ kind: "ready", data });
        else setState({ kind: "hidden" });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("Price comparison unavailable", { slug, error: error instanceof Error ? error.message : error });
        setState({ kind: "hidden" });
      },
    );
    return () => controller.abort();
  }, [slug]);

  const indicator = showsMarketIndicator(price, marketData);
  const average = marketAverageOf(marketData);
  if (state.kind === "hidden" && !indicator && !history) return null;

  return (
    <Section
      titleId="price-comparison-title"
      title="Price comparison"
      size="lg"
      tone="outline"
      className="mt-12"
      data-testid="price-comparison"
      aria-busy={state.kind === "loading" || undefined}
    >
      {indicator ? (
        <p className="mb-3 flex flex-wrap items-center gap-2" data-testid="market-indicator">
          <Badge tone="success">Below market price</Badge>
          {average !== null ? <span className="text-sm text-muted">Market average {formatMoney(average)}</span> : null}
        </p>
      ) : null}
      {history ? <PriceHistoryList history={history} /> : null}
      {state.kind === "loading" ? (
        <div className="animate-pulse space-y-3" data-testid="price-comparison-skeleton" aria-hidden="true">
          <div className="h-4 w-2/3 rounded bg-surface-alt" />
          <div className="h-3 w-full rounded-full bg-surface-alt" />
          <div className="flex justify-between">
            <div className="h-3 w-16 rounded bg-surface-alt" />
            <div className="h-3 w-16 rounded bg-surface-alt" />
          </div>
        </div>
      ) : null}
      {state.kind === "ready" ? <ComparisonBar data={state.data} /> : null}
    </Section>
  );
}

function PriceHistoryList({ history }: { history: PriceHistory }) {
  return (
    <div className="mb-4" data-testid="price-history">
      <p className="font-semibold">{priceHistoryHeadline(history)}</p>
      <ul className="text-sm text-muted">
        {history.changes.map((change, index) => (
          <li key={`${change.changedAt}-${index}`}>
            {formatDate(change.changedAt)}: {formatMoney(change.oldPrice)} → {formatMoney(change.newPrice)}
          </li>
        ))}
        {history.earlierChanges > 0 ? <li>and {history.earlierChanges} earlier</li> : null}
      </ul>
    </div>
  );
}

function ComparisonBar({ data }: { data: PriceComparison }) {
  const position = Math.round(Math.min(1, Math.max(0, data.fill)) * 1000) / 10;
  return (
    <div data-testid="price-comparison-result">
      <p className="mb-4">{data.description}</p>
      {/* Inset so the price label over either end of the bar stays inside the block. */}
      <div className="relative mx-6 pb-2 pt-7">
        <div
          className="h-3 rounded-full bg-linear-to-r from-emerald-500 via-amber-400 to-rose-500"
          role="meter"
          aria-label="Where this price sits in the market range"
          aria-valuemin={data.market_range_min}
          aria-valuemax={data.market_range_max}
          aria-valuenow={Math.min(data.market_range_max, Math.max(data.market_range_min, data.listing_price))}
          aria-valuetext={`${formatMoney(data.listing_price)} in a market range of ${formatMoney(data.market_range_min)} to ${formatMoney(data.market_range_max)}`}
        />
        <div
          className="absolute top-0 flex -translate-x-1/2 flex-col items-center"
          style={{ left: `${position}%` }}
          data-testid="price-comparison-marker"
          data-fill={data.fill}
        >
          <span className="whitespace-nowrap rounded-site bg-primary px-2 py-0.5 text-xs font-bold text-primary-contrast">
            {formatMoney(data.listing_price)}
          </span>
          <span className="mt-0.5 h-5 w-1 rounded bg-primary" aria-hidden="true" />
        </div>
        <div className="mt-2 flex justify-between text-sm text-muted">
          <span>{formatMoney(data.market_range_min)}</span>
          <span>{formatMoney(data.market_range_max)}</span>
        </div>
      </div>
      <p className="text-xs text-muted">
        Market range from comparable listings on our network · Confidence {confidenceLabel(data.confidence)}
      </p>
    </div>
  );
}
