import { favouritesMetadata, FavouritesRoute } from "@/stock/saved-cars-route";

export const metadata = favouritesMetadata;

/** /favourites: the shopper's saved cars, kept in their browser; the garage where the site has the watchlist. */
export default FavouritesRoute;
