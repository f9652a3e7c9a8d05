import "server-only";
import { notFound } from "next/navigation";
import type { RouteSearchParams } from "@/platform/route-params";
import { getSiteForPage, type Site } from "./get-site";

/** What Next hands a page under src/app/[site]/ that has no segments of its own. */
export type SitePageProps = { params: Promise<{ site: string }>; searchParams: Promise<RouteSearchParams> };

/**
 * The site a page under [site] belongs to, from the key the proxy put in the path; Next's not-found
 * page when no site has it. The lookup is cached per request, so the layout and the page share it.
 */
export async function requireSite(params: Promise<{ site: string }>): Promise<Site> {
  const site = await getSiteForPage((await params).site);
  if (!site) notFound();
  return site;
}
