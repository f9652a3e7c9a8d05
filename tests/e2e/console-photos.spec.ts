import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { isListable } from "@/stock/listing-rules";
import { demoConfig } from "@/finance/test-configs";
import { expectNoSeriousAxeIssues } from "./support/axe";
import { consoleUrl, demoMember, signInToConsole } from "./support/console";
import { demo } from "./support/demo";
import { expect, test } from "./support/test";

// A car's photos in the console (decision 055) as Harbourside Motors' manager: a file that is no
// photo is refused with its name; one photo chosen with the file field and one dropped on the box
// are processed by the worker; the second is made first, and the shopper's vehicle page then names
// it as the car's picture (its shared card's image). The photos are handed back to the feed after,
// so the car is as the seed left it.

test.use({ actionTimeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (address: string) => `http://harbourside.localhost:${port}${address}`;
const rules = demoConfig("harbourside").search.filters;
const now = new Date();
const harbourside = demo.sites.find((site) => site.slug === "harbourside");
const motors = demo.dealerships.find(
  (dealership) => dealership.siteId === harbourside?.id && dealership.slug === "harbourside-motors",
);
// A listed car no other spec edits (console-stock edits the first such car's price).
const car = demo.cars
  .filter(
    (candidate) =>
      candidate.dealershipId === motors?.id &&
      candidate.status === "in_stock" &&
      candidate.checkoutEnabled === false &&
      !candidate.reserved &&
      isListable(
        {
          status: candidate.status,
          soldAt: candidate.soldAt ?? null,
          showOnDealerWebsite: candidate.showOnDealerWebsite ?? true,
          carType: candidate.carType,
          certified: candidate.certified ?? false,
          make: candidate.make,
          stocknum: candidate.stocknum,
          createdAt: candidate.createdAt ?? now,
        },
        rules,
        now,
      ),
  )
  .at(-1);

const photo = (file: string) => readFileSync(path.join("src", "demo", "photos", file));
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const first = { name: "front.jpg", bytes: photo("sedan-front-quarter.jpg") };
const second = { name: "side.jpg", bytes: photo("hatch-side.jpg") };

test("the manager uploads two photos, makes the second the main one, and the vehicle page shows it", async ({
  page,
}) => {
  if (!car) throw new Error("harbourside-motors has no plainly listed car");
  const manager = demoMember("manager");
  await signInToConsole(page, manager.email, manager.password, manager.totpSecret);
  await page.goto(consoleUrl(`/stock?q=${encodeURIComponent(car.stocknum)}`));
  await page.getByTestId("stock-table").getByRole("link", { name: car.stocknum }).click();
  await expect(page.getByRole("heading", { name: "Photos", exact: true })).toBeVisible();
  const carPage = page.url();

  // A file that is no photo: refused with its name, nothing added.
  const field = page.getByLabel("Photos to add");
  await field.setInputFiles({ name: "brochure.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n") });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByTestId("photo-upload-error")).toContainText(
    "brochure.pdf is not a JPEG, PNG, WebP or AVIF photo.",
  );

  // One chosen with the file field (the keyboard's way)…
  await field.setInputFiles({ name: first.name, mimeType: "image/jpeg", buffer: first.bytes });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByTestId("saved-note")).toContainText("Photos added");
  await expect(page.getByTestId("console-photo")).toHaveCount(1);

  // …and one dropped on the box.
  const dropped = await page.evaluateHandle(
    ({ base64, name }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: "image/jpeg" }));
      return transfer;
    },
    { base64: second.bytes.toString("base64"), name: second.name },
  );
  await page.getByTestId("photo-drop-zone").dispatchEvent("drop", { dataTransfer: dropped });
  await expect(page.getByTestId("console-photo")).toHaveCount(2);
  await expect(page.getByTestId("saved-note")).toContainText("Photos added");

  // The worker processes both; the page says so once it has.
  await expect
    .poll(
      async () => {
        await page.goto(carPage);
        return page.getByTestId("console-photo").evaluateAll((items) => items.map((item) => item.dataset.status));
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toEqual(["ready", "ready"]);
  const hashes = () => page.getByTestId("console-photo").evaluateAll((items) => items.map((item) => item.dataset.hash));
  expect(await hashes()).toEqual([sha256(first.bytes), sha256(second.bytes)]);
  await expect(page.getByTestId("photos-source")).toContainText("Arranged in the console");
  await expectNoSeriousAxeIssues(page);

  await page.getByRole("button", { name: "Make photo 2 of 2 first" }).click();
  await expect(page.getByTestId("saved-note")).toContainText("new order");
  expect(await hashes()).toEqual([sha256(second.bytes), sha256(first.bytes)]);
  await expect(page.getByTestId("car-history")).toContainText(`${manager.name} put the photos in a new order`);

  // The list says how the car's photos are doing.
  await page.goto(consoleUrl(`/stock?q=${encodeURIComponent(car.stocknum)}`));
  await expect(page.getByTestId("stock-table").getByTestId("photo-state")).toHaveText("2 photos");

  // The vehicle page's card names the new main photo, at 1200 wide, once the search index has it.
  const cardImage = async () => {
    await page.goto(siteUrl(`/cars/${car.slug}`));
    return (await page.locator('meta[property="og:image"]').getAttribute("content")) ?? "";
  };
  await expect.poll(cardImage, { timeout: 30_000 }).toContain(`/media/photo/${sha256(second.bytes)}/1200.jpg`);
  const imagePath = new URL(await cardImage()).pathname;
  expect(await page.evaluate(async (address) => (await fetch(address)).headers.get("content-type"), imagePath)).toBe(
    "image/jpeg",
  );

  // Handed back to the feed: the seed's drawings again.
  await page.goto(carPage);
  await page.getByRole("button", { name: "Use the feed's photos" }).click();
  await page.getByTestId("confirm-feed-photos").getByRole("button", { name: "Use the feed's photos" }).click();
  await expect(page.getByTestId("saved-note")).toContainText("stock feed's photos again");
  await expect(page.getByTestId("photos-source")).toContainText("From the stock feed");
  await expect(page.getByTestId("no-photos")).toBeVisible();
  await expect.poll(cardImage, { timeout: 30_000 }).not.toContain("/media/photo/");
});
