import "server-only";
import { cookies } from "next/headers";
import { getDb } from "@/platform/db";
import { privacyPolicyHref } from "@/leads/server/form-context";
import { formatMoney, formatOdometer } from "@/platform/format";
import { gatePage, pagePath } from "@/accounts/gate";
import type { RouteSearchParams } from "@/platform/route-params";
import type { Site } from "@/sites/get-site";
import { allStockPath } from "@/stock/search-urls";
import { ButtonLink } from "@/ui/button";
import { Card } from "@/ui/card";
import { paymentClientConfig } from "../payments";
import { findJourneyCar, purchaseBlock, purchaseBlockTexts, type JourneyCar, type PurchaseBlock } from "./journey-car";
import {
  dealerPhone,
  findJourney,
  heldByJourney,
  journeyCookieName,
  loadJourneyContext,
  resumeMessages,
} from "./journey-service";
import { JourneyWizard, type WizardCar } from "./journey-wizard";
import { applicableSteps } from "./steps";

// /checkout-journey?car_id={id or slug}: the buy-online journey, resumed where the browser's journey
// cookie left it; or, for a car that cannot be bought online, a page that says why.

const pageClass = "mx-auto max-w-3xl px-4 py-6 sm:py-10";

function firstValue(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

export async function CheckoutJourneyPage({ site, searchParams }: { site: Site; searchParams: RouteSearchParams }) {
  const carKey = firstValue(searchParams.car_id);
  const db = await getDb();
  const car = carKey ? await findJourneyCar(db, site.id, carKey) : null;
  const token = (await cookies()).get(journeyCookieName)?.value ?? null;
  const journey = car ? await findJourney(db, site.id, car.id, token) : null;
  // A confirmed journey shows its confirmation again, though its car is now reserved.
  const block =
    journey?.status === "submitted"
      ? null
      : purchaseBlock(site.config, car, { carKey, heldByThisJourney: car ? heldByJourney(car, journey) : false });
  if (block || !car) {
    return (
      <PurchaseUnavailable
        block={block ?? "unknown"}
        car={car}
        expiredLink={firstValue(searchParams.resume) === "expired"}
      />
    );
  }
  // The sign-in gate, where the site gates checkout: only once `car_id` has named a car this shopper can
  // buy (its slug is known); a missing or unavailable car gets the page that says why instead.
  await gatePage(site, { route: "checkout", carSlug: car.slug }, pagePath("/checkout-journey", searchParams));
  const context = await loadJourneyContext(db, site, car);
  const wizardCar: WizardCar = {
    id: car.id,
    slug: car.slug,
    name: car.name,
    price: car.price,
    km: car.km,
    carType: car.carType,
    stocknum: car.stocknum,
    colour: car.colour,
    imageUrl: car.imageUrl,
  };
  const financeQuery = new URLSearchParams({
    preferredDealership: car.dealership.slug,
    vehiclePriceBudget: String(car.price),
    car_id: car.id,
    car_type: car.carType,
  });
  return (
    <div className={pageClass}>
      <p className="text-sm font-semibold uppercase tracking-wide text-muted">Buy online</p>
      <h1 className="mb-4 text-2xl font-bold sm:text-3xl">{car.name}</h1>
      <JourneyWizard
        siteSlug={site.slug}
        siteName={site.name}
        privacyNotice={site.config.forms.privacyNotice}
        privacyPolicyHref={await privacyPolicyHref(site.id)}
        refundableText={site.config.checkout.refundableText}
        car={wizardCar}
        context={context}
        steps={applicableSteps(context)}
        journey={journey}
        dealerPhone={dealerPhone(site, car)}
        payment={paymentClientConfig()}
        financeApplicationHref={site.config.finance.defaultLink ?? `/finance?${financeQuery.toString()}#finance-form`}
      />
    </div>
  );
}

function PurchaseUnavailable({
  block,
  car,
  expiredLink,
}: {
  block: PurchaseBlock;
  car: JourneyCar | null;
  expiredLink: boolean;
}) {
  const text =
    expiredLink && !car
      ? { title: resumeMessages.expired, body: purchaseBlockTexts.missing.body }
      : purchaseBlockTexts[block];
  return (
    <div className={pageClass}>
      <Card
        tone="tinted"
        padding="lg"
        data-testid="purchase-unavailable"
        data-reason={expiredLink && !car ? "expired" : block}
      >
        <p className="text-sm font-semibold uppercase tracking-wide text-muted">Buy online</p>
        <h1 className="mt-1 text-2xl font-bold">{text.title}</h1>
        {car ? (
          <p className="mt-2 font-semibold">
            {car.name} · {formatMoney(car.price)} · {formatOdometer(car.km)}
          </p>
        ) : null}
        <p className="mt-3 text-muted">{text.body}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href={allStockPath}>Search our stock</ButtonLink>
          {car && block !== "sold" ? (
            <ButtonLink href={`/cars/${car.slug}`} variant="outline">
              View this car
            </ButtonLink>
          ) : null}
          <ButtonLink href="/contact-us" variant="outline">
            Contact us
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
