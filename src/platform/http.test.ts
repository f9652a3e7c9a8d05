import { describe, expect, it } from "vitest";
import { readJsonBody } from "./http";

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request("http://site.localhost/api/x", { method: "POST", body, headers });

describe("readJsonBody", () => {
  it("parses JSON", async () => {
    expect(await readJsonBody(post('{"a":1}'), 100)).toEqual({ ok: true, value: { a: 1 } });
  });

  it("reports a body that is not JSON", async () => {
    expect(await readJsonBody(post("{nope"), 100)).toEqual({ ok: false, error: "The request body must be JSON" });
  });

  it("refuses a body over the cap, whatever Content-Length says", async () => {
    const big = JSON.stringify({ text: "x".repeat(200) });
    expect(await readJsonBody(post(big), 100)).toMatchObject({ ok: false });
    expect(await readJsonBody(post("{}", { "content-length": "5000" }), 100)).toMatchObject({ ok: false });
  });
});
