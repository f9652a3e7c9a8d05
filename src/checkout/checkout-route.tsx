import "server-only";
import { redirect } from "next/navigation";
import type { RouteSearchParams } from "@/platform/route-params";
import { requireSite } from "@/sites/site-page";
import { CheckoutPage, ReservationConfirmationPage, checkoutHref, type CheckoutPath } from "./checkout-page";

// The route handlers' shared body for /cars/{slug}/checkout and /cars/{slug}/buy-online. A site
// reserves at one of them (vehiclePage.checkoutPath); the other redirects there, so an old or
// hand-typed address still reaches the form.

type Params = Promise<{ site: string; slug: string }>;

export async function CheckoutRoute({ params, path }: { params: Params; path: CheckoutPath }) {
  const site = await requireSite(params);
  const { slug } = await params;
  const own = site.config.vehiclePage.checkoutPath;
  if (own !== path) redirect(checkoutHref(slug, own));
  return <CheckoutPage site={site} slug={slug} path={path} />;
}

export async function ConfirmationRoute({
  params,
  searchParams,
  path,
}: {
  params: Params;
  searchParams: Promise<RouteSearchParams>;
  path: CheckoutPath;
}) {
  const site = await requireSite(params);
  const { slug } = await params;
  const reservation = (await searchParams).reservation;
  const own = site.config.vehiclePage.checkoutPath;
  if (own !== path) {
    const query = typeof reservation === "string" ? `?reservation=${encodeURIComponent(reservation)}` : "";
    redirect(`${checkoutHref(slug, own)}/confirmation${query}`);
  }
  return (
    <ReservationConfirmationPage
      site={site}
      slug={slug}
      reservationId={typeof reservation === "string" ? reservation : null}
    />
  );
}
