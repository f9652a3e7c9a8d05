import { rawRequest } from "./support/site-request";
import { expect, test } from "./support/test";

// Issue 28, item 10: /favicon.ico, which browsers and bookmark tools ask for without reading the page,
// answers with the tab icon of the host: the demo index's on the bare domain, each site's own.

const port = Number(process.env.E2E_PORT ?? 3100);

async function iconBehind(host: string) {
  const answer = await rawRequest(host, "/favicon.ico");
  expect(answer.status, host).toBe(302);
  const location = String(answer.headers.location ?? "");
  expect(location, host).toMatch(/^\/media\/logo\/[a-z0-9-]+\.svg\?.*shape=icon/);
  const icon = await rawRequest(host, location);
  expect(icon.status, location).toBe(200);
  expect(icon.headers["content-type"]).toContain("image/svg+xml");
  expect(icon.body).toContain("<svg");
  return location;
}

test("the demo index and each site answer /favicon.ico with their own tab icon; an unknown host gets 404", async ({
  page,
}) => {
  const demoIcon = await iconBehind(`localhost:${port}`);
  expect(demoIcon).toContain("/media/logo/demo-index.svg");
  const siteIcon = await iconBehind(`harbourside.localhost:${port}`);
  expect(siteIcon).toContain("/media/logo/harbourside.svg");

  // The page names the same icon, so a browser never asks for a missing one.
  await page.goto(`http://localhost:${port}/`);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", demoIcon);

  expect((await rawRequest(`nope.localhost:${port}`, "/favicon.ico")).status).toBe(404);
});
