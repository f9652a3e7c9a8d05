import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { carTitle } from "@/cars/car-title";
import { getSiteByKey } from "@/sites/get-site";
import { dealerCommentsText } from "@/vehicle/dealer-comments";
import { getCarDetail } from "@/vehicle/get-car";
import { VehiclePage } from "@/vehicle/vehicle-page";

type Props = { params: Promise<{ site: string; slug: string }> };

async function load(params: Props["params"]) {
  const { site: key, slug } = await params;
  const site = await getSiteByKey(key);
  if (!site) return null;
  const detail = await getCarDetail(site, slug);
  return detail ? { site, detail } : null;
}

async function pageUrl(slug: string): Promise<string> {
  const host = (await headers()).get("host") ?? "localhost";
  return `http://${host}/cars/${slug}`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params);
  if (!loaded) return {};
  const { row } = loaded.detail;
  const url = await pageUrl(row.slug);
  const description =
    dealerCommentsText(row.dealerComments ?? "").slice(0, 160) ||
    carTitle({ year: row.year, make: row.make, model: row.model });
  return {
    title: carTitle(row),
    description,
    alternates: { canonical: url },
    openGraph: { title: row.name, description, url, images: row.images[0] ? [row.images[0].url] : [] },
  };
}

export default async function CarRoute({ params }: Props) {
  const loaded = await load(params);
  if (!loaded) notFound();
  return <VehiclePage site={loaded.site} detail={loaded.detail} url={await pageUrl(loaded.detail.row.slug)} />;
}
