"use client";

import { Button, ButtonLink } from "@/ui/button";
import { useId, useState } from "react";
import type { BodyTypeName } from "@/sites/config-schema";
import { formatMoney } from "@/platform/format";
import {
  budgetAmount,
  budgetSearchUrl,
  coerceBudgetInput,
  defaultRepayment,
  type BodyTypeOption,
  type BudgetWidgetConfig,
} from "./budget";
import { MoneyInput } from "@/finance/components/money-input";

export type BudgetWidgetProps = {
  widget: Pick<
    BudgetWidgetConfig,
    | "heading"
    | "frequency"
    | "defaultRepaymentMonthly"
    | "defaultRepaymentWeekly"
    | "defaultDeposit"
    | "termYears"
    | "minPriceFilter"
  >;
  /** The site's noun for its stock ("Car"/"Cars", "Vehicle"/"Vehicles"), used when no body is picked. */
  carNoun: { singular: string; plural: string };
  bodyTypes: readonly BodyTypeOption[];
  /** The cheapest car the widget's search would find, whatever its body; null when there is none. */
  lowestPrice: number | null;
  /** The heading's id, for the section that holds the widget. */
  headingId?: string;
};

/**
 * "Find cars for your budget": a repayment and a deposit make a budget; the button searches the stock
 * up to it, or says nothing is that cheap.
 */
export function BudgetWidget({ widget, carNoun, bodyTypes, lowestPrice, headingId }: BudgetWidgetProps) {
  const fallbackId = useId();
  const titleId = headingId ?? `${fallbackId}-title`;
  const termsId = `${fallbackId}-terms`;
  const [repayment, setRepayment] = useState(() => defaultRepayment(widget));
  const [deposit, setDeposit] = useState(widget.defaultDeposit);
  const [body, setBody] = useState<BodyTypeName | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);

  const chosen = bodyTypes.find((option) => option.name === body) ?? null;
  const budget = budgetAmount({ repayment, deposit, frequency: widget.frequency, termYears: widget.termYears });
  const cheapest = chosen ? chosen.lowestPrice : lowestPrice;
  const found = cheapest !== null && budget >= cheapest;
  const plural = chosen ? chosen.plural : carNoun.plural;
  const frequencyWord = widget.frequency === "weekly" ? "weekly" : "monthly";

  return (
    <div
      className="flex flex-col gap-5 rounded-site border border-border bg-surface p-5 text-text shadow-sm"
      data-testid="budget-widget"
    >
      <h2 id={titleId} className="text-2xl font-bold">
        {widget.heading}
      </h2>

      {bodyTypes.length > 0 ? (
        <div role="group" aria-label="Body type" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {bodyTypes.map((option) => (
            <button
              key={option.name}
              type="button"
              aria-pressed={body === option.name}
              data-body={option.name}
              onClick={() => setBody((current) => (current === option.name ? null : option.name))}
              className="flex flex-col items-center gap-1 rounded-site border border-border bg-surface p-2 text-sm font-medium hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary aria-pressed:border-primary aria-pressed:bg-surface-alt aria-pressed:ring-2 aria-pressed:ring-primary"
            >
              {/* Decorative, and a background so a missing drawing leaves a blank, not a broken-image icon. */}
              <span
                aria-hidden="true"
                className="block h-10 w-24 bg-contain bg-center bg-no-repeat"
                style={{ backgroundImage: `url(${option.image})` }}
              />
              {option.label}
            </button>
          ))}
        </div>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyInput
          label={`${frequencyWord === "weekly" ? "Weekly" : "Monthly"} repayment`}
          name="repayment"
          testId="budget-repayment"
          value={repayment}
          onChange={setRepayment}
          normalise={coerceBudgetInput}
        />
        <MoneyInput
          label="Deposit"
          name="deposit"
          testId="budget-deposit"
          value={deposit}
          onChange={setDeposit}
          normalise={coerceBudgetInput}
        />
      </div>

      <p className="flex items-baseline justify-between gap-2 rounded-site bg-surface-alt px-4 py-3" aria-live="polite">
        <span className="text-sm text-muted">Your budget</span>
        <span className="text-2xl font-extrabold text-primary" data-testid="budget-amount">
          {formatMoney(budget)}
        </span>
      </p>

      {found ? (
        <ButtonLink
          href={budgetSearchUrl({ budget, minPriceFilter: widget.minPriceFilter, body: chosen?.label ?? null })}
          block
          size="lg"
          data-testid="budget-search"
        >
          View {plural} In This Range
        </ButtonLink>
      ) : (
        <div className="flex flex-col gap-2">
          <Button variant="outline" block size="lg" disabled data-testid="budget-search">
            0 {plural} Found
          </Button>
          <p role="status" className="text-center text-sm font-medium" data-testid="budget-none-found">
            No {plural} found for this budget
          </p>
        </div>
      )}

      <div className="border-t border-border pt-3">
        <button
          type="button"
          aria-expanded={termsOpen}
          aria-controls={termsId}
          onClick={() => setTermsOpen((open) => !open)}
          className="flex w-full items-center justify-between text-sm font-semibold md:hidden"
        >
          Budget terms
          <span aria-hidden="true" className={`transition-transform duration-300 ${termsOpen ? "rotate-180" : ""}`}>
            ▾
          </span>
        </button>
        {/* Collapsed on phones only; visibility (not just height) hides it from screen readers too. */}
        <div
          id={termsId}
          data-testid="budget-terms"
          className={`grid transition-[grid-template-rows,visibility] duration-300 md:visible md:grid-rows-[1fr] ${termsOpen ? "visible grid-rows-[1fr]" : "invisible grid-rows-[0fr]"}`}
        >
          <p className="overflow-hidden pt-2 text-xs leading-relaxed text-muted md:pt-0">
            The budget is a guide only: your {frequencyWord} repayment over {widget.termYears} years plus your deposit,
            before interest, fees and charges. It is not a quote or an offer of finance; lending criteria, fees and
            charges apply.
          </p>
        </div>
      </div>
    </div>
  );
}
