import type { DemoData } from "./generate";

// Which demo cars carry the demo photographs (src/demo/photos/, decision 055): the first cars bayside
// lists, so its first search page and their vehicle pages show photographs once the worker has
// processed them, and every other demo car keeps its drawings. Bayside because its search and
// vehicle pages are the template a single franchised dealer gets (one-dealer), already meet the
// performance score with drawings (docs/benchmarks.md), and are the pages the architecture's photo
// cost was measured on; the page-speed benchmark measures them with photographs.
// Pure: the files' bytes are written to the media store where the seed is run (src/media/demo-photos.ts).

/** The folder of the photographs, from the repository's root (the server's working directory). */
export const demoPhotoDir = "src/demo/photos";

/** The photographs, in a yard photographer's order: the SUV's set first, then other bodies. */
export const demoPhotoFiles = [
  "suv-front-quarter.jpg",
  "suv-side.jpg",
  "suv-rear-quarter.jpg",
  "suv-interior.jpg",
  "sedan-front-quarter.jpg",
  "ute-front-quarter.jpg",
  "hatch-side.jpg",
  "wagon-rear-quarter.jpg",
] as const;

export const demoPhotoSite = "bayside";

/** More than the site's first search page (21 cars), so its first page is photographed whole. */
export const demoPhotoCarCount = 24;

export type DemoPhotoSet = { siteId: string; carId: string; files: string[] };

/**
 * The photo site's first `demoPhotoCarCount` cars for sale in its search's default order (custom rank
 * high to low, then newest; cars the site hides are skipped), and any sold car ranked among them (a
 * recently sold car stays listed for a few days), each with 6 to 8 of the photographs, the list
 * rotated by one per car so neighbouring cards open on different photos.
 */
export function demoPhotoSets(data: Pick<DemoData, "sites" | "cars">): DemoPhotoSet[] {
  const site = data.sites.find((row) => row.slug === demoPhotoSite);
  const siteId = site?.id;
  if (!siteId) return [];
  const ranked = data.cars
    .filter((car) => car.siteId === siteId && car.showOnDealerWebsite !== false)
    .sort(
      (a, b) =>
        (b.customRank ?? 0) - (a.customRank ?? 0) || (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0),
    );
  const sets: DemoPhotoSet[] = [];
  let forSale = 0;
  for (const car of ranked) {
    if (forSale === demoPhotoCarCount) break;
    if (!car.id) continue;
    if (car.status !== "sold") forSale += 1;
    const index = sets.length;
    const files = Array.from(
      { length: 6 + (index % 3) },
      (_, position) => demoPhotoFiles[(index + position) % demoPhotoFiles.length]!,
    );
    sets.push({ siteId, carId: car.id, files });
  }
  return sets;
}
