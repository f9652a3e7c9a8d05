import { beforeAll, describe, expect, it } from "vitest";
import { parseCarImagePath } from "@/platform/media/car-svg";
import { demoSites } from "@/demo/demo-sites";
import { resolveSiteConfig } from "@/sites/resolve-config";
import { generateDemoData, type DemoData } from "./generate";
import { monthlyRepayment } from "./vehicle";

const referenceDate = new Date(Date.UTC(2025, 10, 22));
const dayMs = 86_400_000;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let data: DemoData;
beforeAll(() => {
  data = generateDemoData({ referenceDate });
});

const siteIdOf = (slug: string) => {
  const site = data.sites.find((candidate) => candidate.slug === slug);
  if (!site?.id) throw new Error(`no site ${slug}`);
  return site.id;
};
const carsOf = (slug: string) => data.cars.filter((car) => car.siteId === siteIdOf(slug));
const locationsOf = (slug: string) => data.locations.filter((location) => location.siteId === siteIdOf(slug));
const share = <T>(items: readonly T[], test: (item: T) => boolean) => items.filter(test).length / items.length;

describe("generateDemoData is repeatable", () => {
  it("gives deep-equal output for the same options", () => {
    expect(generateDemoData({ referenceDate })).toEqual(data);
    const options = { seed: 7, referenceDate, carsPerSite: 25, siteSlugs: ["redgum", "driveflex"] };
    expect(generateDemoData(options)).toEqual(generateDemoData(options));
  });

  it("gives different stock for a different seed", () => {
    const other = generateDemoData({ seed: 99, referenceDate, carsPerSite: 25 });
    const mine = generateDemoData({ referenceDate, carsPerSite: 25 });
    expect(other.cars.map((car) => car.id)).not.toEqual(mine.cars.map((car) => car.id));
    expect(other.cars.map((car) => car.name)).not.toEqual(mine.cars.map((car) => car.name));
    // Shared reference data keeps its ids whatever the seed.
    expect(other.manufacturers).toEqual(mine.manufacturers);
  });

  it("gives a site the same rows when generated alone or with fewer cars", () => {
    const alone = generateDemoData({ referenceDate, siteSlugs: ["redgum"] });
    expect(alone.sites).toEqual(data.sites.filter((site) => site.slug === "redgum"));
    expect(alone.cars).toEqual(carsOf("redgum"));
    const fewer = generateDemoData({ referenceDate, siteSlugs: ["redgum"], carsPerSite: 10 });
    expect(fewer.cars).toEqual(carsOf("redgum").slice(0, 10));
  });

  it("gives every site the same rows whichever other sites are generated with it", () => {
    const together = generateDemoData({ referenceDate, carsPerSite: 12 });
    for (const site of demoSites) {
      const alone = generateDemoData({ referenceDate, carsPerSite: 12, siteSlugs: [site.slug] });
      const siteId = alone.sites[0]?.id;
      expect(alone.sites).toEqual(together.sites.filter((row) => row.id === siteId));
      for (const table of ["dealerships", "locations", "reviews", "cars", "promoNodes", "slides"] as const) {
        expect(alone[table], `${site.slug} ${table}`).toEqual(
          (together[table] as { siteId: string }[]).filter((row) => row.siteId === siteId),
        );
      }
    }
  });

  it("makes exactly carsPerSite items per selected site", () => {
    const sized = generateDemoData({ referenceDate, carsPerSite: 37, siteSlugs: ["harbourside", "coastal-rv"] });
    expect(sized.sites.map((site) => site.slug)).toEqual(["harbourside", "coastal-rv"]);
    expect(sized.cars).toHaveLength(74);
    for (const site of sized.sites) expect(sized.cars.filter((car) => car.siteId === site.id)).toHaveLength(37);
    expect(generateDemoData({ referenceDate, carsPerSite: 0 }).cars).toHaveLength(0);
  });

  it("rejects unknown sites and bad counts", () => {
    expect(() => generateDemoData({ referenceDate, siteSlugs: ["nowhere"] })).toThrow(/Unknown demo site nowhere/);
    expect(() => generateDemoData({ referenceDate, carsPerSite: -1 })).toThrow(RangeError);
    expect(() => generateDemoData({ referenceDate, carsPerSite: 1.5 })).toThrow(RangeError);
  });
});

