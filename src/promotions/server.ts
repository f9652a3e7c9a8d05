import "server-only";
import { getDb } from "@/platform/db";
import { logger } from "@/platform/logger";
import { wakeServerLeadWorker } from "@/leads/delivery/server-worker";
import type { Site } from "@/sites/get-site";
import { handleSpinPost } from "./spin-http";

/** POST /api/spin-to-win for the site, on the server's database; the dealer's lead goes out at once. */
export async function postSpin(request: Request, site: Site): Promise<Response> {
  try {
    const { response, won } = await handleSpinPost(request, { db: await getDb(), site });
    if (won) wakeServerLeadWorker();
    return response;
  } catch (error) {
    logger.error("spin not recorded: the database is unavailable", { site: site.slug, error: String(error) });
    return Response.json(
      { error: "Sorry, the wheel is not available just now. Please try again in a minute." },
      { status: 503, headers: { "cache-control": "no-store" } },
    );
  }
}
