import { afterEach, describe, expect, it, vi } from "vitest";
import { trackEvent } from "./analytics";

/** What `trackEvent` finds on the fake window after it has run. */
function dataLayerOf(fakeWindow: object): unknown {
  return "dataLayer" in fakeWindow ? fakeWindow.dataLayer : undefined;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("trackEvent", () => {
  it("creates the dataLayer and pushes the event with its id and payload", () => {
    const fakeWindow = {};
    vi.stubGlobal("window", fakeWindow);
    trackEvent(39, { car_id: "car-1", stocknum: "HS-10234" });
    expect(dataLayerOf(fakeWindow)).toEqual([
      { event: "dealer_event", event_id: 39, car_id: "car-1", stocknum: "HS-10234" },
    ]);
  });

  it("appends to a dataLayer a container already made", () => {
    const dataLayer: unknown[] = [{ "gtm.start": 1 }];
    vi.stubGlobal("window", { dataLayer });
    trackEvent(49);
    expect(dataLayer).toEqual([{ "gtm.start": 1 }, { event: "dealer_event", event_id: 49 }]);
  });

  it("does not let the payload change the event name or id", () => {
    const dataLayer: unknown[] = [];
    vi.stubGlobal("window", { dataLayer });
    trackEvent(14, { event: "purchase", event_id: 1 });
    expect(dataLayer).toEqual([{ event: "dealer_event", event_id: 14 }]);
  });

  it("only warns when sending fails", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const brokenLayer: unknown[] = [];
    brokenLayer.push = () => {
      throw new Error("container crashed");
    };
    vi.stubGlobal("window", { dataLayer: brokenLayer });
    expect(() => trackEvent(60)).not.toThrow();
    expect(warn).toHaveBeenCalledWith("Analytics event not sent", expect.objectContaining({ eventId: 60 }));
  });

  it("leaves a dataLayer that is not an array alone, with a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const fakeWindow = { dataLayer: "taken" };
    vi.stubGlobal("window", fakeWindow);
    trackEvent(61);
    expect(fakeWindow.dataLayer).toBe("taken");
    expect(warn).toHaveBeenCalledOnce();
  });

  it("does nothing on the server", () => {
    vi.stubGlobal("window", undefined);
    expect(() => trackEvent(4)).not.toThrow();
  });
});
