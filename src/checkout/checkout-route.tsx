import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import type { RouteSearchParams } from "@/platform/route-params";
import { requireSite } from "@/sites/site-page";
import { CheckoutPage, ReservationConfirmationPage, checkoutHref, type CheckoutPath } from "./checkout-page";
import { reservationAccessCookie } from "./reservations";

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
  const { reservation, access } = await searchParams;
  const own = site.config.vehiclePage.checkoutPath;
  if (own !== path) {
    const query = new URLSearchParams();
    if (typeof reservation === "string") query.set("reservation", reservation);
    if (typeof access === "string") query.set("access", access);
    const search = query.size > 0 ? `?${query.toString()}` : "";
    redirect(`${checkoutHref(slug, own)}/confirmation${search}`);
  }
  const reservationId = typeof reservation === "string" ? reservation : null;
  // The reservation's key: the e-mailed link's `access`, or the cookie of the browser that made it.
  const key =
    typeof access === "string"
      ? access
      : reservationId
        ? ((await cookies()).get(reservationAccessCookie(reservationId))?.value ?? null)
        : null;
  return <ReservationConfirmationPage site={site} slug={slug} reservationId={reservationId} accessToken={key} />;
}
