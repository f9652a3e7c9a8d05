import { expect, test } from "./support/test";
import { rawRequest, siteRequest, type RawAnswer } from "./support/site-request";

// Costly reads (issue 28, item 2) as a crawler, a shopper and a script meet them: a car's printable
// sheet is drawn once per version of the car, a vehicle feed once until the stock changes whatever
// query string is added, and one address asking for a sheet over and over is refused with 429 and
// Retry-After while other addresses are answered.

const port = Number(process.env.E2E_PORT ?? 3100);
const host = `harbourside.localhost:${port}`;
const demoKey = { authorization: "Bearer demo-harbourside-motors" };
// The e2e server multiplies every per-address limit by its RATE_LIMIT_FACTOR (tests/e2e/server.ts).
const rateLimitFactor = 50;
const carSheetsPerWindow = 30 * rateLimitFactor;

const car = {
  stocknum: "E2E-SHEET-1",
  make: "Alpine",
  model: "A110",
  badge: "S",
  year: 2024,
  km: 3_100,
  price: 129_990,
  car_type: "used",
  status: "in_stock",
  colour: "Abyss Blue",
  simple_body: "Coupe",
  images: ["/media/car/coupe/blue/front.svg"],
};

const get = (path: string, address: string): Promise<RawAnswer> =>
  rawRequest(host, path, { headers: { "x-forwarded-for": address } });

async function putCar(price: number): Promise<string> {
  const put = await siteRequest("harbourside", `/api/stock/harbourside-motors/cars/${car.stocknum}`, {
    method: "PUT",
    json: { ...car, price },
    headers: demoKey,
  });
  expect([200, 201]).toContain(put.status);
  const path = (put.body as { path: string }).path;
  return path.slice(path.lastIndexOf("/") + 1);
}

test.afterAll(async () => {
  await siteRequest("harbourside", `/api/stock/harbourside-motors/cars/${car.stocknum}`, {
    method: "DELETE",
    headers: demoKey,
  });
});

test("a car's printable sheet is drawn once per version of the car", async () => {
  const slug = await putCar(129_990);
  const sheet = `/api/cars/${slug}/pdf`;
  const first = await get(sheet, "203.0.113.10");
  expect(first.status).toBe(200);
  expect(first.headers["content-type"]).toBe("application/pdf");
  const drawn = first.headers["x-rendered-at"];
  expect(drawn).toBeTruthy();
  // Asked again, by anyone: the same file, not drawn again.
  await expect.poll(async () => (await get(sheet, "203.0.113.11")).headers["x-rendered-at"]).toBe(drawn);

  await putCar(124_990);
  await expect
    .poll(async () => (await get(sheet, "203.0.113.10")).headers["x-rendered-at"], { timeout: 15_000 })
    .not.toBe(drawn);
});

test("a vehicle feed ignores its query string and is kept until the stock changes", async () => {
  const feed = "/feeds/google-vehicle-listings.xml";
  const first = await get(`${feed}?utm_source=crawler`, "203.0.113.20");
  expect(first.status).toBe(200);
  const made = first.headers["x-rendered-at"];
  expect(made).toBeTruthy();
  await expect
    .poll(async () => (await get(`${feed}?cachebust=${Date.now()}`, "203.0.113.21")).headers["x-rendered-at"])
    .toBe(made);

  await putCar(119_990);
  await expect
    .poll(async () => (await get(`${feed}?cachebust=${Date.now()}`, "203.0.113.20")).headers["x-rendered-at"], {
      timeout: 15_000,
    })
    .not.toBe(made);
});

test("one address asking for a sheet over and over gets 429 with Retry-After; others are answered", async () => {
  const slug = await putCar(129_990);
  const sheet = `/api/cars/${slug}/pdf`;
  const script = "203.0.113.66";
  let answered = 0;
  let refusal: RawAnswer | null = null;
  // A load run: eight connections at once from one address, until the server refuses it.
  const worker = async () => {
    while (refusal === null && answered < carSheetsPerWindow * 2) {
      const answer = await get(sheet, script);
      if (answer.status === 429) refusal = answer;
      else {
        expect(answer.status).toBe(200);
        answered += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  expect(answered).toBeGreaterThanOrEqual(carSheetsPerWindow);
  const refused = refusal as RawAnswer | null;
  expect(refused?.status).toBe(429);
  expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
  expect(JSON.parse(refused?.body ?? "{}")).toEqual({ error: expect.stringMatching(/too many requests/i) });

  // The server still answers everyone else, and the script once more is refused.
  expect((await get(sheet, "203.0.113.67")).status).toBe(200);
  expect((await get("/api/search?query=alpine", "203.0.113.67")).status).toBe(200);
  expect((await get(sheet, script)).status).toBe(429);
});
