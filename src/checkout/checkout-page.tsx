import { gatePage } from "@/accounts/gate";
import { carTitle } from "@/cars/car-title";
import { formatMoney, formatOdometer } from "@/platform/format";
import { reservationReference } from "@/platform/references";
import type { Site } from "@/sites/get-site";
import { allStockPath, carPath, modelSearchPath } from "@/stock/search-urls";
import { ButtonLink } from "@/ui/button";
import { cardClass } from "@/ui/card";
import { Section } from "@/ui/section";
import { telHref } from "@/locations/masked-phone";
import { localPhone } from "@/platform/phone";
import { ReservationForm } from "./components/reservation-form";
import { paymentClientConfig } from "./payments";
import { checkoutBlock, getCheckoutCar, getReservation, type CheckoutCar } from "./queries";
import { cardLabel, formatHoldEnd } from "./reservation-notices";
import { opensReservation, unavailableMessage, type UnavailableReason } from "./reservations";

// The reserve online pages, at /cars/{slug}/{checkoutPath} (checkout, or buy-online on the one-dealer
// template): the car with its price and the deposit's terms, the shopper's details and card, and the
// confirmation. A car that cannot be reserved gets a page that says why, with the way on.

export type CheckoutPath = "checkout" | "buy-online";

export function checkoutHref(slug: string, path: CheckoutPath): string {
  return `/cars/${slug}/${path}`;
}

const blockTitles: Record<UnavailableReason, string> = {
  "unknown-car": "We could not find this car",
  sold: "This car has been sold",
  reserved: "This car is already reserved",
  "checkout-off": "This car cannot be reserved online",
};

const blockText: Record<UnavailableReason, string> = {
  "unknown-car": "It may have been sold or taken off the website. Browse our stock for similar cars.",
  sold: "Someone has bought it. Here are the ways to find one like it.",
  reserved:
    "Another buyer holds a deposit on it. If their hold ends without a sale it becomes available again; enquire on the car's page and we will let you know.",
  "checkout-off": "Please contact us about this car and we will help you secure it.",
};

function CheckoutUnavailable({ reason, car }: { reason: UnavailableReason; car: CheckoutCar | null }) {
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-10" data-testid="checkout-unavailable" data-reason={reason}>
      <h1 className="text-3xl font-bold">{blockTitles[reason]}</h1>
      {car ? <p className="text-lg font-semibold">{car.name}</p> : null}
      <p>{unavailableMessage(reason)}.</p>
      <p>{blockText[reason]}</p>
      <div className="flex flex-wrap gap-3">
        {car ? (
          <>
            <ButtonLink href={carPath(car.slug)} variant="outline">
              View the car
            </ButtonLink>
            <ButtonLink href={modelSearchPath(car.make, car.model)}>
              Similar {car.make} {car.model} cars
            </ButtonLink>
          </>
        ) : null}
        <ButtonLink href={allStockPath} variant={car ? "outline" : "primary"}>
          Search all cars
        </ButtonLink>
      </div>
    </div>
  );
}

