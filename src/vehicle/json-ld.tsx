import { carTitle } from "@/cars/car-title";
import { carShareImages } from "@/media/share-images";
import type { Site } from "@/sites/get-site";
import { normaliseStatus } from "@/stock/listing-rules";
import { priceQualifier, salePrice } from "@/cars/price";
import type { CarDetail } from "./get-car";
import { requestNonce } from "@/platform/security/request-nonce";

/**
 * The offer's schema.org ItemAvailability. A coming-soon car is a particular car on its way to the
 * dealer (ordered, in transit, being prepared) that a shopper can already enquire about and finance:
 * `PreOrder` ("the item is available for pre-order") says exactly that. Not `BackOrder` (an item
 * temporarily out of stock that will be restocked: this car was never in stock) nor `PreSale`
 * (ordering ahead of a product's general release, which is about a model, not one car).
 */
export function offerAvailability(status: string): string {
  switch (normaliseStatus(status)) {
    case "in_stock":
      return "https://schema.org/InStock";
    case "coming_soon":
      return "https://schema.org/PreOrder";
    case "sold":
      return "https://schema.org/SoldOut";
  }
}

/**
 * The car's schema.org `Car`. `url` is the page's absolute address: the image is an absolute JPEG or
 * PNG on its origin (Google reads a relative `image` as missing, and indexes no SVG): the main
 * processed photo, else the drawing's PNG copy. The seller is the dealer at the car's location, with
 * its address and phone.
 */
export function carJsonLd(site: Site, detail: CarDetail, url: string) {
  const { row, location } = detail;
  const [image] = carShareImages(new URL(url).origin, row, "png");
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
    image,
    url,
    offers: {
      "@type": "Offer",
      // The price a shopper pays, by the platform's one rule: none for a pre-order or price on application.
      price: salePrice({ ...row, qualifier: priceQualifier(row.priceType) })?.amount,
      priceCurrency: "AUD",
      availability: offerAvailability(row.status),
      seller: {
        "@type": "AutoDealer",
        name: site.name,
        telephone: location?.phone || undefined,
        address: location
          ? {
              "@type": "PostalAddress",
              streetAddress: location.street || undefined,
              addressLocality: location.city || undefined,
              addressRegion: location.state || undefined,
              postalCode: location.postcode || undefined,
              addressCountry: "AU",
            }
          : undefined,
      },
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
      dangerouslySetInnerHTML={{
        __html: JSON.stringify(carJsonLd(site, detail, url)).replace(/</g, "\\u003c"),
      }}
    />
  );
}
