import type { cars } from "@/platform/db/schema";

// A stored car as the feed would send it (the specification's field names): the inverse of
// `carValues` (apply-feed.ts). The console's stock editor changes a few fields of a car and writes
// the whole car again through `applyFeed`, the stock API's own path, so this must give back every
// column a feed owns; car-as-feed.test.ts holds it to that over the demo stock.

export type StoredCar = typeof cars.$inferSelect;

/** Leaves out the fields a car does not have, as a feed would. */
function present(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined));
}

/**
 * The car as a feed row. Its was-price (`before_price`) is left out: the feed's rule then keeps it
 * while the price stays, and derives it from the price history when the price drops (`wasPrice`),
 * as it does for any feed that sends none.
 */
export function feedCarOfRow(car: StoredCar): Record<string, unknown> {
  return present({
    stocknum: car.stocknum,
    vin: car.vin,
    regplate: car.regplate,
    rego_expiry: car.regoExpiry,
    build_date: car.buildDate,
    compliance_date: car.complianceDate,
    item_type: car.itemType,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    series: car.series,
    colour: car.colour,
    interior_colour: car.interiorColour,
    km: car.km,
    price: car.price,
    msrp: car.msrp,
    subscription_price: car.subscriptionPrice,
    offer_price: car.offerPrice,
    preorder: car.preorder,
    price_type: car.priceType,
    car_type: car.carType,
    status: car.status,
    tag: car.tag,
    reserved: car.reserved,
    certified: car.certified,
    show_on_dealer_website: car.showOnDealerWebsite,
    drive: car.drive,
    seats: car.seats,
    doors: car.doors,
    engine_size: car.engineSize,
    engine_size_litres: car.engineSizeLitres,
    gearnum: car.gearnum,
    trans: car.trans,
    bodyconfiguration: car.bodyconfiguration,
    simple_body: car.simpleBody,
    simple_drive: car.simpleDrive,
    simple_fuel: car.simpleFuel,
    simple_transmission: car.simpleTransmission,
    location_id: car.locationId,
    city: car.city,
    state: car.state,
    private_suburb: car.privateSuburb,
    private_postcode: car.privatePostcode,
    carsales_title: car.carsalesTitle,
    file: car.historyReportUrl,
    dealercomments: car.dealerComments,
    standardEquipment: car.standardEquipment,
    images: car.images.map((image) => ({ url: image.url, thumb: { url: image.thumbUrl } })),
    video_url: car.videoUrl,
    external_video_url: car.externalVideoUrl,
    spin_images: car.spinImages,
    spin_code: car.spinCode,
    spin_interior_image: car.spinInteriorImage,
    hotspots: car.hotspots,
    variant: car.variant,
    caravan_specs: car.caravanSpecs,
    finance_lenders: car.financeLenders,
    youxQuote: car.youxQuote,
    autograb_data: car.marketData,
    payment_processors: car.paymentProcessors,
  });
}
