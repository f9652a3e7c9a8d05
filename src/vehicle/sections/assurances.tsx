import { cardClass } from "@/ui/card";
import type { Assurances } from "../assurances";

/**
 * The money-back guarantee, warranty, certified benefits and return terms that come with the car;
 * nothing when none apply.
 */
export function AssurancesSection({ assurances }: { assurances: Assurances | null }) {
  if (!assurances) return null;
  const { warrantyYears, certifiedBenefits, returnTerms, guarantee } = assurances;
  return (
    <section aria-labelledby="assurances-title" data-testid="assurances">
      <h2 id="assurances-title" className="mb-3 text-xl font-bold">
        Buy With Confidence
      </h2>
      {guarantee ? (
        <p
          className={cardClass({ tone: "outline", padding: "sm", className: "mb-3 font-semibold" })}
          data-testid="money-back-guarantee"
        >
          {guarantee}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {warrantyYears !== null || certifiedBenefits.length > 0 ? (
          <div className="rounded-site bg-surface-alt p-3" data-testid="certified-benefits">
            <h3 className="font-semibold">Certified pre-owned</h3>
            <ul className="mt-1 grid list-disc gap-1 pl-5 text-sm">
              {warrantyYears !== null ? <li>{warrantyYears}-year warranty</li> : null}
              {certifiedBenefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {returnTerms ? (
          <div className="rounded-site bg-surface-alt p-3" data-testid="return-terms">
            <h3 className="font-semibold">{returnTerms.days}-day money back or exchange</h3>
            <p className="text-sm text-muted">
              Change your mind within {returnTerms.days} days and return the car for a refund or an exchange, provided
              it is:
            </p>
            <ul className="mt-1 grid list-disc gap-1 pl-5 text-sm">
              <li>Driven no more than {returnTerms.maxKm.toLocaleString("en-AU")} km</li>
              {returnTerms.conditions.map((condition) => (
                <li key={condition}>{condition}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}
