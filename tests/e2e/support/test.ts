import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from "@playwright/test";

export { expect, type Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page (src/app/hydration-marker.tsx), so a click on a server-
 * rendered button is never lost to a handler not yet attached. Pages the app does not render (the
 * plain 404 of an unknown host, a PDF) have no app scripts and are ready as they are; a kept page's
 * scripts may still be placeholders its loader has not started (decision 058).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" ||
      document.querySelector('script[src*="/_next/"], script[data-src*="/_next/"]') === null,
  );
}

const patched = new WeakSet<Page>();

/** A page whose goto and reload wait for hydration once they have navigated. */
function waitForHydrationAfterNavigating(page: Page): Page {
  if (patched.has(page)) return page;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page["goto"]>) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page["reload"]>) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
  return page;
}

/**
 * Every page a context opens waits for hydration after its gotos too: a second shopper's or member's
 * browser in the same test, whose click on a button before React hydrated it would be lost (a kept
 * page starts its scripts after its first picture, decision 058).
 */
function hydrateNewPagesOf(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => waitForHydrationAfterNavigating(await newPage());
  return context;
}

/** What a page logs when the browser refuses something under its Content-Security-Policy. */
const cspViolation = /Content Security Policy|Content-Security-Policy|CSP violation/i;

/**
 * Playwright's test, whose page waits for hydration after every goto and reload, and which fails a
 * test whose pages report any Content-Security-Policy violation (decision 024): Chromium's console
 * error, and the page's own `securitypolicyviolation` event for what the console leaves out.
 */
export const test = base.extend<object, object>({
  // A context a test opens itself (`browser.newContext()`) gets the same pages, unless it runs no script.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options?: BrowserContextOptions) => {
        const context = await newContext(options);
        return options?.javaScriptEnabled === false ? context : hydrateNewPagesOf(context);
      };
      await use(browser);
    },
    { scope: "worker" },
  ],
  page: async ({ page }, use, testInfo) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && cspViolation.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(
          `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${event.documentURI}`,
        );
      });
    });
    waitForHydrationAfterNavigating(page);
    hydrateNewPagesOf(page.context());
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) {
      // What each open page showed when it failed (the test's own, and those of the other browsers a
      // test opened, a shopper's or a second member's), in the log itself: CI keeps no trace or screenshot.
      const open = page
        .context()
        .browser()
        ?.contexts()
        .flatMap((context) => context.pages()) ?? [page];
      for (const shown of open.includes(page) ? open : [page, ...open]) {
        const seen = await shown
          .locator("body")
          .innerText({ timeout: 2_000 })
          .catch(() => "(the page could not be read)");
        console.log(`--- ${shown.url()} showed, when the test failed:\n${seen.slice(0, 2_000)}\n---`);
      }
    }
    if (violations.length > 0) {
      throw new Error(`The page reported Content-Security-Policy violations:\n${[...new Set(violations)].join("\n")}`);
    }
  },
});
