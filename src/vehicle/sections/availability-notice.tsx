import { normaliseStatus } from "@/stock/listing-rules";

export type AvailabilityNoticeLabels = {
  comingSoonTag: string;
  reservedTag: string;
  /** The site's word for one vehicle ("Car", "Caravan"). */
  carNoun: string;
};

/**
 * What the vehicle page says under the price when the car is not simply for sale: sold; coming soon
 * (for sale, but not at the dealer yet, so nobody should drive over to see it); reserved by another
 * buyer. A coming-soon car can also be reserved, and then both are said.
 */
export function AvailabilityNotice({
  status,
  reserved,
  labels,
}: {
  status: string;
  reserved: boolean;
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
      {reserved ? (
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
