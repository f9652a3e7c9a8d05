import { z } from "zod";
import { jsonError, readJsonBody } from "@/platform/http";
import { withSite } from "@/sites/with-site";
import { recordPhoneReveal } from "@/vehicle/phone-reveals";

const maxBodyBytes = 16_384;

const revealBody = z.strictObject({ car_id: z.uuid("car_id must be a car id"), dealership_id: z.uuid().optional() });

/** Logs a 'Call the Dealer' reveal (car_id, dealership_id, website_id) on phone-masking sites. */
export const POST = withSite(async (request, { site }) => {
  const body = await readJsonBody(request, maxBodyBytes);
  if (!body.ok) return jsonError(400, body.error);
  const parsed = revealBody.safeParse(body.value);
  if (!parsed.success) return jsonError(400, parsed.error.issues[0]?.message ?? "Invalid request");
  if (!(await recordPhoneReveal(site, parsed.data.car_id))) return jsonError(404, "No such car on this site");
  return Response.json({ ok: true });
});
