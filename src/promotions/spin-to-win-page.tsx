import "server-only";
import { notFound } from "next/navigation";
import { gatePage, signInHref } from "@/accounts/gate";
import { currentAccount } from "@/accounts/server/runtime";
import { getDb } from "@/platform/db";
import type { Site } from "@/sites/get-site";
import { ButtonLink } from "@/ui/button";
import { Card } from "@/ui/card";
import { SpinWheel } from "./components/spin-wheel";
import { findSpin } from "./spin-to-win";

export const spinToWinPath = "/spin-to-win";

/** '1 January 2026' from the config's YYYY-MM-DD (a calendar day: no time zone moves it). */
function formatDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-AU", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/**
 * /spin-to-win: the wheel with the site's prizes and terms. Where the site gates it, signed-out
 * visitors go to sign in first; elsewhere they see the wheel and a sign-in link (a spin needs a phone).
 */
export async function SpinToWinPage({ site }: { site: Site }) {
  if (!site.config.features.spinToWin) notFound();
  const account = (await gatePage(site, { route: "spinToWin" }, spinToWinPath)) ?? (await currentAccount(site));
  const earlier = account ? await findSpin(await getDb(), site.id, account.phone) : null;
  const { prizes, terms, promoter, startsOn, endsOn, permits } = site.config.spinToWin;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="mb-2 text-3xl font-bold">Spin to Win</h1>
      <p className="mb-6 text-muted">One spin per mobile number. Every spin wins one of these prizes:</p>
      <Card tone="raised" padding="lg">
        <ul className="mb-6 grid gap-2 sm:grid-cols-2" data-testid="spin-prizes">
          {prizes.map((prize) => (
            <li key={prize.name} className="rounded-site bg-surface-alt p-3 text-center font-semibold">
              {prize.name}
            </li>
          ))}
        </ul>
        {account ? (
          <SpinWheel earlierPrize={earlier?.prize ?? null} prizes={prizes.map((prize) => prize.name)} />
        ) : (
          <ButtonLink href={signInHref("spinToWin", spinToWinPath)} size="lg">
            Sign in to spin
          </ButtonLink>
        )}
      </Card>
      <div className="mt-6 space-y-1 text-sm text-muted" data-testid="spin-terms">
        <p>{terms}</p>
        {promoter ? <p data-testid="spin-promoter">Promoter: {promoter}.</p> : null}
        {startsOn && endsOn ? (
          <p data-testid="spin-dates">
            The promotion runs from {formatDay(startsOn)} to {formatDay(endsOn)}.
          </p>
        ) : null}
        {permits.length > 0 ? (
          <p data-testid="spin-permits">
            Authorised under {permits.map((permit) => `${permit.state} permit ${permit.number}`).join("; ")}.
          </p>
        ) : null}
      </div>
    </div>
  );
}
