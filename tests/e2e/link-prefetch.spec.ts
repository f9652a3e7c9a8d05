import type { Request } from "@playwright/test";
import { expect, test, type Page } from "./support/test";

// A page's links fetch the pages they lead to only once the shopper shows intent (src/ui/link.tsx):
// loading a vehicle page used to ask the server for about twenty other pages (menus, breadcrumbs, the
// finance and trade-in buttons), each rendered for the purpose and read by the browser while the page
// was still starting. Navigation itself still goes through Next's router.

const port = Number(process.env.E2E_PORT ?? 3100);

const isPagePrefetch = (request: Request) =>
  request.url().includes("_rsc=") || request.headers()["next-router-prefetch"] !== undefined;

function countPrefetches(page: Page): () => string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (isPagePrefetch(request)) seen.push(request.url());
  });
  return () => seen;
}

test("a vehicle page asks for no other page while it loads, and a link fetches its page on hover", async ({ page }) => {
  await page.goto(`http://harbourside.localhost:${port}/cars`);
  const href = await page.getByTestId("result-card").first().getByRole("link").first().getAttribute("href");
  expect(href).toMatch(/^\/cars\//);

  const prefetches = countPrefetches(page);
  await page.goto(`http://harbourside.localhost:${port}${href}`);
  await page.waitForLoadState("networkidle");
  // Links in view, after load and idle: Next would have prefetched them by now.
  expect(prefetches()).toEqual([]);

  const crumb = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").first();
  const crumbHref = await crumb.getAttribute("href");
  await crumb.hover();
  await expect.poll(() => prefetches().length).toBeGreaterThan(0);

  // The link still navigates in the page, without a full reload.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await crumb.click();
  await expect(page).toHaveURL(`http://harbourside.localhost:${port}${crumbHref}`);
  expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
});
