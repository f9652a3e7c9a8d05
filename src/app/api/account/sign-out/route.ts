import { postSignOut } from "@/accounts/server/routes";
import { withSite } from "@/sites/with-site";

export const dynamic = "force-dynamic";

/** POST /api/account/sign-out: ends the session. */
export const POST = withSite((request, { site }) => postSignOut(request, site));
