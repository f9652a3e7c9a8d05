import "server-only";
import { getDb } from "@/platform/db";
import { logger } from "@/platform/logger";
import type { Site } from "@/sites/get-site";
import { miscellaneousMessages } from "../miscellaneous";
import { handleMiscellaneousPost } from "./save-valuation";

/** POST /api/miscellaneous for the site against the server's database. */
export async function postMiscellaneous(request: Request, site: Site): Promise<Response> {
  try {
    const db = await getDb();
    return await handleMiscellaneousPost(request, db, site);
  } catch (error) {
    logger.error("valuation not saved: the database is unavailable", { site: site.slug, error: String(error) });
    return Response.json({ error: miscellaneousMessages.unavailable }, { status: 503 });
  }
}
