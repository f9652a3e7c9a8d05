import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Waits (up to 3 s) until no finite CSS animation or transition is running: axe measures colour
 * contrast through opacity, so a toast caught fading in reads as grey on grey (CI, 2026-11-29: the
 * 'View List' button of the saved-car toast). Endless animations (a spinner) are not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
}

async function seriousIssues(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`));
}

/**
 * The page's serious and critical accessibility problems, by axe, as 'rule: target' lines (none
 * expected). `soft` reports them and lets the test go on (a journey walk checks every step);
 * `label` names the page or step in the failure.
 *
 * On a client-side navigation Next takes the old page's <title> down when the new page commits and
 * puts the new one up when its streamed metadata arrives, up to a few seconds later on a loaded
 * machine (CI, 2026-11-29: axe caught the buy-online journey between the two). When the title is all
 * axe finds missing, the check waits for the title and asks axe again; a page that never gets one
 * still fails.
 */
export async function expectNoSeriousAxeIssues(
  page: Page,
  { soft = false, label }: { soft?: boolean; label?: string } = {},
): Promise<void> {
  let serious = await seriousIssues(page);
  if (serious.some((issue) => issue.startsWith("document-title:"))) {
    await expect(page)
      .toHaveTitle(/\S/, { timeout: 15_000 })
      .catch(() => undefined);
    serious = await seriousIssues(page);
  }
  (soft ? expect.soft : expect)(serious, label ? `axe on ${label}` : undefined).toEqual([]);
}
