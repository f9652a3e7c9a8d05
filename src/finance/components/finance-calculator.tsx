"use client";

import { Section } from "@/ui/section";
import { useId, useMemo, useState } from "react";
import { formatMoney, formatMoneyToCents } from "@/platform/format";
import {
  amountRangeMessage,
  calculate,
  calculatorBasisText,
  calculatorBounds,
  calculatorDefaults,
  enquireText,
  nonNegativeAmount,
  type CalculatorInputs,
  type CalculatorStart,
  type CalculatorVariant,
} from "../calculator";
import { carLoanBenchmark, comparisonRateWarning, formatRate } from "../comparison-rate";
import { oneOffFees } from "../fees";
import { financeDisclaimer, shortenDisclaimer } from "../finance-display";
import { clampTo, financeTerms, type FinanceConfig, type SteppedRange } from "../providers";
import { frequencyLabels, repaymentFrequencies } from "../repayment";
import { MoneyInput } from "./money-input";

export type FinanceCalculatorProps = {
  /** The car's price; null (or 0) starts from the site's default amount. */
  carPrice: number | null;
  finance: FinanceConfig;
  /** "vehicle-page" applies the site's tighter vehicle-page loan, when it has one. */
  variant?: CalculatorVariant;
  /** What the finance figure above the calculator assumes: the calculator starts from the same. */
  start?: CalculatorStart;
};

/** Fees to the cent ($1,360.50): rounding a fee the lender charges exactly would misstate it. */
const formatFee = formatMoneyToCents;

const years = (value: number) => `${value} ${value === 1 ? "year" : "years"}`;

