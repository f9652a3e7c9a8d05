import type { JourneyCar } from "@/checkout/journey/journey-car";
import type { QuoteDelivery } from "@/checkout/journey/journey-service";
import { lookupPostcode } from "@/locations/postcodes";
import type { Site } from "@/sites/get-site";
import { deliveryOrigin, deliveryQuote } from "@/vehicle/delivery";

/**
 * The vehicle page's delivery calculator for the journey's car: from where the car is kept (else its
 * state's capital) to a known postcode; null where it does not deliver.
 */
export function journeyDeliveryQuoter(site: Site): (car: JourneyCar) => QuoteDelivery {
  return (car) => {
    const origin = deliveryOrigin(
      car.location?.postcode ?? null,
      car.location?.state ?? car.state ?? site.config.contact.defaultState,
    );
    return (postcode) => (origin && lookupPostcode(postcode) ? deliveryQuote(origin, postcode) : null);
  };
}
