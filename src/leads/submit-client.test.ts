import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "@/sites/config-defaults";

const analyticsEventIds = defaultSiteConfig.analytics.eventIds;
import {
  advanceMultiStep,
  backMultiStep,
  isLastStep,
  leadEventId,
  linkedQueryParams,
  newIdempotencyKey,
  postLead,
  startMultiStep,
  submitErrorTitle,
  unexpectedError,
  visitedPages,
} from "./submit-client";
import type { LeadRequest } from "./schemas";

const request: LeadRequest = {
  formType: "enquiry",
  idempotency_key: "5f1a2b3c-0000-4000-8000-000000000001",
  fields: { name: "Jane" },
  page_url: "http://harbourside.localhost/contact-us",
};

function answering(status: number, body: unknown): typeof fetch {
  return () =>
    Promise.resolve(
      new Response(typeof body === "string" ? body : JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      }),
    );
}

describe("postLead", () => {
  it("posts the request as JSON to /api/leads", async () => {
    let seen: { url: string; init: RequestInit | undefined } | null = null;
    const fetcher: typeof fetch = (url, init) => {
      seen = { url: typeof url === "string" ? url : url instanceof URL ? url.href : url.url, init };
      return Promise.resolve(Response.json({ lead_id: "abc" }));
    };
    expect(await postLead(request, fetcher)).toEqual({ ok: true, leadId: "abc" });
    expect(seen).toMatchObject({ url: "/api/leads", init: { method: "POST", body: JSON.stringify(request) } });
  });

  it("shows the server's message on failure, or the generic one", async () => {
    expect(await postLead(request, answering(429, { error: "Too many" }))).toEqual({
      ok: false,
      error: "Too many",
      fieldErrors: {},
      status: 429,
    });
    expect(await postLead(request, answering(500, "<html>oops</html>"))).toMatchObject({
      ok: false,
      error: submitErrorTitle,
    });
    const offline: typeof fetch = () => Promise.reject(new TypeError("Failed to fetch"));
    expect(await postLead(request, offline)).toMatchObject({ ok: false, error: submitErrorTitle, status: null });
  });

  it("passes on the fields the server rejected", async () => {
    const outcome = await postLead(request, answering(400, { error: "Check", fieldErrors: { phone: "Bad phone" } }));
    expect(outcome).toEqual({ ok: false, error: "Check", fieldErrors: { phone: "Bad phone" }, status: 400 });
  });

  it("treats an answer without lead_id as a failure, with the product's wording", async () => {
    expect(await postLead(request, answering(200, {}))).toMatchObject({
      ok: false,
      error: "An unexpected error occured",
    });
    expect(unexpectedError).toBe("An unexpected error occured");
    expect(await postLead(request, answering(200, { error: "No dealer" }))).toMatchObject({
      ok: false,
      error: "No dealer",
    });
  });
});

describe("leadEventId", () => {
  const ids = analyticsEventIds;
  it("counts enquiries as new 14 or used 15", () => {
    expect(leadEventId("vehicle-enquiry", { car_type: "new", tag: null }, ids)).toBe(14);
    expect(leadEventId("vehicle-enquiry", { car_type: "demo", tag: null }, ids)).toBe(14);
    expect(leadEventId("vehicle-enquiry", { car_type: "used", tag: null }, ids)).toBe(15);
    expect(leadEventId("enquiry", null, ids)).toBe(14);
  });

  it("counts test drives as new 17, used 48, and 17 for a 'Test Drive Only' car", () => {
    expect(leadEventId("test-drive", { car_type: "new", tag: null }, ids)).toBe(17);
    expect(leadEventId("test-drive", { car_type: "used", tag: null }, ids)).toBe(48);
    expect(
      leadEventId("test-drive", { car_type: "used", tag: "Test Drive Only" }, { ...ids, testDriveOnlyTag: 99 }),
    ).toBe(99);
  });

  it("uses the site's own ids and counts an accepted offer", () => {
    expect(leadEventId("enquiry", null, { ...ids, enquiryNew: 101 })).toBe(101);
    expect(leadEventId("offer-accepted", null, ids)).toBe(18);
    // A job application is not a sales conversion.
    expect(leadEventId("careers", null, ids)).toBeNull();
    expect(leadEventId("rego-lookup", null, ids)).toBeNull();
  });
});

describe("request context", () => {
  it("keeps only campaign parameters", () => {
    expect(linkedQueryParams("?utm_source=fb&utm_campaign=eofy&gclid=abc&make=Toyota")).toEqual({
      utm_source: "fb",
      utm_campaign: "eofy",
      gclid: "abc",
    });
  });

  it("describes the viewed cars", () => {
    expect(
      visitedPages([{ id: "1", stocknum: "A1", make: "Toyota", model: "Corolla", body: null, simple_body: null }]),
    ).toEqual(["Toyota Corolla (stock #A1)"]);
  });

  it("makes a fresh key each time, in a shape the server accepts", () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });
});

describe("multi-step lead forms", () => {
  it("advances step by step and sends only on the last step, with every step's answers", () => {
    let state = startMultiStep(3);
    const first = advanceMultiStep(state, { rego: "ABC123" });
    expect(first.send).toBeNull();
    state = first.state;
    expect(state.step).toBe(1);
    const second = advanceMultiStep(state, { kms: "85000" });
    expect(second.send).toBeNull();
    state = second.state;
    expect(isLastStep(state)).toBe(true);
    const last = advanceMultiStep(state, { name: "Jane" });
    expect(last.send).toEqual({ userData: { rego: "ABC123", kms: "85000", name: "Jane" }, isLastStep: true });
    expect(last.state.step).toBe(2);
  });

  it("goes back without losing answers, and a one-step form sends at once", () => {
    const moved = advanceMultiStep(startMultiStep(2), { rego: "ABC123" }).state;
    expect(backMultiStep(moved)).toEqual({ step: 0, stepCount: 2, userData: { rego: "ABC123" } });
    expect(backMultiStep(backMultiStep(moved)).step).toBe(0);
    expect(advanceMultiStep(startMultiStep(1), { a: "1" }).send).toEqual({ userData: { a: "1" }, isLastStep: true });
    expect(() => startMultiStep(0)).toThrow(RangeError);
  });
});
