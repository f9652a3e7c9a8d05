import { demo } from "./support/demo";
import { expect, test, type Page } from "./support/test";

// One car, one finance figure: its result card, its page, /compare and its print sheet say the same
// weekly repayment and comparison rate. Three cars on each of three sites with different sources:
// harbourside (youX: stored quotes and quotes asked for), redgum (Taurus lender entries, fees) and
// southern-cross (Manual lender entries).

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (slug: string, path = "/") => `http://${slug}.localhost:${port}${path}`;

type Figure = { weekly: string; comparison: string };
type CardFigure = Figure & { slug: string };

const money = /\$\d[\d,]*/;
const rate = /\d+\.\d\d%/;

function figureIn(text: string): Figure {
  const weekly = money.exec(text)?.[0];
  const comparison = /comparison rate (\d+\.\d\d%)/i.exec(text)?.[1];
  if (!weekly || !comparison) throw new Error(`no finance figure in "${text}"`);
  return { weekly, comparison };
}

/** The first three result cards with a settled finance estimate: their car and figure. */
async function cardFigures(page: Page, site: string): Promise<CardFigure[]> {
  await page.goto(siteUrl(site, "/search/new-used-and-demo-cars"));
  const cards = page.getByTestId("search-results").getByTestId("result-card");
  await expect(cards.first()).toBeVisible();
  const figures: CardFigure[] = [];
  for (const card of await cards.all()) {
    const estimate = card.getByTestId("finance-estimate");
    if ((await estimate.count()) === 0) continue;
    await expect(estimate.getByTestId("finance-weekly")).toHaveText(money);
    const comparison = estimate.getByTestId("finance-comparison-rate");
    if ((await comparison.count()) === 0) continue;
    await expect(comparison).toHaveText(rate);
    const href = await card.locator('a[href*="/cars/"]').first().getAttribute("href");
    const slug = /\/cars\/([^/?#]+)/.exec(href ?? "")?.[1];
    if (!slug) continue;
    figures.push({
      slug,
      weekly: (await estimate.getByTestId("finance-weekly").innerText()).trim(),
      comparison: rate.exec(await comparison.innerText())?.[0] ?? "",
    });
    if (figures.length === 3) break;
  }
  expect(figures, `${site} shows three cards with a finance estimate`).toHaveLength(3);
  return figures;
}

for (const site of ["harbourside", "redgum", "southern-cross"]) {
  test(`${site}: each car's finance figure is the same on its card, its page, /compare and its print sheet`, async ({
    page,
  }) => {
    const cards = await cardFigures(page, site);

    for (const card of cards) {
      await page.goto(siteUrl(site, `/cars/${card.slug}`));
      const summary = page.getByTestId("finance-summary");
      await expect(summary.getByTestId("finance-summary-weekly")).toHaveText(card.weekly);
      await expect(summary.getByTestId("finance-summary-comparison-rate")).toHaveText(card.comparison);

      await page.goto(siteUrl(site, `/print?car_id=${card.slug}`));
      const printed = figureIn(await page.getByTestId("print-finance").innerText());
      expect(printed, `${card.slug} printed`).toEqual({ weekly: card.weekly, comparison: card.comparison });
    }

    const ids = cards.map((card) => {
      const id = demo.cars.find((car) => car.slug === card.slug)?.id;
      if (!id) throw new Error(`${card.slug} is a demo car`);
      return id;
    });
    await page.goto(siteUrl(site, `/compare?ids=${ids.join(",")}`));
    const row = page.getByTestId("compare-row").filter({ has: page.getByRole("rowheader", { name: /Finance/ }) });
    const cells = await row.getByRole("cell").allInnerTexts();
    expect(cells.map(figureIn)).toEqual(cards.map(({ weekly, comparison }) => ({ weekly, comparison })));
  });
}
