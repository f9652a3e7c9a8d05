import "server-only";
import { cache } from "react";
import { getCarPhotos, type CarPhoto } from "@/media/car-photos";
import { getDb } from "@/platform/db";

/**
 * The processed photos a car shows now (getCarPhotos), read once per request: the page's shared-link
 * card and its structured data both name the main one.
 */
export const getShownCarPhotos = cache(async (siteId: string, carId: string): Promise<CarPhoto[]> =>
  getCarPhotos(await getDb(), { siteId, carId }),
);
