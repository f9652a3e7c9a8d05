import { test as base, type Page } from "@playwright/test";

export { expect, type Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page (src/app/hydration-marker.tsx), so a click on a server-
 * rendered button is never lost to a handler not yet attached. Pages the app does not render (the
 * plain 404 of an unknown host, a PDF) have no app scripts and are ready as they are.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" || document.querySelector('script[src*="/_next/"]') === null,
  );
}

/** Playwright's test, whose page waits for hydration after every goto and reload. */
export const test = base.extend({
  page: async ({ page }, use) => {
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
    await use(page);
  },
});
