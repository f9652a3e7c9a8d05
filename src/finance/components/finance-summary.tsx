"use client";

import { basisText, currentFigures, rateText, weeklyText, type FinanceDisplay } from "../finance-display";
import { useFinanceQuote } from "../quote/use-finance-quote";
import { DisclaimerDialog } from "./disclaimer-dialog";

/**
 * The finance line under a car's price on its page: the weekly repayment in whole dollars, the
 * comparison rate to two decimals and what they assume, with a way to the calculator and the
 * disclaimer. Build its `display` with `vehicleFinanceDisplay`; null there means no summary.
 */
export function FinanceSummary({ display }: { display: FinanceDisplay }) {
  const quote = useFinanceQuote(display.quoteRequest);
  const { figures, loading } = currentFigures(display, quote);

  return (
    <section
      aria-label="Finance estimate"
      className="flex flex-col gap-2 rounded-site border border-border bg-surface-alt p-4 text-text"
      data-testid="finance-summary"
      aria-busy={loading || undefined}
    >
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-sm text-muted">Finance from</span>
        <span className="text-2xl font-extrabold text-primary" data-testid="finance-summary-weekly">
          {weeklyText(figures.weekly, loading)}
        </span>
        <span className="text-sm text-muted">per week*</span>
      </p>
      <p className="text-sm">
        Comparison rate{" "}
        <span className="font-semibold" data-testid="finance-summary-comparison-rate">
          {rateText(figures.comparisonRate, loading)}
        </span>
        {figures.comparisonRate !== null ? " p.a." : ""}* · {basisText(display.basis)}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <a
          href="#finance-calculator"
          className="text-sm font-semibold text-primary underline underline-offset-2 hover:no-underline"
        >
          Calculate your repayments
        </a>
        <DisclaimerDialog text={display.disclaimer} />
      </div>
    </section>
  );
}