describe("tenancy and identity", () => {
  it("creates every demo site with its config overrides and domains", () => {
    expect(data.sites.map((site) => site.slug)).toEqual(demoSites.map((site) => site.slug));
    for (const site of demoSites) {
      const row = data.sites.find((candidate) => candidate.slug === site.slug);
      expect(row).toMatchObject({ name: site.name, template: site.template, configOverrides: site.overrides });
      expect(data.siteDomains.filter((domain) => domain.siteId === row?.id).map((domain) => domain.domain)).toEqual(
        site.domains,
      );
      const primary = data.siteDomains.filter((domain) => domain.siteId === row?.id && domain.isPrimary);
      expect(primary.map((domain) => domain.domain)).toEqual([site.domains[0]]);
    }
  });

  it("gives every row a distinct explicit UUID", () => {
    const tables = [
      data.sites,
      data.dealerships,
      data.locations,
      data.specialHours,
      data.reviews,
      data.manufacturers,
      data.models,
      data.cars,
      data.promoNodes,
      data.slides,
      data.brandEntries,
    ];
    const ids = tables.flatMap((rows) => rows.map((row) => row.id));
    for (const id of ids) expect(id).toMatch(uuid);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps stock numbers and slugs unique per site, prefixed with the site's code", () => {
    const codes: Record<string, string> = {
      harbourside: "HS",
      redgum: "RG",
      "southern-cross": "SX",
      "coastal-rv": "CR",
      driveflex: "DF",
      bayside: "BA",
    };
    for (const [slug, code] of Object.entries(codes)) {
      const stock = carsOf(slug);
      expect(new Set(stock.map((car) => car.stocknum)).size).toBe(stock.length);
      expect(new Set(stock.map((car) => car.slug)).size).toBe(stock.length);
      for (const car of stock) {
        expect(car.stocknum).toMatch(new RegExp(`^${code}-\\d{5,6}$`));
        expect(car.slug).toMatch(/^\d{4}-[a-z0-9-]+$/);
        expect(car.slug.endsWith(car.stocknum.replace("-", "").toLowerCase())).toBe(true);
      }
    }
  });

  it("never points a car, location or review at another site's rows", () => {
    const dealershipSite = new Map(data.dealerships.map((row) => [row.id, row.siteId]));
    const location = new Map(data.locations.map((row) => [row.id, row]));
    for (const row of data.locations) expect(dealershipSite.get(row.dealershipId)).toBe(row.siteId);
    for (const car of data.cars) {
      expect(dealershipSite.get(car.dealershipId)).toBe(car.siteId);
      const place = car.locationId ? location.get(car.locationId) : undefined;
      expect(place?.siteId).toBe(car.siteId);
      expect(place?.dealershipId).toBe(car.dealershipId);
      expect(car.city).toBe(place?.city);
      expect(car.state).toBe(place?.state);
    }
    for (const row of [...data.specialHours, ...data.reviews]) {
      expect(row.locationId ? location.get(row.locationId)?.siteId : undefined).toBe(row.siteId);
    }
  });

  it("makes 300 to 600 items per site by default", () => {
    for (const site of data.sites) {
      const count = data.cars.filter((car) => car.siteId === site.id).length;
      expect(count).toBeGreaterThanOrEqual(300);
      expect(count).toBeLessThanOrEqual(600);
    }
  });
});

