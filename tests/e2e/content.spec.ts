import { expect, test } from "./support/test";
import { demo } from "./support/demo";

// The dealers' own pages and blog: what their menus, footers and lead forms link to.

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (slug: string, path = "/") => `http://${slug}.localhost:${port}${path}`;

function pagesOf(slug: string) {
  const siteId = demo.sites.find((site) => site.slug === slug)?.id;
  return demo.contentPages.filter((page) => page.siteId === siteId);
}

test("a lead form's privacy and terms links open the dealer's own policy pages", async ({ page }) => {
  await page.goto(siteUrl("redgum", "/contact-us"));
  await page.getByTestId("privacy-notice").getByRole("link", { name: "Read our privacy policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("content-page")).toContainText("Australian Privacy Principles");

  const terms = await page.goto(siteUrl("redgum", "/terms-and-conditions"));
  expect(terms?.status()).toBe(200);
  await expect(page.getByTestId("content-page")).toContainText("Australian Consumer Law");
});

test("the footer's About Us, Careers and Warranty pages answer with the dealer's text", async ({ page }) => {
  for (const path of ["/about-us", "/careers", "/warranty", "/faqs"]) {
    const response = await page.goto(siteUrl("harbourside", path));
    expect(response?.status(), path).toBe(200);
    const stored = pagesOf("harbourside").find((row) => `/${row.path}` === path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(stored?.title ?? "missing");
    await expect(page).toHaveTitle(new RegExp(`${stored?.seoTitle ?? stored?.title ?? "missing"}`));
  }
  await page.goto(siteUrl("harbourside", "/warranty"));
  await expect(page.getByTestId("content-page")).toContainText("3-year");
});

test("the used-car dealer states its return terms; the group site has its divisions' pages", async ({ page }) => {
  await page.goto(siteUrl("redgum", "/return-policy"));
  const body = page.getByTestId("content-page");
  await expect(body).toContainText("14");
  await expect(body).toContainText("500");
  await expect(body).toContainText("quarter tank");

  for (const path of ["/twg-cars", "/twg-rental", "/twg-tyres", "/neotek", "/4x4-outdoor", "/finance-and-insurance"]) {
    const response = await page.goto(siteUrl("southern-cross", path));
    expect(response?.status(), path).toBe(200);
    await expect(page.getByTestId("content-page")).toBeVisible();
  }
});

test("the blog lists posts newest first, by category, and a post ends with the site's call-to-action cards", async ({
  page,
}) => {
  const posts = pagesOf("harbourside")
    .filter((row) => row.kind === "post")
    .sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0));
  await page.goto(siteUrl("harbourside", "/blog"));
  const titles = page.getByTestId("blog-index").getByRole("heading", { level: 2 });
  await expect(titles).toHaveText(posts.map((post) => post.title));

  await page.getByRole("link", { name: "Vehicle Reviews" }).click();
  await expect(page).toHaveURL(/\/blog\/vehicle-reviews$/);
  const reviews = posts.filter((post) => post.category === "vehicle-reviews");
  await expect(page.getByTestId("blog-index").getByRole("heading", { level: 2 })).toHaveText(
    reviews.map((post) => post.title),
  );

  await page.getByRole("link", { name: reviews[0]?.title ?? "missing" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(reviews[0]?.title ?? "missing");
  const cards = page.getByTestId("blog-cta-cards");
  // harbourside takes reservations, so all three cards show.
  await expect(cards.getByRole("link")).toHaveText(["Book a Test Drive", "View Cars", "Find One to Reserve"]);
  await cards.getByRole("link", { name: "Book a Test Drive" }).click();
  await expect(page).toHaveURL(/\/book-test-drive$/);
});

test("the subscription site's blog is a list with its two cards; an unknown page is the site's 404", async ({
  page,
}) => {
  await page.goto(siteUrl("driveflex", "/blog"));
  const post = pagesOf("driveflex").find((row) => row.kind === "post");
  await page.getByRole("link", { name: post?.title ?? "missing" }).click();
  await expect(page.getByTestId("blog-cta-cards").getByRole("link")).toHaveCount(2);

  const missing = await page.goto(siteUrl("driveflex", "/no-such-page"));
  expect(missing?.status()).toBe(404);
  const badCategory = await page.goto(siteUrl("driveflex", "/blog/no-such-category"));
  expect(badCategory?.status()).toBe(404);
});

test("the careers page takes a job seeker's enquiry under its text, sent as a general enquiry", async ({ page }) => {
  await page.goto(siteUrl("bayside", "/careers"));
  await expect(page.getByTestId("content-page")).toBeVisible();
  const form = page.getByRole("region", { name: "Ask about working with us" });
  await expect(form).toBeVisible();
  await form.getByRole("textbox", { name: "First Name", exact: true }).fill("Alex");
  await form.getByRole("textbox", { name: "Last Name", exact: true }).fill("Nguyen");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill("alex.nguyen@example.com");
  await form.getByRole("textbox", { name: "Phone", exact: true }).fill("0412 555 011");
  await form.getByRole("textbox", { name: "Comments", exact: true }).fill("Are you taking on apprentice technicians?");
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/leads") && request.method() === "POST");
  await form.getByRole("button", { name: "Send Careers Enquiry" }).click();
  expect((await sent).postDataJSON()).toMatchObject({ formType: "careers" });
  await expect(page).toHaveURL(/\/success\?lead=[0-9a-f-]{36}$/);
  await expect(page.getByTestId("lead-success")).toHaveAttribute("data-category", "General Enquiry");
});

test("bayside's footer leads to its own owner and buyer pages; its reviews page lists the stored reviews", async ({
  page,
}) => {
  await page.goto(siteUrl("bayside", "/"));
  const footer = page.getByTestId("site-footer");
  await footer.getByRole("link", { name: "Home Drive", exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/home-drive$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Home Drive");
  await expect(page.getByTestId("content-page").getByRole("link", { name: "test drive booking form" })).toHaveAttribute(
    "href",
    "/book-test-drive",
  );

  for (const path of [
    "/pages/book-a-service",
    "/pages/parts-accessories",
    "/pages/warranty",
    "/pages/lifecycle-checkup",
    "/pages/service-benefits",
    "/pages/pre-owned-benefits",
    "/pages/experience-gt",
    "/pages/unsubscribe",
  ]) {
    const stored = pagesOf("bayside").find((row) => `/${row.path}` === path);
    const response = await page.goto(siteUrl("bayside", path));
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(stored?.title ?? "missing");
  }
  await expect(page.getByTestId("content-page")).toContainText("Reply STOP");

  await page.goto(siteUrl("bayside", "/pages/reviews"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Customer Reviews");
  await expect(page.getByTestId("content-page").getByTestId("review").first()).toBeVisible();

  // The pages are bayside's: another dealer's site does not have them.
  expect((await page.goto(siteUrl("redgum", "/pages/home-drive")))?.status()).toBe(404);
});

test("harbourside's footer links its own programmes' pages", async ({ page }) => {
  await page.goto(siteUrl("harbourside", "/"));
  const group = page
    .getByTestId("site-footer")
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "The Harbourside Advantage" }) });
  for (const [name, path] of [
    ["Diamond Advantage", "/diamond-advantage"],
    ["Autopact Handback Guarantee", "/autopact-handback-guarantee"],
    ["Autopact Protection Plan", "/autopact-protection-plan"],
    ["Ultratek Protection", "/ultratek"],
  ] as const) {
    await expect(group.getByRole("link", { name, exact: true })).toHaveAttribute("href", path);
  }
  await group.getByRole("link", { name: "Autopact Handback Guarantee" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Autopact Handback Guarantee");
  await expect(page.getByTestId("content-page")).toContainText("Guaranteed Future Value");
});

test("southern-cross's Book a Service link opens the manufacturer's booking page in a new tab", async ({ page }) => {
  await page.goto(siteUrl("southern-cross", "/"));
  const link = page
    .getByTestId("site-footer")
    .getByRole("link", { name: "Book a Service (opens in a new tab)", exact: true });
  await expect(link).toHaveAttribute("href", "https://www.example.com.au/owners/book-a-service");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
  // Another site keeps its own booking form.
  await page.goto(siteUrl("harbourside", "/"));
  await expect(
    page.getByTestId("site-footer").getByRole("link", { name: "Book a Service", exact: true }),
  ).toHaveAttribute("href", "/service");
});
