import { describe, expect, it } from "vitest";
import { readJsonBody } from "./http";

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request("http://site.localhost/api/x", { method: "POST", body, headers });

describe("readJsonBody", () => {
  it("parses JSON", async () => {
    expect(await readJsonBody(post('{"a":1}'), 100)).toEqual({ ok: true, value: { a: 1 } });
  });

  it("reports a body that is not JSON", async () => {
    expect(await readJsonBody(post("{nope"), 100)).toEqual({
      ok: false,
      status: 400,
      error: "The request body must be JSON",
    });
  });

  it("refuses a body over the cap, whatever Content-Length says", async () => {
    const big = JSON.stringify({ text: "x".repeat(200) });
    expect(await readJsonBody(post(big), 100)).toMatchObject({ ok: false });
    expect(await readJsonBody(post("{}", { "content-length": "5000" }), 100)).toMatchObject({ ok: false });
  });
});

describe("readJsonBody refuses hostile bodies with a 4xx", () => {
  it("answers 413 over the cap and 415 for another format", async () => {
    expect(await readJsonBody(post(JSON.stringify({ text: "x".repeat(200) })), 100)).toMatchObject({ status: 413 });
    expect(await readJsonBody(post("a=1", { "content-type": "application/x-www-form-urlencoded" }), 100)).toMatchObject(
      { ok: false, status: 415 },
    );
    expect(await readJsonBody(post("{}", { "content-type": "application/json; charset=utf-8" }), 100)).toMatchObject({
      ok: true,
    });
  });

  it("refuses a __proto__ key, control characters and deep nesting", async () => {
    const json = { "content-type": "application/json" };
    expect(await readJsonBody(post('{"a":{"__proto__":{"admin":true}}}', json), 1000)).toMatchObject({ status: 400 });
    expect(await readJsonBody(post('{"name":"a\\u0000b"}', json), 1000)).toMatchObject({ status: 400 });
    expect(await readJsonBody(post("[".repeat(5000) + "]".repeat(5000), json), 100_000)).toMatchObject({ status: 400 });
    expect(await readJsonBody(post('{"message":"line one\\nline two\\ttab"}', json), 1000)).toMatchObject({ ok: true });
  });
});
