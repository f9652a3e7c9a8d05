import { wakeServerLeadWorker } from "@/leads/delivery/server-worker";
import { handleLeadPost, unavailableResponse } from "@/leads/server/http";
import { getDb } from "@/platform/db";
import { env } from "@/platform/env";
import { getSiteFromRequest, jsonError } from "@/sites/site-from-request";

export const dynamic = "force-dynamic";

/** POST /api/leads: stores a lead and queues its delivery; answers `{ lead_id }` or `{ error, fieldErrors }`. */
export async function POST(request: Request) {
  let target;
  try {
    const site = await getSiteFromRequest(request);
    if (!site) return jsonError(404, "Unknown site");
    target = { db: await getDb(), site };
  } catch (error) {
    return unavailableResponse(error);
  }
  const config = env();
  const { response, created } = await handleLeadPost(request, {
    ...target,
    limits: {
      phonePerWindow: config.LEAD_RATE_LIMIT_PHONE_PER_HOUR,
      ipPerWindow: config.LEAD_RATE_LIMIT_IP_PER_HOUR,
      windowMs: 60 * 60_000,
    },
  });
  if (created) wakeServerLeadWorker();
  return response;
}
