// What the platform knows of a site when it writes that site's default pages (About Us, Warranty,
// Privacy Policy…), and the shape of a page it writes. Plain data: the demo seed and a new dealer's
// set-up both fill it from the site's configuration and locations.

import type { AustralianStateCode } from "@/platform/australian-states";
import type { TemplateName } from "@/sites/config-schema";
import type { DealerPageName } from "./defaults/dealer-pages";

export type ContentSite = {
  slug: string;
  /** The trading name, "Harbourside Motor Group". */
  name: string;
  template: TemplateName;
  /** The state of the site's main location: its privacy and consumer-law wording names it. */
  state: AustralianStateCode;
  /** The main phone number as shown ("(02) 9555 0100"). */
  phone: string;
  /** Where privacy requests go. */
  email: string;
  /** Street address of the main location, one line. */
  address: string;
  /** "Car"/"Cars", "Caravan"/"Caravans"… as the site names its stock. */
  carNoun: { singular: string; plural: string };
  /** Motor dealer licence number, where the site has one. */
  dealerLicence: string | null;
  /** Makes the dealer sells new; empty for a used-only dealer. */
  newMakes: readonly string[];
  /** Does the site sell new, used and demo stock (which of them). */
  carTypes: readonly ("new" | "used" | "demo")[];
  /** The standard warranty on used cars the site offers, in years. */
  warrantyYears: 3 | 5 | 7;
  /** Online reservation, when the site takes them. */
  reservation: { depositAmount: number; holdHours: number; refundableText: string } | null;
  /** Used-car return terms, when the site offers them. */
  returnTerms: {
    days: number;
    maxKm: number;
    fuel: string;
  } | null;
  /** The dealer-specific pages the site's menus link (/pages/home-drive, /diamond-advantage…); none when absent. */
  dealerPages?: readonly DealerPageName[];
};

export type ContentPageSeed = {
  /** Without a leading slash: "about-us", "blog/vehicle-reviews/2025-toyota-rav4-review". */
  path: string;
  kind: "page" | "post";
  /** Posts only: "vehicle-reviews" or "news". */
  category?: "vehicle-reviews" | "news";
  title: string;
  /** One or two sentences: the blog list's teaser, and the meta description. */
  summary: string;
  /** Markdown (GitHub flavour: tables and lists welcome; no raw HTML, it is not rendered). */
  body: string;
  seoTitle?: string;
  /** Posts only: when it was published. */
  publishedAt?: Date;
};
