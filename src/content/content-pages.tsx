import "server-only";
import { Link } from "@/ui/link";
import type { ReactNode } from "react";
import { timeZoneForState } from "@/platform/australian-states";
import { formatDate } from "@/platform/format";
import type { Site } from "@/sites/get-site";
import { tradeInOffered } from "@/sites/trade-in";
import type { BlogCtaCardName } from "@/sites/config-schema";
import { allStockPath } from "@/stock/search-urls";
import { cardClass } from "@/ui/card";
import { ButtonLink } from "@/ui/button";
import { blogCategories } from "./content-paths";
import { ContentBody } from "./markdown";
import type { ContentPage, PostSummary } from "./queries";

// A dealer's own page or blog post inside the site's shell, and the blog's lists.

const pageClass = "mx-auto max-w-3xl px-4 py-10";

/** `children`: what the route adds under the page's text (the careers page's enquiry form). */
export function ContentPageView({ site, page, children }: { site: Site; page: ContentPage; children?: ReactNode }) {
  const timeZone = timeZoneForState(site.config.contact.defaultState);
  const category = page.category ? blogCategories[page.category] : undefined;
  return (
    <article className={pageClass} data-testid="content-page">
      {page.kind === "post" ? (
        <p className="mb-2 text-sm text-muted">
          <Link href="/blog" className="hover:underline">
            Blog
          </Link>
          {category && page.category ? (
            <>
              {" › "}
              <Link href={`/blog/${page.category}`} className="hover:underline">
                {category}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      <h1 className="text-3xl font-bold">{page.title}</h1>
      {page.kind === "post" && page.publishedAt ? (
        <p className="mt-1 text-sm text-muted">Published {formatDate(page.publishedAt, timeZone)}</p>
      ) : null}
      <div className="mt-4">
        <ContentBody body={page.body} tradeIn={tradeInOffered(site.config)} />
      </div>
      {page.kind === "page" ? (
        <p className="mt-8 text-xs text-muted">Last updated {formatDate(page.updatedAt, timeZone)}</p>
      ) : (
        <BlogCtaCards site={site} />
      )}
      {children ? <div className="mt-10">{children}</div> : null}
    </article>
  );
}

type CtaCard = { name: BlogCtaCardName; title: string; text: string; href: string; action: string };

function ctaCards(site: Site): CtaCard[] {
  const { config } = site;
  const noun = config.labels.carNoun;
  const cards: Record<BlogCtaCardName, CtaCard | null> = {
    "test-drive": config.features.testDrive
      ? {
          name: "test-drive",
          title: "Book a test drive",
          text: `Pick a time that suits you and we will have the ${noun.singular.toLowerCase()} ready.`,
          href: "/book-test-drive",
          action: "Book a Test Drive",
        }
      : null,
    "view-stock": {
      name: "view-stock",
      title: "View our stock",
      text: `Browse every ${noun.singular.toLowerCase()} we have in stock, with prices and photos.`,
      href: allStockPath,
      action: `View ${noun.plural}`,
    },
    "reserve-online": config.features.checkout
      ? {
          name: "reserve-online",
          title: "Reserve online",
          text: `Found the one? Hold it with a ${config.checkout.refundableText.toLowerCase()} deposit from its page.`,
          href: allStockPath,
          action: "Find One to Reserve",
        }
      : null,
  };
  return config.blog.ctaCards.flatMap((name) => cards[name] ?? []);
}

function BlogCtaCards({ site }: { site: Site }) {
  const cards = ctaCards(site);
  if (cards.length === 0) return null;
  return (
    <aside aria-label="What next" className="mt-10 grid gap-4 sm:grid-cols-3" data-testid="blog-cta-cards">
      {cards.map((card) => (
        <div key={card.name} className={cardClass({ tone: "tinted", className: "flex flex-col gap-2" })}>
          <h2 className="font-semibold">{card.title}</h2>
          <p className="flex-1 text-sm text-muted">{card.text}</p>
          <ButtonLink href={card.href} size="sm">
            {card.action}
          </ButtonLink>
        </div>
      ))}
    </aside>
  );
}

/** `/blog` and `/blog/{category}`: the posts, newest first, as the site's blog layout says. */
export function BlogIndex({
  site,
  posts,
  category,
}: {
  site: Site;
  posts: readonly PostSummary[];
  category: string | null;
}) {
  const grid = site.config.blog.layout === "grid";
  const title = category ? (blogCategories[category] ?? "Blog") : "Blog";
  const categories = Object.entries(blogCategories);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10" data-testid="blog-index">
      <h1 className="text-3xl font-bold">{title}</h1>
      <nav aria-label="Blog categories" className="mt-3">
        <ul className="flex flex-wrap gap-2 text-sm">
          <li>
            <Link href="/blog" aria-current={category === null ? "page" : undefined} className="underline">
              All posts
            </Link>
          </li>
          {categories.map(([slug, name]) => (
            <li key={slug}>
              <Link href={`/blog/${slug}`} aria-current={category === slug ? "page" : undefined} className="underline">
                {name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {posts.length === 0 ? (
        <p className="mt-6">No posts yet. Check back soon.</p>
      ) : (
        <ul className={grid ? "mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" : "mt-6 space-y-4"}>
          {posts.map((post) => (
            <li key={post.path} className={cardClass({ tone: "raised", className: "flex flex-col gap-2" })}>
              <h2 className="text-lg font-semibold">
                <Link href={`/${post.path}`} className="hover:underline">
                  {post.title}
                </Link>
              </h2>
              {post.publishedAt ? (
                <p className="text-xs text-muted">
                  {formatDate(post.publishedAt, timeZoneForState(site.config.contact.defaultState))}
                  {post.category && blogCategories[post.category] ? ` · ${blogCategories[post.category]}` : ""}
                </p>
              ) : null}
              <p className="text-sm">{post.summary}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
