import { holdingPageAnswer } from "@/shell/holding-page-route";

export const dynamic = "force-dynamic";

/**
 * A paused site's holding page (decision 049): reached only through the proxy, which sends every
 * page of a paused site here; `site-paused` is a reserved slug, so no site's own path is shadowed.
 */
export const GET = holdingPageAnswer;
