import { LRUCache } from "lru-cache";
import { siteDataVersion } from "@/platform/site-data-cache";

// A car's printable sheet is rendered once per version of the car and its site (issue 28): a render
// takes most of a second of the server's CPU, and the same car's sheet is asked for again and again.
// The version is the site data cache's (every stock or site change notification moves it); while this
// process hears no notifications nothing is kept, as for the other caches (decision 030).

const maxBytes = 64 * 1024 * 1024;

const registryKey = Symbol.for("dealer-platform.car-sheets");
type GlobalWithSheets = typeof globalThis & { [registryKey]?: LRUCache<string, CarSheetFile> };

export type CarSheetFile = { bytes: Uint8Array<ArrayBuffer>; renderedAt: Date };

function sheets(): LRUCache<string, CarSheetFile> {
  const holder: GlobalWithSheets = globalThis;
  holder[registryKey] ??= new LRUCache<string, CarSheetFile>({
    maxSize: maxBytes,
    sizeCalculation: (file) => Math.max(1, file.bytes.length),
    // The sheet prints the day it was made: a day-old copy is made again.
    ttl: 24 * 60 * 60_000,
  });
  return holder[registryKey];
}

/** The sheet of `carId` on the site as `render` makes it, rendered once per version of the two. */
export async function cachedCarSheet(
  siteId: string,
  carId: string,
  variant: string,
  render: () => Promise<Uint8Array<ArrayBuffer>>,
): Promise<CarSheetFile> {
  const version = siteDataVersion(siteId);
  if (version === null) return { bytes: await render(), renderedAt: new Date() };
  const key = `${siteId}:${version}:${carId}:${variant}`;
  const kept = sheets().get(key);
  if (kept) return kept;
  const file = { bytes: await render(), renderedAt: new Date() };
  sheets().set(key, file);
  return file;
}
