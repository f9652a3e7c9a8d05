import { demoSites } from "@/demo/demo-sites";
import { expect, test, type Page } from "./support/test";

// Work a phone should not do while a page loads (issue 16: total blocking time). The first call a page
// makes into the browser's locale data (Intl, localeCompare, toLocaleString) costs Chromium about 35 ms
// on this machine to load ICU, a long task on its own at a phone's speed; "$12,345" and "12,345 km"
// need none of it. This records every such call from the first script on, through hydration and the
// work that follows it (the cards' finance quotes, the facet options), on the home, search and vehicle
// page of every demo site.

const port = Number(process.env.E2E_PORT ?? 3100);

declare global {
  interface Window {
    localeDataCalls?: string[];
  }
}

async function recordLocaleDataCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: string[] = [];
    window.localeDataCalls = calls;
    const record = (name: string) =>
      calls.push(`${name}\n${new Error().stack?.split("\n").slice(2, 6).join("\n") ?? ""}`);
    for (const name of [
      "NumberFormat",
      "DateTimeFormat",
      "Collator",
      "PluralRules",
      "RelativeTimeFormat",
      "ListFormat",
      "Segmenter",
    ] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      const Wrapped = function (this: unknown, ...args: unknown[]) {
        record(`Intl.${name}`);
        return new Original(...args);
      };
      Object.defineProperty(Intl, name, { value: Wrapped, configurable: true, writable: true });
    }
    const wrapMethod = (owner: object, method: string, label: string) => {
      const original = (owner as Record<string, (...args: unknown[]) => unknown>)[method]!;
      Object.defineProperty(owner, method, {
        configurable: true,
        writable: true,
        value: function (this: unknown, ...args: unknown[]) {
          record(label);
          return original.apply(this, args);
        },
      });
    };
    wrapMethod(String.prototype, "localeCompare", "String#localeCompare");
    wrapMethod(Number.prototype, "toLocaleString", "Number#toLocaleString");
    for (const method of ["toLocaleString", "toLocaleDateString", "toLocaleTimeString"]) {
      wrapMethod(Date.prototype, method, `Date#${method}`);
    }
  });
}

for (const { slug } of demoSites) {
  test(`${slug}: the home, search and vehicle pages load without the browser's locale data`, async ({ page }) => {
    await recordLocaleDataCalls(page);
    const origin = `http://${slug}.localhost:${port}`;
    await page.goto(`${origin}/cars`);
    const vehicle = await page.locator('[data-testid="search-results"] a[href^="/cars/"]').first().getAttribute("href");
    expect(vehicle).not.toBeNull();
    for (const path of ["/", "/cars", vehicle!]) {
      await page.goto(`${origin}${path}`);
      // Hydration is done (the fixture waited); let the work after it run: the deferred renders (the
      // search page's facet options), the calculators that come after hydration, the quotes.
      if (path === "/cars")
        await expect(page.locator('[data-testid="facet-panel"] input[type="checkbox"]').first()).toBeAttached();
      await expect(page.locator("[data-calculator-slot]")).toHaveCount(0);
      await page.waitForLoadState("networkidle");
      const calls = await page.evaluate(() => window.localeDataCalls ?? []);
      expect(calls, `${slug} ${path}`).toEqual([]);
    }
  });
}
