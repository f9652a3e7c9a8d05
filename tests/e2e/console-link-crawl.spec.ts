import { expectNoSeriousAxeIssues } from "./support/axe";
import { consoleUrl, demoMember, signInToConsole } from "./support/console";
import { expect, test, type Page } from "./support/test";

// The console's link crawl: signed in as each demo role, follow every link on the
// console's host reachable from the home page (GET only), and fail on any 4xx or 5xx; axe on the
// first page of each template. Generic: whatever sections the header lists (leads, reservations,
// dashboard, staff, audit...) are crawled. Sign-out is a form, never a link; downloads (exports)
// and links marked `download` are checked by status only, never opened in the page.
// The operator sees every template, so its walk is the long one and runs axe; the narrower roles
// walk a shorter way, to prove their links answer too (a link to a page their role may not open).

const walks = {
  operator: { maxPages: 80, perTemplate: 4, axe: true },
  group_admin: { maxPages: 30, perTemplate: 2, axe: false },
  manager: { maxPages: 30, perTemplate: 2, axe: false },
  salesperson: { maxPages: 30, perTemplate: 2, axe: false },
};

/** `/leads/3f0c…` and `/staff/3f0c…` are one template each; the query does not make a new one. */
const templateOf = (path: string) =>
  path
    .split("?")[0]!
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ":id")
    .replace(/\/\d+(?=\/|$)/g, "/:n")
    // A site's settings sections (`/sites/:id/settings/labels`, `/theme`…) are one generated form.
    .replace(/\/settings\/(?!versions(?:\/|$))[A-Za-z]+$/, "/settings/:section");

/** The templates of the sections the console's header lists for the signed-in member. */
async function sectionsShown(page: Page): Promise<string[]> {
  await page.goto(consoleUrl("/"));
  const hrefs = await page
    .getByRole("navigation", { name: "Console" })
    .locator("a[href]")
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
  return hrefs.filter((href) => href.startsWith("/")).map(templateOf);
}

const isDownload = (path: string) => /\.(csv|pdf|xlsx)(\?|$)|\/export(\/|\?|$)/.test(path);

for (const [role, { maxPages, perTemplate, axe }] of Object.entries(walks)) {
  test(`the console crawled as ${role}: every link answers`, async ({ page }) => {
    test.setTimeout(300_000);
    const member = demoMember(role);
    await signInToConsole(page, member.email, member.password, member.totpSecret);
    const seen = new Set<string>(["/"]);
    const followed = new Map<string, number>();
    const scanned = new Set<string>();
    const broken: string[] = [];
    const queue: { path: string; from: string }[] = [{ path: "/", from: "(start)" }];
    let visited = 0;
    while (queue.length > 0 && visited < maxPages) {
      const { path, from } = queue.shift()!;
      const template = templateOf(path);
      if (isDownload(path)) {
        // Fetched by the page itself (the console's cookie, and `console.localhost` resolves in
        // Chromium, not in Node's resolver).
        const status = await page.evaluate(async (href) => (await fetch(href)).status, path);
        if (status >= 400) broken.push(`${status} ${path} (linked from ${from})`);
        continue;
      }
      // A hundred leads are one template: a few of each are opened, so the walk reaches every
      // section (breadth first from the home page) within its page budget.
      const count = followed.get(template) ?? 0;
      if (count >= perTemplate) continue;
      followed.set(template, count + 1);
      visited += 1;
      const response = await page.goto(consoleUrl(path));
      const status = response?.status() ?? 0;
      if (status >= 400 || status === 0) {
        broken.push(`${status} ${path} (linked from ${from})`);
        continue;
      }
      // Signed out by a link would end the crawl: none may do it.
      expect(new URL(page.url()).pathname, `${path} sent the crawler to sign in`).not.toBe("/sign-in");
      if (!scanned.has(template)) {
        scanned.add(template);
        if (axe) await expectNoSeriousAxeIssues(page, { label: `${role} ${path}` });
      }
      const links = await page
        .locator("a[href]")
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
      for (const href of links) {
        if (!href.startsWith("/") || href.startsWith("//")) continue;
        const target = href.replace(/#.*$/, "");
        if (target === "" || target.startsWith("/_next/") || target.startsWith("/sign-out")) continue;
        if (seen.has(target)) continue;
        seen.add(target);
        queue.push({ path: target, from: path });
      }
    }
    expect(broken).toEqual([]);
    expect(scanned.size).toBeGreaterThan(0);
    // Every section the member's header lists was reached.
    for (const section of await sectionsShown(page))
      expect([...scanned], `${role} never reached ${section}`).toContain(section);
  });
}