function CarSummary({ car }: { car: CheckoutCar }) {
  return (
    <div className={cardClass({ tone: "raised" })} data-testid="checkout-car">
      {car.imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- a single small picture from the image CDN
        <img
          src={car.imageUrl}
          alt={car.name}
          width={480}
          height={360}
          className="mb-3 aspect-[4/3] w-full rounded-site object-cover"
        />
      ) : null}
      <p className="text-lg font-bold">{car.name}</p>
      <p className="text-2xl font-extrabold" data-testid="checkout-price">
        {car.price > 10 ? formatMoney(car.price) : "Enquire for price"}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">Stock number</dt>
        <dd>{car.stocknum}</dd>
        <dt className="text-muted">Odometer</dt>
        <dd>{formatOdometer(car.km)}</dd>
        {car.location ? (
          <>
            <dt className="text-muted">Location</dt>
            <dd>{car.location.name}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}

function DepositTerms({ site, car }: { site: Site; car: CheckoutCar }) {
  const { checkout } = site.config;
  const used = car.carType === "used";
  const returns = used && checkout.returnTerms.enabled ? checkout.returnTerms : null;
  const guarantee = used ? checkout.guaranteeText : null;
  return (
    <Section title="Your deposit" titleId="deposit-terms" tone="tinted" data-testid="deposit-terms">
      <p>{checkout.depositText}</p>
      <ul className="my-3 grid gap-2 text-center text-sm font-semibold sm:grid-cols-3">
        <li className="rounded-site bg-surface p-2">{formatMoney(checkout.depositAmount)} deposit</li>
        <li className="rounded-site bg-surface p-2">Held for {checkout.holdHours} hours</li>
        <li className="rounded-site bg-surface p-2">{checkout.refundableText}</li>
      </ul>
      <p className="text-sm">
        The deposit is authorised on your card now and taken only if you go ahead with the purchase; it comes off the
        price. If the hold ends without a sale, the authorisation is released and no money is taken.
      </p>
      {guarantee ? <p className="mt-2 text-sm font-semibold">{guarantee}</p> : null}
      {returns ? (
        <div className="mt-2 text-sm">
          <p className="font-semibold">
            {returns.days}-day money back or exchange (up to {formatOdometer(returns.maxKm)} driven)
          </p>
          <ul className="list-disc pl-5">
            {returns.conditions.map((condition) => (
              <li key={condition}>{condition}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}

/** /cars/{slug}/{path}: the reserve form, or why the car cannot be reserved. */
export async function CheckoutPage({ site, slug, path }: { site: Site; slug: string; path: CheckoutPath }) {
  const car = await getCheckoutCar(site, slug);
  const reason = checkoutBlock(car, site);
  if (reason || !car) return <CheckoutUnavailable reason={reason ?? "unknown-car"} car={car} />;
  // The sign-in gate, where the site gates checkout: only now that the car (so its slug) is known and
  // it can be reserved; a missing or unavailable car gets its clear page above, not a sign-in first.
  // Back on sign-in returns to where the shopper came from, else to the car's page.
  const account = await gatePage(
    site,
    { route: "checkout", carSlug: car.slug },
    checkoutHref(car.slug, path),
    carPath(car.slug),
  );
  const deposit = formatMoney(site.config.checkout.depositAmount);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold">Reserve {carTitle(car)}</h1>
      <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
        <div className="space-y-6">
          <CarSummary car={car} />
          <DepositTerms site={site} car={car} />
        </div>
        <ReservationForm
          siteSlug={site.slug}
          carId={car.id}
          carPath={carPath(car.slug)}
          confirmationPath={`${checkoutHref(car.slug, path)}/confirmation`}
          depositLabel={deposit}
          payment={paymentClientConfig()}
          signedInPhone={account ? localPhone(account.phone) : null}
        />
      </div>
    </div>
  );
}

/** /cars/{slug}/{path}/confirmation?reservation={id}: the reservation number and what happens next. */
export async function ReservationConfirmationPage({
  site,
  slug,
  reservationId,
  accessToken,
}: {
  site: Site;
  slug: string;
  reservationId: string | null;
  /** The reservation's key as the request offered it (the e-mailed link or this browser's cookie). */
  accessToken: string | null;
}) {
  const [car, reservation] = await Promise.all([
    getCheckoutCar(site, slug),
    reservationId ? getReservation(site, reservationId) : Promise.resolve(null),
  ]);
  if (!car || !reservation || reservation.carId !== car.id) {
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10" data-testid="reservation-not-found">
        <h1 className="text-3xl font-bold">We could not find this reservation</h1>
        <p>
          The link may be incomplete. Your confirmation e-mail has your reservation number; call us with it and we will
          help.
        </p>
        <div className="flex flex-wrap gap-3">
          {car ? (
            <ButtonLink href={carPath(car.slug)} variant="outline">
              View the car
            </ButtonLink>
          ) : null}
          <ButtonLink href={allStockPath}>Search all cars</ButtonLink>
        </div>
      </div>
    );
  }
  if (!opensReservation(reservation, accessToken)) return <PrivateReservation car={car} />;
  const state = car.location?.state ?? null;
  const card = cardLabel(reservation.cardBrand, reservation.cardLast4);
  const active = reservation.status === "held" || reservation.status === "captured";
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10" data-testid="reservation-confirmation">
      <h1 className="text-3xl font-bold">
        {active ? `Thank you, ${reservation.firstName}: the car is reserved for you` : "Your reservation"}
      </h1>
      <div className={cardClass({ tone: "raised" })}>
        <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
          <dt className="font-semibold">Reservation number</dt>
          <dd data-testid="reservation-number" className="font-mono break-all">
            {reservationReference(reservation.id)}
          </dd>
          <dt className="font-semibold">Car</dt>
          <dd>
            {car.name} (stock #{car.stocknum})
          </dd>
          <dt className="font-semibold">Deposit</dt>
          <dd>
            {formatMoney(reservation.amountCents / 100)}
            {card ? ` on your ${card}` : ""}
          </dd>
          <dt className="font-semibold">Status</dt>
          <dd data-testid="reservation-status">{statusText[reservation.status] ?? reservation.status}</dd>
          {reservation.heldUntil && reservation.status === "held" ? (
            <>
              <dt className="font-semibold">Held until</dt>
              <dd data-testid="held-until">{formatHoldEnd(reservation.heldUntil, state)}</dd>
            </>
          ) : null}
        </dl>
      </div>
      {reservation.status === "held" ? (
        <Section title="What happens next" titleId="next-steps">
          <ol className="list-decimal space-y-1 pl-5">
            <li>We have e-mailed your confirmation to {reservation.email}.</li>
            <li>Our sales team will call you within one business day to arrange an inspection and test drive.</li>
            <li>While the hold lasts, nobody else can reserve or buy the car.</li>
            <li>
              Your deposit is {site.config.checkout.refundableText.toLowerCase()}: if you do not go ahead before the
              hold ends, the authorisation is released and no money is taken.
            </li>
          </ol>
        </Section>
      ) : null}
      {car.location ? (
        <p className="text-lg">
          Questions? Call {car.location.name} on{" "}
          <a
            className="font-semibold text-primary underline"
            href={telHref(car.location.phone)}
            data-testid="dealer-phone"
          >
            {car.location.phone}
          </a>
          .
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <ButtonLink href={carPath(car.slug)} variant="outline">
          Back to the car
        </ButtonLink>
        <ButtonLink href={allStockPath} variant="outline">
          Keep browsing
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * A reservation's page without its key: none of the shopper's details (issue 28). Whoever has the
 * link alone, from a shared screen or a browser's history, learns nothing of the shopper.
 */
function PrivateReservation({ car }: { car: CheckoutCar }) {
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-10" data-testid="reservation-private">
      <h1 className="text-3xl font-bold">Your reservation</h1>
      <p>
        For your privacy, a reservation&apos;s details show only in the browser it was made in, or from the link in its
        confirmation e-mail. Open that link, or call us with your reservation number and we will help.
      </p>
      {car.location ? (
        <p>
          {car.location.name}:{" "}
          <a className="font-semibold text-primary underline" href={telHref(car.location.phone)}>
            {car.location.phone}
          </a>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <ButtonLink href={carPath(car.slug)} variant="outline">
          View the car
        </ButtonLink>
        <ButtonLink href={allStockPath}>Search all cars</ButtonLink>
      </div>
    </div>
  );
}

const statusText: Partial<Record<string, string>> = {
  held: "Held for you",
  captured: "Deposit received: the sale is going ahead",
  expired: "The hold has ended; no money was taken",
  cancelled: "Cancelled; no money was taken",
  refunded: "Deposit refunded",
};
