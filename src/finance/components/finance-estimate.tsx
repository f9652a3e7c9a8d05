"use client";

import { currentFigures, rateText, weeklyText, type FinanceDisplay } from "../finance-display";
import { useFinanceQuote } from "../quote/use-finance-quote";
import { DisclaimerDialog } from "./disclaimer-dialog";

const perAnnum = (rate: number | null, loading: boolean) => `${rateText(rate, loading)}${rate !== null ? " p.a." : ""}`;

/**
 * The small finance panel on a result card: the weekly figure and, where a quote gives them, the
 * rates. Build its `display` with `cardFinanceDisplay`; null there means no panel.
 */
export function FinanceEstimate({ display }: { display: FinanceDisplay }) {
  const quote = useFinanceQuote(display.quoteRequest);
  const { figures, loading } = currentFigures(display, quote);
  const showRates = display.quoteRequest !== null || figures.interestRate !== null || figures.comparisonRate !== null;

  return (
    <div className="finance-estimate" data-testid="finance-estimate" aria-busy={loading || undefined}>
      <p className="font-medium text-text">
        From <span data-testid="finance-weekly">{weeklyText(figures.weekly, loading)}</span>/wk*
      </p>
      {showRates ? (
        <p className="text-xs text-muted">
          Rate <span data-testid="finance-rate">{perAnnum(figures.interestRate, loading)}</span> · Comparison{" "}
          <span data-testid="finance-comparison-rate">{perAnnum(figures.comparisonRate, loading)}</span>*
        </p>
      ) : null}
      <div>
        <DisclaimerDialog text={display.disclaimer} />
      </div>
    </div>
  );
}
