import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { isPersonalKey, redactText } from "./log-redaction";
import { currentRequestId, logger, runWithRequestContext } from "./logger";

let lines: Record<string, unknown>[];
let logSpy: MockInstance<typeof console.log>;
let warnSpy: MockInstance<typeof console.warn>;

beforeEach(() => {
  lines = [];
  const capture = (line: unknown) => {
    lines.push(JSON.parse(String(line)) as Record<string, unknown>);
  };
  logSpy = vi.spyOn(console, "log").mockImplementation(capture);
  warnSpy = vi.spyOn(console, "warn").mockImplementation(capture);
});

afterEach(() => {
  logSpy.mockRestore();
  warnSpy.mockRestore();
});

describe("log lines", () => {
  it("are one JSON object each, with time, level and message", () => {
    logger.info("stock index built", { site: "harbourside", cars: 120 });
    expect(lines).toEqual([
      {
        time: expect.any(String) as string,
        level: "info",
        message: "stock index built",
        site: "harbourside",
        cars: 120,
      },
    ]);
  });

  it("carry the request id on every line of a request, awaited work included, and never another's", async () => {
    const handle = async (requestId: string, delayMs: number) =>
      runWithRequestContext({ requestId }, async () => {
        logger.info("start");
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        logger.warn("after a wait");
        await Promise.resolve();
        logger.info("end", { requestIdSeen: currentRequestId() });
      });
    await Promise.all([handle("request-aaaa", 20), handle("request-bbbb", 5)]);
    logger.info("between requests");

    const byRequest = (id: string) => lines.filter((line) => line.requestId === id).map((line) => line.message);
    expect(byRequest("request-aaaa")).toEqual(["start", "after a wait", "end"]);
    expect(byRequest("request-bbbb")).toEqual(["start", "after a wait", "end"]);
    for (const line of lines.filter((one) => one.message === "end")) expect(line.requestIdSeen).toBe(line.requestId);
    expect(lines.find((line) => line.message === "between requests")).not.toHaveProperty("requestId");
  });
});

describe("personal data in logs", () => {
  it("is replaced whole under keys that name it, at any depth", () => {
    logger.info("lead accepted", {
      site: "harbourside",
      lead: {
        name: "Jane Citizen",
        first_name: "Jane",
        lastName: "Citizen",
        phone: "0412 345 678",
        mobileNumber: "0412345678",
        email: "jane@example.com",
        address: { street: "1 Smith St", postcode: "2000" },
        comments: "Call me after 5",
        enquiryType: "test drive",
      },
      contacts: [{ email: "a@b.co" }],
      authorization: "Bearer sk_live_abc",
    });
    const [line] = lines;
    expect(line).toMatchObject({
      site: "harbourside",
      lead: {
        name: "[redacted]",
        first_name: "[redacted]",
        lastName: "[redacted]",
        phone: "[redacted]",
        mobileNumber: "[redacted]",
        email: "[redacted]",
        address: "[redacted]",
        comments: "[redacted]",
        enquiryType: "test drive",
      },
      contacts: [{ email: "[redacted]" }],
      authorization: "[redacted]",
    });
    expect(JSON.stringify(line)).not.toMatch(/Jane|Citizen|0412|example\.com|Smith/);
  });

  it("is masked by pattern in messages, values and errors", () => {
    logger.warn("could not text 0412 345 678 or mail jane.citizen@example.com.au", {
      error: new Error("SMTP refused <jane.citizen@example.com.au>"),
      detail: "reply to (02) 5550 1234 or +61 412 345 678",
      url: "https://x.example/?email=jane%40example.com",
    });
    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/0412|345 678|jane\.citizen|5550 1234|\+61/);
    expect(lines[0]?.message).toBe("could not text [phone] or mail [email]");
    expect(lines[0]?.error).toEqual({ name: "Error", message: "SMTP refused <[email]>" });
    expect(lines[0]?.detail).toBe("reply to [phone] or [phone]");
  });

  it("leaves ids, amounts, times and stock numbers alone", () => {
    const id = "0b6e1c4a-0412-4345-8678-1a2b3c4d5e6f";
    expect(redactText(`car ${id} price 25990 at 2026-11-23T18:00:31.123Z stock A0412345`)).toBe(
      `car ${id} price 25990 at 2026-11-23T18:00:31.123Z stock A0412345`,
    );
    for (const key of ["site", "reservationId", "code", "cars", "ms", "status", "dealership"]) {
      expect(isPersonalKey(key), key).toBe(false);
    }
  });
});
