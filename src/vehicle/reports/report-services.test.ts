import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { ProviderUnavailableError } from "@/platform/provider-http";
import { httpAccessoriesProvider } from "@/stock/accessories";
import { httpCarHistoryProvider } from "./car-history";
import { httpMarketDataProvider } from "./market-analysis";
import { httpPpsrProvider } from "./ppsr";

// The outside report services' HTTP adapters (decision 037) against a local stand-in that speaks
// each service's side: the paths and queries, the Bearer key, JSON answers, 404 for no record, and
// failures (5xx, nonsense, no answer) that must read as 'not available just now', never as data.

type Received = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown };
type Reply = { status: number; body: unknown } | "hang";

const servers: Server[] = [];

async function standIn(reply: (request: Received) => Reply) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const entry = {
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString("utf8") || "null") as unknown,
      };
      received.push(entry);
      const answer = reply(entry);
      if (answer === "hang") return;
      response.writeHead(answer.status, { "content-type": "application/json" });
      response.end(typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { options: { url: `http://127.0.0.1:${port}/api/v1`, apiKey: "key-123", timeoutMs: 1_000 }, received };
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const vin = "JTMW1RFV00D012345";
const searchedAt = new Date("2026-11-28T00:00:00Z");

describe("the PPSR search adapter", () => {
  it("posts the VIN as a serial number search and reads the certificate, debts and write-off", async () => {
    const { options, received } = await standIn(() => ({
      status: 200,
      body: {
        search_certificate_number: "20261128000123",
        nevdis_vehicle: {
          year: 2020,
          make: "Toyota",
          model: "RAV4",
          colour: "Silver",
          body_type: "Wagon",
          registration_plate: "CX12AB",
          registration_state: "NSW",
          registration_expiry: "2027-03-01",
        },
        registrations: [
          {
            secured_party_name: "Real Lender Pty Ltd",
            registration_number: "201912010001",
            registration_start: "2019-12-01T10:00:00Z",
          },
        ],
        written_off: [{ type: "Repairable", jurisdiction: "QLD", recorded_on: "2022-05-03" }],
        stolen: [],
      },
    }));
    const certificate = await httpPpsrProvider(options).search({ vin: ` ${vin.toLowerCase()} `, searchedAt });
    expect(received).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "/api/v1/searches",
        body: { serial_number: vin, serial_number_type: "VIN" },
        headers: expect.objectContaining({ authorization: "Bearer key-123" }) as unknown,
      }),
    ]);
    expect(certificate).toEqual({
      certificateNumber: "20261128000123",
      searchedAt,
      vin,
      vehicle: {
        vin,
        year: 2020,
        make: "Toyota",
        model: "RAV4",
        colour: "Silver",
        body: "Wagon",
        regplate: "CX12AB",
        state: "NSW",
        regoExpiry: "2027-03-01",
      },
      securityInterests: [
        { securedParty: "Real Lender Pty Ltd", registrationNumber: "201912010001", registeredOn: "2019-12-01" },
      ],
      writtenOff: { category: "Repairable", state: "QLD", recordedOn: "2022-05-03" },
      stolen: null,
    });
  });

  it("reads a 5xx, a malformed certificate or silence as unavailable, never as a clear result", async () => {
    for (const reply of [
      { status: 502, body: { error: "upstream" } },
      { status: 200, body: { registrations: [] } },
      { status: 200, body: "<html>maintenance</html>" },
      "hang" as const,
    ]) {
      const { options } = await standIn(() => reply);
      await expect(httpPpsrProvider({ ...options, timeoutMs: 300 }).search({ vin, searchedAt })).rejects.toBeInstanceOf(
        ProviderUnavailableError,
      );
    }
  });
});

