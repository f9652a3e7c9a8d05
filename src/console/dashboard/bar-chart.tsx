import type { ReactNode } from "react";
import { formatCount } from "@/platform/format";

// The dashboard's charts: horizontal bars drawn as SVG on the server (decision 047: no chart library
// and no script in the browser; each chart is a handful of rectangles). The picture is one image with
// a text summary for screen readers; the figures themselves are in the data table the caller puts
// beside or under it.

export type Bar = { key: string; label: string; value: number };

const rowHeight = 24;
const labelWidth = 190;
const valueWidth = 60;
// About the width a half-page panel gives it, so the 13-unit text shows at about 13 px.
const width = 560;
const barSpace = width - labelWidth - valueWidth;

/** Shortens a label to fit the label column (the table keeps it whole). */
function fit(label: string, max = 26): string {
  return label.length > max ? `${label.slice(0, max - 1)}…` : label;
}

export function BarChart({ title, bars, describe }: { title: string; bars: readonly Bar[]; describe?: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const height = bars.length * rowHeight;
  const summary =
    describe ??
    `${title}: ${bars
      .slice(0, 3)
      .map((bar) => `${bar.label} ${formatCount(bar.value)}`)
      .join(", ")}${bars.length > 3 ? ` and ${bars.length - 3} more` : ""}.`;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full max-w-3xl text-text"
      role="img"
      aria-label={summary}
      data-testid="bar-chart"
    >
      {bars.map((bar, index) => {
        const y = index * rowHeight;
        const length = bar.value === 0 ? 0 : Math.max(2, (bar.value / max) * barSpace);
        return (
          <g key={bar.key}>
            <text x={0} y={y + 16} fontSize={13} fill="currentColor">
              {fit(bar.label)}
            </text>
            <rect x={labelWidth} y={y + 4} width={length} height={rowHeight - 8} rx={2} className="fill-primary" />
            <text
              x={labelWidth + length + 6}
              y={y + 16}
              fontSize={13}
              fill="currentColor"
              style={{ fontVariantNumeric: "tabular-nums" }}
            >
              {formatCount(bar.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** A dashboard panel: heading, the chart (or the empty state), and its figures as a table to open. */
export function ChartPanel({
  id,
  title,
  note,
  chart,
  table,
  empty,
}: {
  id: string;
  title: string;
  note?: ReactNode;
  chart: ReactNode;
  table: ReactNode;
  /** Said instead of the chart when there is nothing to draw; the table is then left out too. */
  empty: string | null;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-2 rounded border border-border bg-surface p-4"
      data-testid={id}
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {note ? <p className="text-sm text-muted">{note}</p> : null}
      {empty !== null ? (
        <p className="text-muted" data-testid="empty-state">
          {empty}
        </p>
      ) : (
        <>
          {chart}
          <details className="text-sm">
            <summary className="cursor-pointer rounded py-1 font-medium underline-offset-2 hover:underline">
              Show the figures as a table
            </summary>
            <div className="mt-2">{table}</div>
          </details>
        </>
      )}
    </section>
  );
}
