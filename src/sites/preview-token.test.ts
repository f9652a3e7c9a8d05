import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readPreviewToken, signPreviewToken, type PreviewGrant } from "./preview-token";

// A staff preview travels as a signed token (decision 050): anything but our own, unexpired token for
// this site and purpose is nothing.

const key = randomBytes(32);
const siteId = "0b9a8f1e-5c1d-4a7e-9f00-3c2b1a0d9e8f";
const now = new Date("2026-11-29T10:00:00Z");
const grant: PreviewGrant = {
  siteId,
  staffAccountId: "7e4b2c1a-0d9e-4f8a-b3c2-1a0d9e8f7e6d",
  purpose: "cookie",
  expiresAt: new Date(now.getTime() + 60 * 60 * 1000),
};
const read = (token: string | null, expected: Partial<Parameters<typeof readPreviewToken>[2]> = {}, withKey = key) =>
  readPreviewToken(token, withKey, { purpose: "cookie", siteId, now, ...expected });

describe("preview tokens", () => {
  it("read back what was signed", () => {
    expect(read(signPreviewToken(grant, key))).toEqual(grant);
  });

  it("are nothing when signed with another key, altered, or not ours at all", () => {
    const token = signPreviewToken(grant, key);
    expect(read(token, {}, randomBytes(32))).toBeNull();
    const [version, payload, signature] = token.split(".");
    const altered = Buffer.from(
      JSON.stringify({ s: siteId, a: grant.staffAccountId, p: "cookie", e: 9_999_999_999 }),
    ).toString("base64url");
    expect(read(`${version}.${altered}.${signature}`)).toBeNull();
    expect(read(`${version}.${payload}`)).toBeNull();
    expect(read("")).toBeNull();
    expect(read(null)).toBeNull();
    expect(read("v1.e30.AAAA")).toBeNull();
    expect(read(`${token}${"x".repeat(500)}`)).toBeNull();
  });

  it("are nothing once expired", () => {
    const token = signPreviewToken(grant, key);
    expect(read(token, { now: new Date(grant.expiresAt.getTime() + 1000) })).toBeNull();
  });

  it("work only for their purpose and their site", () => {
    const handoff = signPreviewToken({ ...grant, purpose: "handoff" }, key);
    expect(read(handoff)).toBeNull();
    expect(read(handoff, { purpose: "handoff" })?.purpose).toBe("handoff");
    expect(read(signPreviewToken(grant, key), { siteId: "5d7e3f2a-1b0c-4d9e-8f7a-6b5c4d3e2f1a" })).toBeNull();
  });
});
