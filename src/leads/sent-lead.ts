// What the thank-you page says about the lead just sent: its reference, its car and what happens
// next. Pure, so the words per kind of lead are unit-tested; server/sent-lead.ts reads the lead.

import { fixedCategories } from "./lead-fields";

/** The lead the thank-you page names: nothing personal, only what the shopper needs to follow it up. */
export type SentLead = {
  reference: string;
  category: string;
  formType: string;
  car: { name: string; slug: string; stocknum: string } | null;
};

/** The lead id in /success?lead=…: a random UUID, so the address cannot be guessed for another lead. */
export const sentLeadIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The thank-you page's address for a lead just sent. */
export function successHref(leadId: string): string {
  return `/success?lead=${encodeURIComponent(leadId)}`;
}

/** "sales enquiry", "test drive request", "photo request": what the thank-you says was sent. */
export function successPhrase(category: string): string {
  if (category === "Request Photos") return "photo request";
  if (category === fixedCategories["offer-accepted"]) return "acceptance of our trade-in offer";
  const lower = category.toLowerCase();
  return /enquiry|request/.test(lower) ? lower : `${lower} request`;
}

/** What happens next, by the kind of lead sent. */
export function nextStepOf(formType: string): string {
  switch (formType) {
    case "test-drive":
      return "We will call you to confirm your test drive time. Please bring your driver's licence.";
    case "finance":
      return "A finance specialist will call you within one business day to talk through your quote.";
    case "service":
      return "Our service team will call you to confirm your booking.";
    case "request-photos":
      return "We will e-mail you more photos of the car, usually within one business day.";
    case "offer-accepted":
      return "We will call you to arrange an inspection of your car and confirm the offer.";
    case "valuation-request":
    case "rego-lookup":
    case "valuation":
      return "We will look over your car's details and call you with a valuation, usually within one business day.";
    case "careers":
      return "Our team will read your application and contact you if there is a suitable role.";
    default:
      return "A member of our team will reply by phone or e-mail, usually within one business day.";
  }
}
