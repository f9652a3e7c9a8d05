import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { resolveContentRoute } from "@/content/content-route";
import { BlogIndex, ContentPageView } from "@/content/content-pages";
import { CareersEnquiry } from "@/leads/pages/lead-pages";
import { SiteReviews } from "@/locations/contact-locations";
import type { Site } from "@/sites/get-site";
import { pageShareMetadata } from "@/seo/page-metadata";
import { getSiteForPage } from "@/sites/get-site";
import { requireSite } from "@/sites/site-page";

// Any other path is one of the site's own pages (About Us, Warranty…), its blog, or the site's 404
// inside its shell.

/** What a stored page shows under its text, by path: the forms live in src/leads, which content may not import. */
const pageExtras: Readonly<Record<string, (site: Site) => ReactNode>> = {
  careers: (site) => <CareersEnquiry site={site} />,
  "pages/reviews": (site) => <SiteReviews site={site} />,
};

type Props = { params: Promise<{ site: string; rest: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site: key, rest } = await params;
  const site = await getSiteForPage(key);
  if (!site) return {};
  const route = await resolveContentRoute(site, rest);
  if (route.kind === "page") {
    const { page } = route;
    const title = page.seoTitle ?? page.title;
    const description = page.seoDescription ?? (page.summary || undefined);
    const share = {
      path: `/${page.path}`,
      title,
      description,
      type: page.kind === "post" ? "article" : "website",
    } as const;
    return { title, description, ...(await pageShareMetadata(site, share)) };
  }
  if (route.kind === "blog") {
    return {
      title: route.title,
      ...(await pageShareMetadata(site, { path: `/${rest.join("/")}`, title: route.title })),
    };
  }
  return {};
}

export default async function ContentRoute({ params }: Props) {
  const site = await requireSite(params);
  const route = await resolveContentRoute(site, (await params).rest);
  if (route.kind === "page") {
    return (
      <ContentPageView site={site} page={route.page}>
        {pageExtras[route.page.path]?.(site)}
      </ContentPageView>
    );
  }
  if (route.kind === "blog") return <BlogIndex site={site} posts={route.posts} category={route.category} />;
  notFound();
}
