import { garageMetadata, garageRoute } from "@/accounts/garage-route";

export const metadata = garageMetadata;

/** /mybigboxcars: the signed-in shopper's watchlist, where the site's garage lives here (signIn.garagePath). */
export default garageRoute("/mybigboxcars");
