import { garageMetadata, garageRoute } from "@/stock/saved-cars-route";

export const metadata = garageMetadata;

/** /myservco: the signed-in shopper's watchlist, where the site's garage lives here (signIn.garagePath). */
export default garageRoute("/myservco");
