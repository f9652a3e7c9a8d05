import { notFound } from "next/navigation";
import { getLeadFormContext } from "@/leads/server/form-context";
import { leadCar } from "@/leads/pages/lead-pages";
import { australianStateCode } from "@/platform/australian-states";
import type { Site } from "@/sites/get-site";
import { tradeInOffered, type TradeInRoute } from "@/sites/trade-in";
import { getStockIndex } from "@/stock/stock-index";
import { Section } from "@/ui/section";
import { TradeInFlow } from "./components/trade-in-flow";

// The trade-in pages: /trade-in, /sell-my-car and /sell-your-car are one flow in the site's wording
// for each; /cars/trade-in?car_id= is the same flow beside the car the shopper wants. A site that
// does not offer trade-in answers its own 404 here, and nothing on it links these pages.

const pageKeys = {
  "trade-in": "tradeIn",
  "sell-my-car": "sellMyCar",
  "sell-your-car": "sellYourCar",
  "cars/trade-in": "againstCar",
} as const satisfies Record<TradeInRoute, string>;

export const carMessages = {
  missing: "Open a car's page and choose the trade-in button to value your car against it, or value your car below.",
  unknown: "We could not find the car you were looking at; it may have been sold. You can still value your car below.",
  notAllowed: "This car is not offered against a trade-in online, but you can still value your car below.",
} as const;

/** The page's title for the route's metadata, in the site's wording. */
export function tradeInPageTitle(site: Site, route: TradeInRoute): string {
  return site.config.tradeIn.pages[pageKeys[route]].title;
}

export async function TradeInPage({
  site,
  route,
  carId = null,
  fromPurchase = false,
}: {
  site: Site;
  route: TradeInRoute;
  /** /cars/trade-in's car_id: the car's id (or its slug), or null when the address has none. */
  carId?: string | null;
  /** Opened from the buy-online journey's trade-in step (`&return=buy-online`). */
  fromPurchase?: boolean;
}) {
  if (!tradeInOffered(site.config)) notFound();
  const { tradeIn } = site.config;
  const wording = tradeIn.pages[pageKeys[route]];
  const [context, index] = await Promise.all([
    getLeadFormContext(site),
    route === "cars/trade-in" && carId ? getStockIndex(site) : Promise.resolve(null),
  ]);
  const document = carId && index ? index.documents.find((car) => car.id === carId || car.slug === carId) : undefined;
  const car = document?.trade_in_allowed ? leadCar(document) : null;
  const carNotice =
    route !== "cars/trade-in" || car
      ? null
      : document
        ? carMessages.notAllowed
        : carId
          ? carMessages.unknown
          : carMessages.missing;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="mb-2 text-3xl font-bold">{wording.title}</h1>
      <p className="mb-6 text-muted">{wording.intro}</p>
      {carNotice ? (
        <p
          role="status"
          className="mb-6 rounded-site border border-border bg-surface-alt p-3"
          data-testid="trade-in-car-notice"
        >
          {carNotice}
        </p>
      ) : null}
      <TradeInFlow
        context={context}
        car={car}
        defaultState={australianStateCode(site.config.contact.defaultState) ?? "NSW"}
        submitLabel={site.config.labels.tradeInButton}
        saveValuation={tradeIn.saveValuation}
        purchaseHref={
          fromPurchase && car && site.config.features.checkout && site.config.features.onlineSale
            ? `/checkout-journey?car_id=${encodeURIComponent(car.id)}`
            : null
        }
      />
      {tradeIn.faqs.length > 0 ? (
        <Section titleId="trade-in-faqs" title={tradeIn.faqsHeading} size="lg" className="mt-12">
          <div className="divide-y divide-border rounded-site border border-border">
            {tradeIn.faqs.map((faq) => (
              <details key={faq.question} className="group p-4">
                <summary className="cursor-pointer font-semibold">{faq.question}</summary>
                <p className="mt-2 text-muted">{faq.answer}</p>
              </details>
            ))}
          </div>
        </Section>
      ) : null}
    </div>
  );
}
