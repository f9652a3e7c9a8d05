import "server-only";
import { timeZoneForState } from "@/platform/australian-states";
import { getDb } from "@/platform/db";
import { rememberForSite } from "@/platform/site-data-cache";
import type { Site } from "@/sites/get-site";
import { privacyPolicyPath } from "../components/privacy-notice";
import type { LeadFormContext } from "../form-context";
import { leadFormRules } from "../schemas";
import { addDays, wallClock } from "../slots";
import { hasPublishedPage, loadSiteLeadData, loadSpecialHours } from "./site-data";

/**
 * Where a form's privacy notice links: the site's privacy policy while it is published, else nowhere
 * (kept until the site changes; content pages announce every change on `site_changed`).
 */
export async function privacyPolicyHref(siteId: string): Promise<string | null> {
  const published = await rememberForSite("privacy-policy", siteId, async () =>
    hasPublishedPage(await getDb(), siteId, privacyPolicyPath),
  );
  return published ? `/${privacyPolicyPath}` : null;
}

/** Everything a lead form on this site needs, for a page to hand to LeadForm or a lead modal. */
export async function getLeadFormContext(site: Site, now: Date = new Date()): Promise<LeadFormContext> {
  const db = await getDb();
  const data = await loadSiteLeadData(db, site.id);
  // Special hours for the booking window, with a day either side for time-zone edges.
  const today = wallClock(now, "Australia/Sydney").date;
  const special = await loadSpecialHours(db, site.id, addDays(today, -1), addDays(today, 16));
  const dealershipById = new Map(data.dealerships.map((dealership) => [dealership.id, dealership]));
  const { forms } = site.config;
  return {
    site: {
      slug: site.slug,
      name: site.name,
      rules: leadFormRules(forms, data.dealerships.length),
      privacyNotice: forms.privacyNotice,
      privacyPolicyHref: await privacyPolicyHref(site.id),
      successCategoryKey: forms.successCategoryKey,
      eventIds: site.config.analytics.eventIds,
      maskPhone: site.config.contact.maskPhone,
    },
    dealerships: data.dealerships.map(({ id, slug, name }) => ({ id, slug, name })),
    locations: data.locations
      .filter((location) => location.visible)
      .flatMap((location) => {
        const dealership = dealershipById.get(location.dealershipId);
        if (!dealership) return [];
        return [
          {
            id: location.id,
            name: location.name,
            dealershipId: dealership.id,
            dealershipSlug: dealership.slug,
            dealershipName: dealership.name,
            locationType: location.locationType,
            isPrimary: location.isPrimary,
            timeZone: timeZoneForState(location.state),
            openingHours: location.openingHours,
            specialHours: special.get(location.id) ?? [],
          },
        ];
      }),
  };
}