function SliderField({
  label,
  value,
  range,
  format,
  onChange,
  testId,
}: {
  label: string;
  value: number;
  range: SteppedRange;
  format: (value: number) => string;
  onChange: (value: number) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        <output htmlFor={id} className="text-sm font-semibold text-primary" data-testid={`${testId}-value`}>
          {format(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={format(value)}
        data-testid={testId}
        onChange={(event) => onChange(clampTo(Number(event.target.value), range))}
        className="w-full accent-primary"
      />
      <div className="flex justify-between text-xs text-muted" aria-hidden="true">
        <span>{format(range.min)}</span>
        <span>{format(range.max)}</span>
      </div>
    </div>
  );
}

/** The repayment calculator under a car (`#finance-calculator`). Recomputes on every change. */
export function FinanceCalculator({ carPrice, finance, variant = "vehicle-page", start }: FinanceCalculatorProps) {
  const headingId = useId();
  const bounds = useMemo(() => calculatorBounds(finance, variant), [finance, variant]);
  const fees = useMemo(() => financeTerms(finance).fees, [finance]);
  const [inputs, setInputs] = useState<CalculatorInputs>(() => calculatorDefaults(carPrice, finance, bounds, start));
  const [disclaimerOpen, setDisclaimerOpen] = useState(false);

  const update = (change: Partial<CalculatorInputs>) => setInputs((current) => ({ ...current, ...change }));
  const result = calculate(inputs, bounds, fees);
  const amountMessage = amountRangeMessage(nonNegativeAmount(inputs.amount), bounds.amount);
  const frequency = frequencyLabels[inputs.frequency];
  const upFrontFees = oneOffFees(fees);
  const clampMoney = (range: SteppedRange) => (value: number) => clampTo(nonNegativeAmount(value), range);

  const disclaimer = financeDisclaimer(finance);
  const shortened = shortenDisclaimer(disclaimer, finance.disclaimerShortenAt);

  return (
    <Section
      id="finance-calculator"
      titleId={headingId}
      title="Finance calculator"
      tone="outline"
      className="scroll-mt-32 sm:p-6"
      data-testid="finance-calculator"
    >
      <div className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-5">
          <MoneyInput
            label="Purchase price"
            name="amount"
            testId="calculator-amount"
            value={inputs.amount}
            onChange={(amount) => update({ amount })}
            presets={finance.moneyInputPresets.filter((preset) => preset <= bounds.amount.max)}
            message={amountMessage}
            invalid={amountMessage !== null}
          />
          <MoneyInput
            label="Deposit / trade-in"
            name="tradeIn"
            testId="calculator-deposit"
            value={inputs.deposit}
            onChange={(deposit) => update({ deposit })}
            normalise={clampMoney(bounds.deposit)}
          />
          <MoneyInput
            label="Residual (balloon)"
            name="residual"
            testId="calculator-residual"
            value={inputs.residual}
            onChange={(residual) => update({ residual })}
            normalise={clampMoney(bounds.residual)}
          />
          <SliderField
            label="Loan term"
            testId="calculator-term"
            value={inputs.termYears}
            range={bounds.termYears}
            format={years}
            onChange={(termYears) => update({ termYears })}
          />
          <SliderField
            label="Interest rate (p.a.)"
            testId="calculator-interest"
            value={inputs.interestRate}
            range={bounds.interest}
            format={formatRate}
            onChange={(interestRate) => update({ interestRate })}
          />
          <fieldset className="flex flex-col gap-1.5">
            <legend className="mb-1.5 text-sm font-semibold">Repayment frequency</legend>
            <div className="grid grid-cols-3 gap-1 rounded-site border border-border bg-surface-alt p-1">
              {repaymentFrequencies.map((option) => (
                <label
                  key={option}
                  className="cursor-pointer rounded-site px-2 py-1.5 text-center text-sm font-medium has-[:checked]:bg-primary has-[:checked]:text-primary-contrast has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
                >
                  <input
                    type="radio"
                    name="frequency"
                    value={option}
                    checked={inputs.frequency === option}
                    onChange={() => update({ frequency: option })}
                    className="sr-only"
                  />
                  {frequencyLabels[option].adjective}
                </label>
              ))}
            </div>
          </fieldset>
        </div>

        <div className="flex flex-col gap-4 rounded-site bg-surface-alt p-4" aria-live="polite">
          <dl className="grid gap-3">
            <div>
              <dt className="text-sm text-muted">{frequency.adjective} repayment</dt>
              <dd className="text-3xl font-extrabold text-primary" data-testid="calculator-repayment">
                {result.kind === "repayment"
                  ? formatMoney(result.repayment)
                  : result.kind === "enquire"
                    ? enquireText
                    : "-"}
              </dd>
              <dd className="text-sm text-muted" data-testid="calculator-basis">
                {calculatorBasisText(result.inputs)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">Total payable</dt>
              <dd className="min-h-6 text-lg font-semibold" data-testid="calculator-total">
                {result.kind === "repayment" ? formatMoney(result.total) : ""}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">Comparison rate*</dt>
              <dd className="text-lg font-semibold" data-testid="calculator-comparison-rate">
                {formatRate(result.comparisonRate)} p.a.
              </dd>
            </div>
          </dl>
          <p className="text-xs text-muted">
            {upFrontFees > 0 ? `Includes ${formatFee(upFrontFees)} in lender fees added to the loan. ` : ""}
            {fees.monthlyAccountFee > 0 ? `Includes a ${formatFee(fees.monthlyAccountFee)} monthly account fee. ` : ""}
            *Comparison rate based on {carLoanBenchmark.label}. {comparisonRateWarning}
          </p>
        </div>
      </div>

      <div className="mt-6 border-t border-border pt-4 text-xs leading-relaxed text-muted">
        <p data-testid="calculator-disclaimer">{disclaimerOpen ? disclaimer : shortened.text}</p>
        {shortened.shortened ? (
          <button
            type="button"
            aria-expanded={disclaimerOpen}
            onClick={() => setDisclaimerOpen((open) => !open)}
            className="mt-1 font-semibold text-primary underline underline-offset-2 hover:no-underline"
          >
            {disclaimerOpen ? "Show Less" : "Show More"}
          </button>
        ) : null}
      </div>
    </Section>
  );
}