describe("the vehicle history adapter", () => {
  it("asks by VIN and reads the owners and readings, in date order", async () => {
    const { options, received } = await standIn(() => ({
      status: 200,
      body: {
        owners: 2,
        odometer_readings: [
          { date: "2024-03-01", km: 48_000, source: "Registration renewal" },
          { date: "2021-03-01", km: 12_000, source: "Logbook service" },
        ],
      },
    }));
    const history = await httpCarHistoryProvider(options).history({
      vin,
      stocknum: "HS-1",
      year: 2020,
      km: 50_000,
      carType: "used",
      complianceDate: null,
      buildDate: null,
      regplate: null,
      state: null,
      regoExpiry: null,
      createdAt: searchedAt,
    });
    expect(received[0]).toMatchObject({ method: "GET", path: `/api/v1/vehicles/${vin}/history` });
    expect(received[0]?.headers.authorization).toBe("Bearer key-123");
    expect(history).toEqual({
      owners: 2,
      readings: [
        { date: "2021-03-01", km: 12_000, source: "Logbook service" },
        { date: "2024-03-01", km: 48_000, source: "Registration renewal" },
      ],
      // 36,000 km over three years and a leap day.
      kmPerYear: 11_997,
    });
  });

  it("has no history for a car without a VIN, nor for one the service does not know", async () => {
    const { options, received } = await standIn(() => ({ status: 404, body: { error: "not found" } }));
    const car = {
      stocknum: "HS-1",
      year: 2020,
      km: 50_000,
      carType: "used",
      complianceDate: null,
      buildDate: null,
      regplate: null,
      state: null,
      regoExpiry: null,
      createdAt: searchedAt,
    };
    expect(await httpCarHistoryProvider(options).history({ ...car, vin: null })).toBeNull();
    expect(received).toHaveLength(0);
    expect(await httpCarHistoryProvider(options).history({ ...car, vin })).toBeNull();
  });
});

describe("the market data adapter", () => {
  it("asks for the comparison window and reads listings for sale and sold", async () => {
    const { options, received } = await standIn(() => ({
      status: 200,
      body: {
        listings: [
          { id: "m-1", year: 2020, make: "Toyota", model: "RAV4", odometer_km: 58_000, price: 37_900, sold_on: null },
          {
            id: 2,
            year: 2021,
            make: "Toyota",
            model: "RAV4",
            odometer_km: 45_000,
            price: 41_000,
            sold_on: "2026-11-01",
          },
          { id: "subject", year: 2020, make: "Toyota", model: "RAV4", odometer_km: 61_200, price: 36_990 },
        ],
      },
    }));
    const listings = await httpMarketDataProvider(options).comparables({
      id: "subject",
      year: 2020,
      make: "Toyota",
      model: "RAV4",
      km: 61_200,
      price: 36_990,
    });
    const asked = new URL(received[0]!.path, "http://stand-in");
    expect(asked.pathname).toBe("/api/v1/listings");
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({ make: "Toyota", model: "RAV4", year_min: "2018" });
    expect(listings).toEqual([
      {
        id: "m-1",
        year: 2020,
        make: "Toyota",
        model: "RAV4",
        km: 58_000,
        price: 37_900,
        status: "in_stock",
        soldAt: null,
      },
      {
        id: "2",
        year: 2021,
        make: "Toyota",
        model: "RAV4",
        km: 45_000,
        price: 41_000,
        status: "sold",
        soldAt: new Date("2026-11-01T00:00:00Z"),
      },
    ]);
  });
});

describe("the accessories catalogue adapter", () => {
  it("asks by make and model and lists the catalogue's items by category then name", async () => {
    const { options, received } = await standIn(() => ({
      status: 200,
      body: {
        accessories: [
          {
            name: "Towbar",
            category: "Towing",
            description: "",
            part_number: "PZQ64-42010",
            fitted_price_inc_gst: 1249,
          },
          { name: "Bonnet protector", category: "Exterior", part_number: "PZQ15-42010", fitted_price_inc_gst: 249.5 },
          { name: "Roof racks", category: "Roof and cargo", part_number: "PZQ70-42010", fitted_price_inc_gst: 699 },
        ],
      },
    }));
    const items = await httpAccessoriesProvider(options).accessories({
      make: "Toyota",
      name: "RAV4",
      slug: "rav4",
      body: "SUV",
      accessoriesCount: 3,
    });
    expect(received[0]?.path).toBe("/api/v1/accessories?make=Toyota&model=RAV4");
    expect(items.map((item) => [item.category, item.name, item.partNumber, item.price])).toEqual([
      ["Exterior", "Bonnet protector", "PZQ15-42010", 250],
      ["Towing", "Towbar", "PZQ64-42010", 1249],
      ["Roof and cargo", "Roof racks", "PZQ70-42010", 699],
    ]);
  });
});
