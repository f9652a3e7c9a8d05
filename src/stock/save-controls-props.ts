import type { CardDocument } from "./card-document";
import type { SearchClientConfig } from "@/stock/search-client-config";
import type { SaveControlsProps } from "./components/save-controls";
import { savedCarsPath } from "@/accounts/watchlist-rules";

/**
 * The save and compare controls' props for a car, as the site configures them: only what the
 * stores keep and what decides visibility, since the props cross to the browser. A plain module (not
 * the client one), so server pages can call it too.
 */
export function saveControlsProps(
  car: CardDocument,
  site: { slug: string; config: SearchClientConfig },
): Omit<SaveControlsProps, "className"> {
  const { config } = site;
  return {
    siteSlug: site.slug,
    car: {
      id: car.id,
      name: car.name,
      slug: car.slug,
      make: car.make,
      model: car.model,
      primary_image_url: car.primary_image_url,
      status: car.status,
      price: car.price,
    },
    favourites: config.features.favourites,
    compare: config.features.compare,
    hideWhenNoPrice: config.search.resultCard.hideSaveControlsWhenNoPrice,
    favouriteEventId: config.analytics.eventIds.favourite,
    watchlist: config.features.watchlist,
    listPath: savedCarsPath(config),
  };
}
