import { normaliseStatus } from "@/stock/listing-rules";

export type AvailabilityNoticeLabels = {
  comingSoonTag: string;
  reservedTag: string;
  /** The site's word for one vehicle ("Car", "Caravan"). */
  carNoun: string;
};

/** The shopper's own reservation of the car: its number and the address of its confirmation page. */
export type OwnReservation = { reference: string; confirmationHref: string };

/**
 * What the vehicle page says under the price when the car is not simply for sale: sold; coming soon
 * (for sale, but not at the dealer yet, so nobody should drive over to see it); reserved by another
 * buyer, or by this shopper (their own reservation, with its number). A coming-soon car can also be
 * reserved, and then both are said.
 */
export function AvailabilityNotice({
  status,
  reserved,
  ownReservation = null,
  labels,
}: {
  status: string;
  reserved: boolean;
  ownReservation?: OwnReservation | null;
  labels: AvailabilityNoticeLabels;
}) {
  const normalised = normaliseStatus(status);
  if (normalised === "sold") {
    return (
      <p className="text-xl font-extrabold text-secondary" data-testid="sold-message">
        SOLD — this vehicle is no longer available.
      </p>
    );
  }
  const noun = labels.carNoun.toLowerCase();
  return (
    <>
      {normalised === "coming_soon" ? (
        // The sentence in the body colour: the secondary colour is a fill (amber on most sites), too
        // pale for text on white; the badge carries it with its paired contrast colour.
        <p className="font-semibold" data-testid="coming-soon-message">
          <span className="mr-2 rounded-site bg-secondary px-2 py-0.5 text-sm text-secondary-contrast">
            {labels.comingSoonTag}
          </span>
          This {noun} is on its way and not at the dealership yet. Enquire now to be first in line for it.
        </p>
      ) : null}
      {reserved && ownReservation ? (
        <p className="font-semibold" data-testid="own-reservation-message">
          <span className="mr-2 rounded-site bg-secondary px-2 py-0.5 text-sm text-secondary-contrast">
            {labels.reservedTag}
          </span>
          You reserved this {noun}. Your reservation number is{" "}
          <span className="font-mono break-all" data-testid="own-reservation-reference">
            {ownReservation.reference}
          </span>
          .{" "}
          <a className="text-primary underline" href={ownReservation.confirmationHref}>
            View your reservation
          </a>
        </p>
      ) : reserved ? (
        <p className="font-semibold text-secondary" data-testid="reserved-message">
          <span className="mr-2 rounded-site bg-secondary px-2 py-0.5 text-sm text-secondary-contrast">
            {labels.reservedTag}
          </span>
          This {noun} is reserved by another buyer. Enquire and we will let you know if it becomes available.
        </p>
      ) : null}
    </>
  );
}
