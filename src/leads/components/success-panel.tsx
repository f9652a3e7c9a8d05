import { ButtonLink } from "@/ui/button";
import { cardClass } from "@/ui/card";
import { allStockPath, carPath } from "@/stock/search-urls";
import { nextStepOf, successPhrase, type SentLead } from "../sent-lead";

// The thank-you page. With the lead just sent (named by /success?lead=…, a random id) it gives the
// reference, the car and what happens next; nothing personal, so a shared link tells nobody about
// the shopper. Without one it claims nothing was received: opened directly, nothing was sent.

export function SuccessPanel({ lead }: { lead: SentLead | null }) {
  if (!lead) {
    return (
      <div data-testid="success-nothing-sent">
        <h1 className="text-3xl font-bold">Looking for something?</h1>
        <p className="mt-3 text-lg">
          This page confirms an enquiry once you have sent one. Search our stock or start from the home page.
        </p>
        <div className="mt-8 flex flex-wrap gap-4">
          <ButtonLink href={allStockPath} size="lg">
            Search our stock
          </ButtonLink>
          <ButtonLink href="/" variant="outline" size="lg">
            Back to Home
          </ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <div data-testid="lead-success" data-category={lead.category}>
      <h1 className="text-3xl font-bold">Thank you</h1>
      <p className="mt-3 text-lg">We have received your {successPhrase(lead.category)}.</p>
      <div className={`${cardClass({ tone: "raised" })} mt-6`}>
        <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold">Your reference</dt>
          <dd className="font-mono break-all" data-testid="lead-reference">
            {lead.reference}
          </dd>
          {lead.car ? (
            <>
              <dt className="font-semibold">Vehicle</dt>
              <dd data-testid="lead-car">
                <a className="text-primary underline" href={carPath(lead.car.slug)}>
                  {lead.car.name}
                </a>
                {lead.car.stocknum ? ` (stock #${lead.car.stocknum})` : ""}
              </dd>
            </>
          ) : null}
          <dt className="font-semibold">What happens next</dt>
          <dd data-testid="lead-next-step">{nextStepOf(lead.formType)}</dd>
        </dl>
      </div>
      <div className="mt-8 flex flex-wrap gap-4">
        <ButtonLink href="/" size="lg">
          Back to Home
        </ButtonLink>
        <ButtonLink href="/cars/" variant="outline" size="lg">
          Browse Our Stock
        </ButtonLink>
      </div>
    </div>
  );
}
