// Spin to win: a signed-in shopper spins once (one spin per phone per site, enforced by the unique
// index spin_entries_one_per_phone, so two tabs or two servers racing still give one prize), the
// prize is drawn with a CSPRNG from the site's `spinToWin.prizes`, recorded, and sent to the dealer
// as a lead through the outbox in the same transaction. Every function takes the database, so the
// integration tests run it on PGlite and the PostgreSQL server.
import { and, eq } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { spinEntries } from "@/platform/db/schema";
import { writeDealerNotice } from "@/leads/server/dealer-notice";
import type { SiteConfig } from "@/sites/config-schema";
import { drawPrize, type RandomInt } from "./spin-draw";

export const spinMessages = {
  signIn: "Please sign in to spin the wheel.",
  already: "You have already spun the wheel: it is one spin per mobile number.",
  off: "This site has no spin-to-win promotion.",
} as const;

export const spinLeadFormType = "spin-to-win";
export const spinLeadCategory = "Spin to Win Prize";

export type SpinSite = { id: string; config: Pick<SiteConfig, "spinToWin" | "features"> };
export type Spinner = { userId: string; phone: string };
export type SpinEntry = { prize: string; createdAt: Date };
export type SpinOutcome = { kind: "won"; prize: string } | { kind: "already"; prize: string };

export async function findSpin(db: Db, siteId: string, phone: string): Promise<SpinEntry | null> {
  const [row] = await db
    .select({ prize: spinEntries.prize, createdAt: spinEntries.createdAt })
    .from(spinEntries)
    .where(and(eq(spinEntries.siteId, siteId), eq(spinEntries.phone, phone)))
    .limit(1);
  return row ?? null;
}

/** The shopper's one spin: a new prize, or the one they already won. */
export async function spinWheel(db: Db, site: SpinSite, spinner: Spinner, random?: RandomInt): Promise<SpinOutcome> {
  const earlier = await findSpin(db, site.id, spinner.phone);
  if (earlier) return { kind: "already", prize: earlier.prize };
  const prize = drawPrize(site.config.spinToWin.prizes, random).name;
  const won = await db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(spinEntries)
      .values({ siteId: site.id, userId: spinner.userId, phone: spinner.phone, prize })
      .onConflictDoNothing()
      .returning({ id: spinEntries.id });
    // Another spin for this phone got there first: its prize stands.
    if (!entry) return false;
    const leadId = await writeDealerNotice(tx, site.id, {
      formType: spinLeadFormType,
      category: spinLeadCategory,
      idempotencyKey: `spin-${entry.id}`,
      payload: {
        phone: spinner.phone,
        prize,
        message: `Won "${prize}" on the website's spin-to-win wheel. Please call to arrange the prize.`,
      },
    });
    await tx.update(spinEntries).set({ leadId }).where(eq(spinEntries.id, entry.id));
    return true;
  });
  if (won) return { kind: "won", prize };
  const first = await findSpin(db, site.id, spinner.phone);
  return { kind: "already", prize: first?.prize ?? prize };
}
