// Browser analytics: events go onto the tag manager's dataLayer, and the dealer's container decides
// where they are sent. A shopper's enquiry must never fail because a tracker did, so every failure
// here is a warning and nothing more.

/** The one event name the dealers' containers trigger on; the id says which event it was. */
export const analyticsEventName = "dealer_event";

/**
 * Pushes `{ event: "dealer_event", event_id, ...payload }` to `window.dataLayer`, creating it when
 * no container has loaded yet (the container replays what it finds there). `event` and `event_id`
 * win over same-named payload keys, so a payload cannot disguise one event as another. Does
 * nothing on the server.
 */
export function trackEvent(eventId: number, payload: Record<string, unknown> = {}): void {
  try {
    if (typeof window === "undefined") return;
    const host: object = window;
    const existing: unknown = "dataLayer" in host ? host.dataLayer : undefined;
    let dataLayer: unknown[];
    if (Array.isArray(existing)) {
      dataLayer = existing;
    } else if (existing === undefined) {
      dataLayer = [];
      Object.assign(host, { dataLayer });
    } else {
      // Something else owns the name; overwriting it would break that script.
      console.warn("Analytics event not sent: window.dataLayer is not an array", { eventId });
      return;
    }
    dataLayer.push({ ...payload, event: analyticsEventName, event_id: eventId });
  } catch (error) {
    console.warn("Analytics event not sent", { eventId, error });
  }
}
