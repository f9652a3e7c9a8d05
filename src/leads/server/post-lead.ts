import "server-only";
import { getDb, type Db } from "@/platform/db";
import { env } from "@/platform/env";
import type { Site } from "@/sites/get-site";
import { wakeServerLeadWorker } from "../delivery/server-worker";
import { handleLeadPost, unavailableResponse } from "./http";

/**
 * POST /api/leads for the site against the server's database, with the configured rate limits; a
 * new lead wakes the delivery worker at once.
 */
export async function postLead(request: Request, site: Site): Promise<Response> {
  let db: Db;
  try {
    db = await getDb();
  } catch (error) {
    return unavailableResponse(error);
  }
  const config = env();
  const { response, created } = await handleLeadPost(request, {
    db,
    site,
    limits: {
      phonePerWindow: config.LEAD_RATE_LIMIT_PHONE_PER_HOUR,
      ipPerWindow: config.LEAD_RATE_LIMIT_IP_PER_HOUR,
      windowMs: 60 * 60_000,
    },
  });
  if (created) wakeServerLeadWorker();
  return response;
}
