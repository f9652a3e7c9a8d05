import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { carTitle } from "@/cars/car-title";
import { getSiteForPage } from "@/sites/get-site";
import { getCarDetail } from "@/vehicle/get-car";
import { VehiclePrintPage } from "@/vehicle/print-page";

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function load({ params, searchParams }: Props) {
  const [{ site: key }, query] = await Promise.all([params, searchParams]);
  const carId = query.car_id;
  const slug = Array.isArray(carId) ? carId[0] : carId;
  if (!slug) return null;
  const site = await getSiteForPage(key);
  if (!site) return null;
  const detail = await getCarDetail(site, slug);
  return detail ? { site, detail } : null;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const loaded = await load(props);
  if (!loaded) return {};
  const { row } = loaded.detail;
  return {
    title: `Print: ${carTitle(row)}`,
    robots: { index: false, follow: false },
  };
}

/** /print?car_id={slug}: the printable vehicle page. */
export default async function PrintRoute(props: Props) {
  const loaded = await load(props);
  if (!loaded) notFound();
  return <VehiclePrintPage site={loaded.site} detail={loaded.detail} />;
}
