import { cardClass } from "@/ui/card";
import { Section } from "@/ui/section";
import { PhoneLink } from "@/locations/phone-link";
import type { Location } from "@/locations/queries";
import { formatSlotTime } from "../slots";

// The contact page's list of the site's locations: where they are, their number and their hours.

const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
// Monday first, as Australian businesses list their hours.
const displayOrder = [1, 2, 3, 4, 5, 6, 0];

function hoursText(entry: Location["openingHours"][number] | undefined, closedText: string): string {
  if (!entry || entry.status !== "Open" || !entry.open || !entry.close) return closedText;
  return `${formatSlotTime(entry.open)} – ${formatSlotTime(entry.close)}`;
}

export function LocationsList({
  locations,
  maskPhone,
  closedText,
}: {
  locations: Location[];
  maskPhone: boolean;
  closedText: string;
}) {
  if (locations.length === 0) return null;
  return (
    <Section titleId="contact-locations" title="Our Locations" size="lg" data-testid="contact-locations">
      <ul className="space-y-6">
        {locations.map((location) => (
          <li key={location.id} className={cardClass()}>
            <h3 className="text-lg font-semibold">{location.name}</h3>
            <p className="text-sm text-muted">{location.dealershipName}</p>
            <address className="mt-2 not-italic">
              {location.address.street}
              <br />
              {location.address.city} {location.address.state} {location.address.postcode}
            </address>
            <p className="mt-2">
              <PhoneLink phone={location.phone} masked={maskPhone} className="font-semibold text-primary underline" />
            </p>
            <table className="mt-3 text-sm">
              <caption className="sr-only">Opening hours of {location.name}</caption>
              <tbody>
                {displayOrder.map((weekday) => (
                  <tr key={weekday}>
                    <th scope="row" className="pr-4 text-left font-normal text-muted">
                      {weekdays[weekday]}
                    </th>
                    <td>
                      {hoursText(
                        location.openingHours.find((entry) => entry.weekday === weekday),
                        closedText,
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </li>
        ))}
      </ul>
    </Section>
  );
}