describe("each site's variant", () => {
  it("harbourside: one Toyota and Mazda dealership, two NSW locations, new, used and demo stock", () => {
    const stock = carsOf("harbourside");
    expect(data.dealerships.filter((row) => row.siteId === siteIdOf("harbourside"))).toHaveLength(1);
    const places = locationsOf("harbourside");
    expect(places).toHaveLength(2);
    expect(new Set(places.map((place) => place.state))).toEqual(new Set(["NSW"]));
    expect(new Set(places.map((place) => place.city)).size).toBe(2);
    expect(new Set(places.map((place) => place.locationType))).toEqual(new Set(["sales", "service"]));
    expect(new Set(stock.map((car) => car.carType))).toEqual(new Set(["new", "used", "demo"]));
    for (const car of stock.filter((item) => item.carType !== "used")) expect(["Toyota", "Mazda"]).toContain(car.make);
    // Some stock sits away from the primary location, so the 'car is at' banner has something to say.
    const primary = places.find((place) => place.isPrimary);
    expect(stock.some((car) => car.city !== primary?.city)).toBe(true);
    expect(stock.some((car) => car.youxQuote)).toBe(true);
  });

  it("redgum: used only, certified almost throughout, some with no price", () => {
    const stock = carsOf("redgum");
    expect(stock.every((car) => car.carType === "used")).toBe(true);
    expect(share(stock, (car) => car.certified === true)).toBeGreaterThan(0.9);
    expect(stock.some((car) => car.price === 0)).toBe(true);
    expect(locationsOf("redgum").length).toBeGreaterThanOrEqual(1);
    expect(locationsOf("redgum").length).toBeLessThanOrEqual(2);
  });

  it("southern-cross: a group of dealerships across states with cars, motorcycles, trucks and four brand grids", () => {
    const siteId = siteIdOf("southern-cross");
    const stock = carsOf("southern-cross");
    expect(data.dealerships.filter((row) => row.siteId === siteId).length).toBeGreaterThanOrEqual(6);
    const places = locationsOf("southern-cross");
    expect(places.length).toBeGreaterThanOrEqual(8);
    expect(new Set(places.map((place) => place.state)).size).toBeGreaterThanOrEqual(3);
    expect(places.filter((place) => place.visible === false)).toHaveLength(1);
    expect(places.filter((place) => place.isPrimary)).toHaveLength(1);
    expect(stock.some((car) => car.itemType === "motorcycle")).toBe(true);
    expect(stock.some((car) => car.categories?.includes("Trucks"))).toBe(true);
    expect(new Set(stock.map((car) => car.make)).size).toBeGreaterThanOrEqual(10);
    const brands = data.brandEntries.filter((row) => row.siteId === siteId);
    expect(new Set(brands.map((brand) => brand.kind))).toEqual(new Set(["car", "motorcycle", "truck", "own"]));
    expect(brands.some((brand) => brand.skipPage)).toBe(true);
    for (const brand of brands) {
      expect(brand.title.length).toBeGreaterThan(0);
      expect(brand.logoUrl).toMatch(/^\/media\/logo\/[a-z0-9-]+\.svg\?/);
      expect(brand.bannerUrl).toMatch(/^\/media\/car\//);
    }
    // The Nissan dealer's Nissans carry the manufacturer's finance as well as the group's.
    expect(stock.some((car) => car.financeLenders?.["nissan-finance"] && car.financeLenders.manual)).toBe(true);
  });

  it("coastal-rv: caravans with specs in feet and kilograms, motorcycles and a few cars", () => {
    const stock = carsOf("coastal-rv");
    const caravans = stock.filter((car) => car.itemType === "caravan");
    const motorcycles = stock.filter((car) => car.itemType === "motorcycle");
    const cars = stock.filter((car) => car.itemType === "car");
    expect(caravans.length).toBeGreaterThan(stock.length * 0.4);
    expect(motorcycles.length).toBeGreaterThan(stock.length * 0.15);
    expect(cars.length).toBeGreaterThan(0);
    expect(cars.length).toBeLessThan(stock.length * 0.2);
    for (const caravan of caravans) {
      const specs = caravan.caravanSpecs;
      expect(specs).not.toBeNull();
      expect(specs?.body_length).toBeGreaterThanOrEqual(12);
      expect(specs?.body_length).toBeLessThanOrEqual(24);
      expect(specs?.body_width).toBeGreaterThan(7);
      expect(specs?.tare_weight).toBeGreaterThan(900);
      expect(specs?.aggregate_trailer_mass).toBeGreaterThan(specs?.tare_weight ?? Infinity);
      expect(specs?.sleeps).toBeGreaterThanOrEqual(2);
      expect(specs?.axle_type).toMatch(/Single|Tandem/);
      expect(caravan.km).toBe(0);
    }
    expect(new Set(caravans.map((car) => car.make))).toEqual(
      new Set(["Jayco", "Coromal", "Avan", "Lotus Caravans", "New Age"]),
    );
    for (const bike of motorcycles) expect(["Yamaha", "Kawasaki", "Honda", "Harley-Davidson"]).toContain(bike.make);
    for (const place of locationsOf("coastal-rv")) expect(["VIC", "QLD"]).toContain(place.state);
  });

  it("driveflex: weekly subscription prices, mostly new, EVs and hybrids among them, one location", () => {
    const stock = carsOf("driveflex");
    for (const car of stock) {
      expect(car.subscriptionPrice).toBeGreaterThanOrEqual(149);
      expect(car.subscriptionPrice).toBeLessThanOrEqual(399);
    }
    expect(share(stock, (car) => car.carType === "new")).toBeGreaterThan(0.7);
    expect(stock.some((car) => car.simpleFuel === "Electric")).toBe(true);
    expect(stock.some((car) => car.simpleFuel === "Hybrid")).toBe(true);
    expect(locationsOf("driveflex")).toHaveLength(1);
    // The subscription template has no finance provider, so no lender data either.
    expect(stock.every((car) => Object.keys(car.financeLenders ?? {}).length === 0)).toBe(true);
    expect(carsOf("harbourside").every((car) => car.subscriptionPrice === null)).toBe(true);
  });

  it("bayside: one Hyundai and Kia dealership at one VIC location, new, used and demo stock to buy online", () => {
    const stock = carsOf("bayside");
    expect(data.dealerships.filter((row) => row.siteId === siteIdOf("bayside"))).toHaveLength(1);
    const places = locationsOf("bayside");
    expect(places).toHaveLength(1);
    expect(places[0]).toMatchObject({
      state: "VIC",
      city: "Geelong",
      isPrimary: true,
      dealerLicenseNumber: "LMCT 555006",
    });
    expect(places[0]?.phone).toMatch(/^\(03\) 5550 \d{4}$/);
    expect(new Set(stock.map((car) => car.carType))).toEqual(new Set(["new", "used", "demo"]));
    for (const car of stock.filter((item) => item.carType !== "used")) expect(["Hyundai", "Kia"]).toContain(car.make);
    expect(stock.every((car) => car.itemType === "car")).toBe(true);
    // The one-dealer template's Reserve button needs cars that take checkout.
    expect(share(stock, (car) => car.checkoutEnabled === true)).toBeGreaterThan(0.8);
    expect(share(stock, (car) => car.financeLenders?.["360-finance"] !== undefined)).toBeGreaterThan(0.7);
  });
});

describe("stock states and dates", () => {
  it("mixes in-stock, coming-soon, sold, reserved and hidden stock", () => {
    const all = data.cars;
    expect(share(all, (car) => car.status === "in_stock")).toBeGreaterThan(0.78);
    expect(share(all, (car) => car.status === "coming_soon")).toBeGreaterThan(0.02);
    expect(share(all, (car) => car.status === "sold")).toBeGreaterThan(0.05);
    expect(all.filter((car) => car.reserved).every((car) => car.status === "in_stock")).toBe(true);
    expect(all.some((car) => car.reserved)).toBe(true);
    expect(all.some((car) => car.showOnDealerWebsite === false)).toBe(true);
    expect(all.some((car) => car.preorder && car.price === 0)).toBe(true);
    expect(all.some((car) => car.beforePrice !== null && (car.beforePrice ?? 0) > (car.price ?? 0))).toBe(true);
  });

  it("dates sales over the last ten days, some inside the three-day window, and just-arrived stock", () => {
    const reference = referenceDate.getTime();
    const sold = data.cars.filter((car) => car.status === "sold");
    for (const car of sold) {
      const soldMs = car.soldAt?.getTime() ?? NaN;
      expect(soldMs).toBeLessThanOrEqual(reference);
      expect(soldMs).toBeGreaterThanOrEqual(reference - 10 * dayMs);
      expect(car.createdAt?.getTime()).toBeLessThan(soldMs);
    }
    expect(sold.some((car) => (car.soldAt?.getTime() ?? 0) > reference - 3 * dayMs)).toBe(true);
    expect(sold.some((car) => (car.soldAt?.getTime() ?? Infinity) < reference - 3 * dayMs)).toBe(true);
    expect(data.cars.filter((car) => car.status !== "sold").every((car) => car.soldAt === null)).toBe(true);
    const inStock = data.cars.filter((car) => car.status === "in_stock");
    expect(inStock.some((car) => (car.createdAt?.getTime() ?? 0) > reference - 8 * dayMs)).toBe(true);
    expect(inStock.some((car) => (car.createdAt?.getTime() ?? Infinity) < reference - 30 * dayMs)).toBe(true);
    for (const car of data.cars) expect(car.createdAt?.getTime()).toBeLessThanOrEqual(reference);
  });

  it("registers used and demo stock, with some rego already expired", () => {
    const today = referenceDate.toISOString().slice(0, 10);
    const registered = data.cars.filter((car) => car.regoExpiry);
    expect(registered.some((car) => (car.regoExpiry ?? "") < today)).toBe(true);
    expect(registered.some((car) => (car.regoExpiry ?? "") > today)).toBe(true);
    for (const car of data.cars.filter((item) => item.carType === "new")) expect(car.regplate).toBeNull();
    for (const car of registered) expect(car.regplate).toMatch(/^[A-Z0-9]{6,7}$/);
  });
});

describe("realistic vehicles", () => {
  it("keeps odometers, years and prices plausible for the car type", () => {
    const year = referenceDate.getUTCFullYear();
    for (const car of data.cars) {
      expect(car.year).toBeGreaterThanOrEqual(2008);
      expect(car.year).toBeLessThanOrEqual(year);
      expect(car.price === 0 || ((car.price ?? 0) >= 8_000 && (car.price ?? 0) <= 120_000)).toBe(true);
      const km = car.km ?? 0;
      if (car.itemType === "caravan") continue;
      if (car.carType === "new") expect(km).toBeLessThanOrEqual(50);
      if (car.carType === "demo") expect(km >= 500 && km <= 9_000).toBe(true);
      if (car.carType === "used" && car.itemType === "car") expect(km >= 10_000 && km <= 250_000).toBe(true);
    }
    const used = data.cars.filter((car) => car.carType === "used" && car.itemType === "car");
    const old = used.filter((car) => car.year < year - 8);
    const recent = used.filter((car) => car.year >= year - 2);
    const average = (items: typeof used, pick: (car: (typeof used)[number]) => number) =>
      items.reduce((sum, car) => sum + pick(car), 0) / items.length;
    expect(average(old, (car) => car.km ?? 0)).toBeGreaterThan(average(recent, (car) => car.km ?? 0));
    expect(average(old, (car) => car.price ?? 0)).toBeLessThan(average(recent, (car) => car.price ?? 0));
  });

  it("uses VINs, body, drive, fuel and transmission values from the documents", () => {
    const bodies = new Set([
      "Sedan",
      "Hatch",
      "SUV",
      "Ute",
      "Wagon",
      "Van",
      "Coupe",
      "Convertible",
      "People Mover",
      "Cab Chassis",
    ]);
    for (const car of data.cars) {
      expect(car.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      if (car.itemType !== "car") continue;
      expect(bodies.has(car.simpleBody ?? "")).toBe(true);
      expect(["FWD", "AWD", "4WD", "RWD"]).toContain(car.drive);
      expect(["Petrol", "Diesel", "Hybrid", "Electric", "PHEV"]).toContain(car.simpleFuel);
      expect(["Automatic", "Manual"]).toContain(car.simpleTransmission);
    }
    const cars = data.cars.filter((car) => car.itemType === "car");
    for (const body of bodies) expect(cars.some((car) => car.simpleBody === body)).toBe(true);
    expect(cars.some((car) => car.simpleTransmission === "Manual")).toBe(true);
    expect(cars.some((car) => car.nvic)).toBe(true);
    for (const make of [
      "Toyota",
      "Mazda",
      "Hyundai",
      "Kia",
      "Ford",
      "Mitsubishi",
      "Isuzu",
      "Tesla",
      "BYD",
      "MG",
      "Nissan",
      "Subaru",
      "Volkswagen",
    ]) {
      expect(cars.some((car) => car.make === make)).toBe(true);
    }
  });

  it("describes cars with tags, HTML comments, equipment, features and specifications", () => {
    const cars = data.cars;
    for (const tag of ["Test Drive Only", "Special Offer", "Low Kms", "One Owner"])
      expect(cars.some((car) => car.tag === tag)).toBe(true);
    expect(share(cars, (car) => car.tag === null)).toBeGreaterThan(0.6);
    const comments = cars.map((car) => car.dealerComments);
    expect(comments.some((text) => text === null)).toBe(true);
    expect(comments.some((text) => text === "")).toBe(true);
    expect(
      comments.some((text) => (text ?? "").length > 400 && text?.includes("<ul><li>") && text.includes("<strong>")),
    ).toBe(true);
    expect(comments.some((text) => text?.startsWith("<p>") && text.length < 400)).toBe(true);
    for (const car of cars.filter((item) => item.itemType === "car")) {
      expect(car.standardEquipment?.length).toBeGreaterThanOrEqual(8);
      expect(car.standardEquipment?.length).toBeLessThanOrEqual(30);
      expect(car.specifications?.length).toBeGreaterThan(5);
      expect(car.variant?.bodyconfiguration).toBe(car.bodyconfiguration);
      if (!car.filteredFeatures?.includes("Third Row Seating")) continue;
      expect(car.seats).toBeGreaterThanOrEqual(7);
    }
    expect(cars.some((car) => car.filteredFeatures?.includes("Apple CarPlay"))).toBe(true);
    expect(cars.some((car) => car.specifications?.some((row) => row.value === ""))).toBe(true);
  });

  it("attaches history reports to used cars only", () => {
    const withReport = data.cars.filter((car) => car.historyReportUrl);
    expect(withReport.length).toBeGreaterThan(0);
    for (const car of withReport) {
      expect(car.carType).toBe("used");
      expect(car.historyReportUrl).toBe(`/files/history/${car.stocknum}.pdf`);
    }
    const used = data.cars.filter((car) => car.carType === "used");
    expect(share(used, (car) => Boolean(car.historyReportUrl))).toBeGreaterThan(0.2);
    expect(share(used, (car) => Boolean(car.historyReportUrl))).toBeLessThan(0.4);
  });
});

describe("media", () => {
  it("gives 6 to 20 locally drawn images per item, and one item in 25 only two or three", () => {
    const few = data.cars.filter((car) => (car.images ?? []).length <= 3);
    expect(few.length).toBeGreaterThan(0);
    expect(few.length / data.cars.length).toBeCloseTo(1 / 25, 2);
    expect(new Set(few.map((car) => car.images?.length))).toEqual(new Set([2, 3]));
    for (const car of data.cars) {
      const images = car.images ?? [];
      expect(images.length).toBeGreaterThanOrEqual(few.includes(car) ? 2 : 6);
      expect(images.length).toBeLessThanOrEqual(20);
      for (const image of images) {
        expect(parseCarImagePath(image.url.replace(/^\/media\/car\//, "").split("/"))).not.toBeNull();
      }
    }
  });

  it("gives some items a 24-frame spin with exterior and interior hotspots", () => {
    const spinning = data.cars.filter((car) => (car.spinImages ?? []).length > 0);
    expect(spinning.length / data.cars.length).toBeGreaterThan(0.12);
    for (const car of spinning) {
      expect(car.spinImages).toHaveLength(24);
      expect(car.spinInteriorImage).toMatch(/\/interior\.svg$/);
      const hotspots = car.hotspots ?? [];
      const exterior = hotspots.filter((spot) => spot.placement === "exterior");
      expect(exterior.length).toBeGreaterThan(0);
      expect(hotspots.some((spot) => spot.placement === "interior")).toBe(true);
      for (const spot of exterior) {
        expect(spot.anchors).toHaveLength(24);
        for (const anchor of spot.anchors) {
          expect(anchor.posX).toBeGreaterThanOrEqual(0);
          expect(anchor.posX).toBeLessThanOrEqual(100);
        }
      }
    }
    expect(
      data.cars.filter((car) => (car.spinImages ?? []).length === 0).every((car) => (car.hotspots ?? []).length === 0),
    ).toBe(true);
  });

  it("gives some cars a video of their own body type, also as a walkaround, and no outside embeds", () => {
    const videos = data.cars.flatMap((car) => (car.videoUrl ? [car.videoUrl] : []));
    expect(videos.length / data.cars.length).toBeGreaterThan(0.05);
    for (const url of videos) expect(url).toMatch(/^\/media\/video\/[a-z-]+\.mp4$/);
    expect(data.cars.some((car) => (car.walkaroundVideos ?? []).length > 0)).toBe(true);
    expect(data.cars.every((car) => car.externalVideoUrl === null)).toBe(true);
  });
});

describe("finance and market data", () => {
  it("keys lender data by each site's finance provider, computed over five years with a 10% deposit", () => {
    for (const site of demoSites) {
      const provider = resolveSiteConfig(site.template, site.overrides).finance.provider;
      if (provider === "none") continue;
      const stock = carsOf(site.slug).filter((car) => (car.price ?? 0) > 0);
      expect(share(stock, (car) => car.financeLenders?.[provider] !== undefined)).toBeGreaterThan(0.7);
      for (const car of stock) {
        const entry = car.financeLenders?.[provider];
        if (!entry || entry.interestRate === null) continue;
        const price = car.price ?? 0;
        expect(entry.termMonths).toBe(60);
        expect(entry.deposit).toBe(Math.round(price * 0.1));
        expect(entry.comparisonRate).toBeGreaterThan(entry.interestRate);
        const monthly = monthlyRepayment(price - entry.deposit + entry.establishmentFees, entry.interestRate, 60);
        expect(entry.paymentMonth).toBeCloseTo(monthly, 1);
        expect(entry.paymentWeek).toBeCloseTo((monthly * 12) / 52, 1);
        expect(entry.disclaimer.length).toBeGreaterThan(197);
      }
    }
    const entries = data.cars.flatMap((car) => Object.values(car.financeLenders ?? {}));
    expect(entries.some((entry) => entry.interestRate === null && entry.comparisonRate === null)).toBe(true);
  });

  it("amortises like a standard loan", () => {
    expect(monthlyRepayment(30_000, 6.29, 60)).toBeCloseTo(584.04, 2);
    expect(monthlyRepayment(12_000, 0, 12)).toBe(1_000);
  });

  it("gives market data to most used cars only, some below the comparison threshold", () => {
    const used = data.cars.filter((car) => car.carType === "used" && car.itemType === "car" && (car.price ?? 0) > 0);
    expect(share(used, (car) => car.marketData !== null)).toBeGreaterThan(0.5);
    expect(share(used, (car) => car.marketData !== null)).toBeLessThan(0.7);
    expect(data.cars.filter((car) => car.carType !== "used").every((car) => car.marketData === null)).toBe(true);
    const market = used.flatMap((car) => (car.marketData ? [car.marketData] : []));
    expect(market.some((entry) => (entry.confidence ?? 1) < 0.2)).toBe(true);
    expect(market.some((entry) => (entry.confidence ?? 0) > 0.2 && entry.market_range_max !== null)).toBe(true);
    for (const entry of market) {
      expect(entry.fill).toBeGreaterThanOrEqual(0);
      expect(entry.fill).toBeLessThanOrEqual(100);
    }
  });

  it("sets checkout, trade-in and payment processors mostly on", () => {
    expect(share(data.cars, (car) => car.checkoutEnabled === true)).toBeGreaterThan(0.8);
    expect(share(data.cars, (car) => car.tradeInAllowed === true)).toBeGreaterThan(0.8);
    expect(data.cars.some((car) => (car.paymentProcessors ?? []).length > 0)).toBe(true);
  });
});

describe("locations, hours and reviews", () => {
  it("gives every location contact details, a licence and a full week of hours", () => {
    for (const place of data.locations) {
      expect(place.phone).toMatch(/^\(0[2378]\) 5550 \d{4}$/);
      expect(place.landlinePhone).toMatch(/^(1300 \d{3} \d{3}|04\d{2} \d{3} \d{3})$/);
      expect(place.email).toMatch(/^[a-z]+@[a-z-]+\.example$/);
      expect(place.leadEmail).toMatch(/@[a-z-]+\.example$/);
      expect(place.dealerLicenseNumber).toMatch(/^[A-Z]+ \d+$/);
      expect(place.openingHours?.map((entry) => entry.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(Math.abs(place.lat)).toBeGreaterThan(10);
    }
    const hours = data.locations.map((place) => place.openingHours ?? []);
    const weekdayKeys = (entries: (typeof hours)[number]) =>
      new Set(
        entries
          .filter((entry) => entry.weekday >= 1 && entry.weekday <= 5)
          .map((entry) => `${entry.open}-${entry.close}`),
      );
    expect(hours.some((entries) => weekdayKeys(entries).size === 1)).toBe(true);
    expect(hours.some((entries) => weekdayKeys(entries).size > 1)).toBe(true);
    expect(hours.some((entries) => entries[0]?.status === "Closed")).toBe(true);
    expect(hours.some((entries) => entries[0]?.status === "Open")).toBe(true);
    for (const site of data.sites) {
      expect(data.locations.filter((place) => place.siteId === site.id && place.isPrimary)).toHaveLength(1);
    }
    expect(new Set(data.locations.map((place) => place.locationType))).toEqual(new Set(["sales", "service", "parts"]));
  });

  it("lists public holidays for every location", () => {
    const labels = new Set(data.specialHours.map((entry) => entry.label));
    expect(labels).toEqual(new Set(["Christmas Day", "Boxing Day", "Australia Day", "Good Friday", "Anzac Day"]));
    expect(
      data.specialHours.find((entry) => entry.label === "Good Friday" && entry.date.startsWith("2025"))?.date,
    ).toBe("2025-04-18");
    for (const place of data.locations) {
      expect(data.specialHours.filter((entry) => entry.locationId === place.id)).toHaveLength(10);
    }
    expect(data.specialHours.some((entry) => entry.status === "Open" && entry.startHour && entry.endHour)).toBe(true);
    expect(data.specialHours.some((entry) => entry.status === "Closed" && entry.startHour === null)).toBe(true);
  });

  it("gives each location 5 to 20 reviews, mostly favourable, some answered", () => {
    for (const place of data.locations) {
      const count = data.reviews.filter((review) => review.locationId === place.id).length;
      expect(count).toBeGreaterThanOrEqual(5);
      expect(count).toBeLessThanOrEqual(20);
    }
    for (const review of data.reviews) {
      expect(Number.isInteger(review.rating)).toBe(true);
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      if (review.replyDate) expect(review.replyDate >= review.reviewDate).toBe(true);
    }
    const average = data.reviews.reduce((sum, review) => sum + review.rating, 0) / data.reviews.length;
    expect(average).toBeGreaterThan(3.8);
    expect(data.reviews.some((review) => review.replyText)).toBe(true);
    expect(data.reviews.some((review) => review.rating <= 2)).toBe(true);
  });
});

describe("promotions, slides and reference data", () => {
  it("gives every site active, expired and future promos and 3 to 4 slides", () => {
    const now = referenceDate.getTime();
    for (const site of data.sites) {
      const promos = data.promoNodes.filter((promo) => promo.siteId === site.id);
      expect(promos.some((promo) => promo.startsAt.getTime() <= now && promo.expiresAt.getTime() > now)).toBe(true);
      expect(promos.some((promo) => promo.expiresAt.getTime() < now)).toBe(true);
      expect(promos.some((promo) => promo.startsAt.getTime() > now)).toBe(true);
      const slideCount = data.slides.filter((slide) => slide.siteId === site.id).length;
      expect(slideCount).toBeGreaterThanOrEqual(3);
      expect(slideCount).toBeLessThanOrEqual(4);
    }
  });

  it("lists a manufacturer for every make and a model for every model in stock", () => {
    const manufacturerSlugs = data.manufacturers.map((row) => row.slug);
    expect(new Set(manufacturerSlugs).size).toBe(manufacturerSlugs.length);
    const manufacturerByName = new Map(data.manufacturers.map((row) => [row.name, row.id]));
    const modelKeys = new Set(data.models.map((row) => `${row.manufacturerId}/${row.name}`));
    for (const car of data.cars) {
      const manufacturerId = manufacturerByName.get(car.make);
      expect(manufacturerId).toBeDefined();
      expect(modelKeys.has(`${manufacturerId}/${car.model}`)).toBe(true);
    }
    const modelSlugs = data.models.map((row) => `${row.manufacturerId}/${row.slug}`);
    expect(new Set(modelSlugs).size).toBe(modelSlugs.length);
    expect(data.manufacturers.some((row) => row.logoUrl === null)).toBe(true);
  });
});
