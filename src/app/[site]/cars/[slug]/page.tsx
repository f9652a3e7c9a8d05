import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { carTitle } from "@/cars/car-title";
import { PageCarType } from "@/locations/page-car-type";
import { carShareImages } from "@/media/share-images";
import { pageShareMetadata } from "@/seo/page-metadata";
import { getSiteForPage, getSiteOrigin, type Site } from "@/sites/get-site";
import { absoluteUrl } from "@/sites/site-origin";
import { carPath } from "@/stock/search-urls";
import { dealerCommentsText } from "@/vehicle/dealer-comments";
import { getOwnReservation } from "@/checkout/queries";
import { getCarDetail } from "@/vehicle/get-car";
import { VehiclePage } from "@/vehicle/vehicle-page";

type Props = { params: Promise<{ site: string; slug: string }> };

async function load(params: Props["params"]) {
  const { site: key, slug } = await params;
  const site = await getSiteForPage(key);
  if (!site) return null;
  const detail = await getCarDetail(site, slug);
  return detail ? { site, detail } : null;
}

/** The car's address on the site's production domain: canonical, shared and in its JSON-LD. */
async function pageUrl(site: Site, slug: string): Promise<string> {
  return absoluteUrl(await getSiteOrigin(site), carPath(slug));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params);
  if (!loaded) return {};
  const { site, detail } = loaded;
  const { row } = detail;
  const [url, origin] = await Promise.all([pageUrl(site, row.slug), getSiteOrigin(site)]);
  const title = carTitle(row);
  const description =
    dealerCommentsText(row.dealerComments ?? "").slice(0, 160) ||
    carTitle({ year: row.year, make: row.make, model: row.model });
  // The card's picture: the main processed photo's JPEG, else the drawing's 1200 × 630 PNG.
  const [image] = carShareImages(origin, row, "og.png");
  return {
    title,
    description,
    alternates: { canonical: url },
    ...(await pageShareMetadata(site, { path: carPath(row.slug), title, description, image, imageAlt: title })),
  };
}

export default async function CarRoute({ params }: Props) {
  const loaded = await load(params);
  if (!loaded) notFound();
  const { site, detail } = loaded;
  const ownReservation = detail.row.reserved ? await getOwnReservation(site, detail.row.id, detail.row.slug) : null;
  return (
    <>
      {/* The header's call button dials the line for this car's type. */}
      <PageCarType carType={detail.row.carType} />
      <VehiclePage
        site={site}
        detail={detail}
        url={await pageUrl(site, detail.row.slug)}
        ownReservation={ownReservation}
      />
    </>
  );
}
