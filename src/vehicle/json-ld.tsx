import { isInStock } from "@/cars/car";
import { carTitle } from "@/cars/car-title";
import type { Site } from "@/sites/get-site";
import { minimumShownPrice } from "@/stock/price-display";
import type { CarDetail } from "./get-car";
import { requestNonce } from "@/platform/security/request-nonce";

export function carJsonLd(site: Site, detail: CarDetail, url: string) {
  const { row } = detail;
  return {
    "@context": "https://schema.org",
    "@type": "Car",
    name: carTitle(row),
    brand: { "@type": "Brand", name: row.make },
    model: row.model,
    vehicleModelDate: String(row.year),
    vehicleIdentificationNumber: row.vin ?? undefined,
    color: row.colour ?? undefined,
    bodyType: row.simpleBody ?? undefined,
    fuelType: row.simpleFuel ?? undefined,
    vehicleTransmission: row.simpleTransmission ?? undefined,
    mileageFromOdometer: { "@type": "QuantitativeValue", value: row.km, unitCode: "KMT" },
    itemCondition: row.carType === "used" ? "https://schema.org/UsedCondition" : "https://schema.org/NewCondition",
    image: row.images[0]?.url,
    url,
    offers: {
      "@type": "Offer",
      price: row.price > minimumShownPrice ? row.price : undefined,
      priceCurrency: "AUD",
      availability: isInStock(row.status) ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      seller: { "@type": "AutoDealer", name: site.name },
    },
  };
}

/** The JSON-LD script of the car, with `<` escaped so no text of the car can close the script. */
export async function CarJsonLd({ site, detail, url }: { site: Site; detail: CarDetail; url: string }) {
  const nonce = await requestNonce();
  return (
    <script
      nonce={nonce}
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(carJsonLd(site, detail, url)).replace(/</g, "\\u003c") }}
    />
  );
}
