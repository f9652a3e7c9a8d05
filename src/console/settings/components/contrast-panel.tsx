"use client";

import { contrastRatio, MIN_TEXT_CONTRAST } from "@/sites/color-contrast";
import { textColorPairs } from "@/sites/config-schema";

// The theme's colours side by side as shoppers will see them, with their contrast (WCAG 2.x, the
// schema's own rule for text: 4.5:1) worked out as staff pick: text that fails is refused on save,
// and lines and tags under 3:1 (WCAG's rule for parts of the page that are not text) are a warning.

/** Colours that are not text but must still be seen: 3:1 against the page (WCAG 1.4.11). */
const MIN_NON_TEXT_CONTRAST = 3;
const nonTextPairs = [
  ["border", "surface"],
  ["accent", "surface"],
] as const;

type Colors = Partial<Record<string, unknown>>;

function Row({
  colors,
  foreground,
  background,
  minimum,
  text,
}: {
  colors: Colors;
  foreground: string;
  background: string;
  minimum: number;
  /** Text on a colour: the sample is text; otherwise a line on the colour. */
  text: boolean;
}) {
  const fore = colors[foreground];
  const back = colors[background];
  if (typeof fore !== "string" || typeof back !== "string") return null;
  const ratio = contrastRatio(fore, back);
  const passes = ratio !== undefined && ratio >= minimum;
  return (
    <tr className="border-b border-border last:border-b-0">
      <td className="px-2 py-1">
        {/* The dealer's own colours, as given: the point is to see them. */}
        {text ? (
          <span
            className="inline-block rounded px-2 py-0.5 font-semibold"
            style={{ color: fore, backgroundColor: back }}
          >
            Aa
          </span>
        ) : (
          <span
            aria-hidden="true"
            className="inline-block h-6 w-10 rounded"
            style={{ backgroundColor: back, border: `3px solid ${fore}` }}
          />
        )}
      </td>
      <td className="px-2 py-1">
        {foreground} on {background}
      </td>
      <td className="px-2 py-1 text-right tabular-nums">{ratio === undefined ? "–" : `${ratio.toFixed(2)}:1`}</td>
      <td className="px-2 py-1" data-testid={`contrast-${foreground}-${background}`}>
        {ratio === undefined ? "–" : passes ? "Passes" : <strong className="text-red-700">Below {minimum}:1</strong>}
      </td>
    </tr>
  );
}

export function ContrastPanel({ colors }: { colors: unknown }) {
  const values: Colors = typeof colors === "object" && colors !== null ? { ...colors } : {};
  return (
    <section
      aria-labelledby="contrast-heading"
      className="flex flex-col gap-2 rounded border border-border bg-surface p-3"
    >
      <h2 id="contrast-heading" className="font-semibold">
        Contrast
      </h2>
      <p className="text-xs text-muted">
        Text needs {MIN_TEXT_CONTRAST}:1 on the colour behind it (a draft below it cannot be saved); lines and tags
        should reach {MIN_NON_TEXT_CONTRAST}:1.
      </p>
      <table className="text-sm">
        <caption className="sr-only">Contrast of the theme&apos;s colours</caption>
        <thead className="text-left">
          <tr>
            <th scope="col" className="px-2 py-1">
              Sample
            </th>
            <th scope="col" className="px-2 py-1">
              Colours
            </th>
            <th scope="col" className="px-2 py-1 text-right">
              Contrast
            </th>
            <th scope="col" className="px-2 py-1">
              Check
            </th>
          </tr>
        </thead>
        <tbody>
          {textColorPairs.map(([foreground, background]) => (
            <Row
              key={`${foreground}-${background}`}
              colors={values}
              foreground={foreground}
              background={background}
              minimum={MIN_TEXT_CONTRAST}
              text
            />
          ))}
          {nonTextPairs.map(([foreground, background]) => (
            <Row
              key={`${foreground}-${background}`}
              colors={values}
              foreground={foreground}
              background={background}
              minimum={MIN_NON_TEXT_CONTRAST}
              text={false}
            />
          ))}
        </tbody>
      </table>
    </section>
  );
}
