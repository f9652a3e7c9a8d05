// POST /api/spin-to-win: the signed-in shopper's spin. 201 `{ prize }` for a new spin, 409 `{ error,
// prize }` when this phone has spun before, 401 signed out, 404 where the site has no promotion.
import { findAccount, readSessionToken } from "@/accounts/session";
import type { Db } from "@/platform/db/connect";
import { spinMessages, spinWheel, type SpinSite } from "./spin-to-win";
import type { RandomInt } from "./spin-draw";

const noStore = { "cache-control": "no-store" };

export async function handleSpinPost(
  request: Request,
  target: { db: Db; site: SpinSite; random?: RandomInt },
): Promise<{ response: Response; won: boolean }> {
  const answer = (status: number, body: unknown) => Response.json(body, { status, headers: noStore });
  if (!target.site.config.features.spinToWin) return { response: answer(404, { error: spinMessages.off }), won: false };
  const account = await findAccount(target.db, target.site.id, readSessionToken(request.headers.get("cookie")));
  if (!account) return { response: answer(401, { error: spinMessages.signIn }), won: false };
  const outcome = await spinWheel(target.db, target.site, account, target.random);
  if (outcome.kind === "already") {
    return { response: answer(409, { error: spinMessages.already, prize: outcome.prize }), won: false };
  }
  return { response: answer(201, { prize: outcome.prize }), won: true };
}
