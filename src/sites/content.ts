import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/platform/db";
import { brandEntries, slides } from "@/platform/db/schema";
import type { Site } from "./get-site";

export type Slide = {
  id: string;
  name: string;
  description: string;
  url: string;
  imageUrl: string;
  hideOverlay: boolean;
};
export type BrandEntry = {
  id: string;
  kind: "car" | "motorcycle" | "truck" | "own";
  title: string;
  slug: string;
  logoUrl: string | null;
  bannerUrl: string | null;
  description: string;
  skipPage: boolean;
};

export async function listSlides(site: Site): Promise<Slide[]> {
  const db = await getDb();
  return db
    .select({
      id: slides.id,
      name: slides.name,
      description: slides.description,
      url: slides.url,
      imageUrl: slides.imageUrl,
      hideOverlay: slides.hideOverlay,
    })
    .from(slides)
    .where(eq(slides.siteId, site.id))
    .orderBy(asc(slides.position));
}

const brandEntryColumns = {
  id: brandEntries.id,
  kind: brandEntries.kind,
  title: brandEntries.title,
  slug: brandEntries.slug,
  logoUrl: brandEntries.logoUrl,
  bannerUrl: brandEntries.bannerUrl,
  description: brandEntries.description,
  skipPage: brandEntries.skipPage,
};

export async function listBrandEntries(site: Site): Promise<BrandEntry[]> {
  const db = await getDb();
  return db
    .select(brandEntryColumns)
    .from(brandEntries)
    .where(eq(brandEntries.siteId, site.id))
    .orderBy(asc(brandEntries.position));
}

/** One of the site's brand entries by its slug (a group site's /{brand}/overview). */
export async function getBrandEntry(site: Site, slug: string): Promise<BrandEntry | null> {
  const db = await getDb();
  const [row] = await db
    .select(brandEntryColumns)
    .from(brandEntries)
    .where(and(eq(brandEntries.siteId, site.id), eq(brandEntries.slug, slug)))
    .limit(1);
  return row ?? null;
}
