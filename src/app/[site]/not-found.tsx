import { ButtonLink } from "@/ui/button";

// A missing page on a known site: shown inside the site's own header and footer.
export default function SiteNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center" data-testid="site-not-found">
      <h1 className="text-3xl font-bold">Sorry, we couldn&apos;t find that page</h1>
      <p className="mt-3 text-muted">The page may have moved, or the vehicle may have been sold.</p>
      <div className="mt-6 flex justify-center gap-3">
        <ButtonLink href="/">Home</ButtonLink>
        <ButtonLink href="/search/new-used-and-demo-cars" variant="outline">
          Browse stock
        </ButtonLink>
      </div>
    </section>
  );
}
