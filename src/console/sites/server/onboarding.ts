import { eq, inArray } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { dealerGroups, dealerships, locations, siteDomains, sites } from "@/platform/db/schema";
import { slugify } from "@/platform/slugify";
import { lookupPostcode } from "@/locations/postcodes";
import { parseHost } from "@/sites/parse-host";
import { resolveSiteConfig, SiteConfigError } from "@/sites/resolve-config";
import type { SiteConfigOverrides } from "@/sites/resolve-config";
import { templateNames } from "@/sites/config-vocabularies";
import { parseLogoDataUrl } from "@/sites/logo-data";
import { recordFirstVersion } from "@/sites/config-versions";
import { isOperator, type StaffScope } from "../../roles";
import { recordStaffAudit } from "../../server/audit";
import { fieldMessages, newSiteSchema, type NewSite, type TemplateThemes } from "../new-site-schema";

// Onboarding a dealer's site (decision 049), for the console's /sites/new and `npm run site -- create`
// alike: the shared schema, then the rules that need the database, then one transaction that writes
// the site, its domains, dealerships and locations, its configuration's version 1 and the audit line.
// The site directory (sites, site_domains) is written only by the platform's own connection
// (migration 0009), so `db` here is that connection; the caller has checked the operator.

export type OnboardingActor = {
  /** The operator in the console; null for the command line. */
  staffAccountId: string | null;
  /** What made the change, for the audit line: "console" or "npm run site". */
  by: string;
};

type Errors = Record<string, string>;

/** A site that passed every rule, with what the database needs that the form does not say. */
export type PreparedSite = {
  site: NewSite;
  overrides: SiteConfigOverrides;
  /** Per dealership, per location: the postcode's place. */
  places: { lat: number; lng: number }[][];
};

export type CreatedSite = {
  id: string;
  slug: string;
  name: string;
  domains: string[];
  dealerships: number;
  locations: number;
};

/** Every template's starting theme, as the form offers it. */
export function templateThemes(): TemplateThemes {
  return Object.fromEntries(
    templateNames.map((template) => {
      const { colors, font } = resolveSiteConfig(template, {}).theme;
      return [
        template,
        {
          primary: colors.primary,
          primaryText: colors.primaryContrast,
          secondary: colors.secondary,
          secondaryText: colors.secondaryContrast,
          font,
        },
      ];
    }),
  ) as TemplateThemes;
}

/**
 * The site's stored overrides: its name, and the theme where it differs from its template's, so the
 * site starts from the template's valid defaults and follows them where it says nothing.
 */
export function siteOverrides(site: NewSite): SiteConfigOverrides {
  const start = templateThemes()[site.template];
  const colors = Object.fromEntries(
    Object.entries(themeColourFields).flatMap(([configKey, formKey]) => {
      const chosen = site.theme[formKey].toLowerCase();
      return chosen === start[formKey].toLowerCase() ? [] : [[configKey, chosen]];
    }),
  );
  const theme = {
    ...(Object.keys(colors).length > 0 ? { colors } : {}),
    ...(site.theme.font !== start.font ? { font: site.theme.font } : {}),
  };
  return {
    identity: { name: site.name, shortName: site.name },
    ...(Object.keys(theme).length > 0 ? { theme } : {}),
    ...(site.theme.logo ? { branding: { logoUrl: site.theme.logo } } : {}),
  };
}

/** The config's theme colours the form sets, by the form's names for them. */
const themeColourFields = {
  primary: "primary",
  primaryContrast: "primaryText",
  secondary: "secondary",
  secondaryContrast: "secondaryText",
} as const;

/**
 * Parses each raw site with the shared schema and checks what only the database knows: slugs and
 * domains not taken (nor twice in one batch), the group, each postcode. All pass or none is written.
 */
export async function prepareNewSites(
  db: Db,
  raws: readonly unknown[],
  options: { rootDomain: string },
): Promise<{ ok: true; sites: PreparedSite[] } | { ok: false; errors: Errors[] }> {
  const parsed = raws.map((raw) => newSiteSchema.safeParse(raw));
  const valid = parsed.flatMap((result) => (result.success ? [result.data] : []));
  const slugs = valid.map((site) => site.slug);
  const domains = valid.flatMap((site) => site.domains.map((domain) => domain.name));
  const groupIds = [...new Set(valid.map((site) => site.groupId).filter((id) => id !== ""))];
  const [takenSlugs, takenDomains, groups] = await Promise.all([
    slugs.length === 0 ? [] : db.select({ slug: sites.slug }).from(sites).where(inArray(sites.slug, slugs)),
    domains.length === 0
      ? []
      : db
          .select({ domain: siteDomains.domain, site: sites.name })
          .from(siteDomains)
          .innerJoin(sites, eq(sites.id, siteDomains.siteId))
          .where(inArray(siteDomains.domain, domains)),
    groupIds.length === 0
      ? []
      : db.select({ id: dealerGroups.id }).from(dealerGroups).where(inArray(dealerGroups.id, groupIds)),
  ]);
  const slugOwners = new Set(takenSlugs.map((row) => row.slug));
  const domainOwners = new Map(takenDomains.map((row) => [row.domain, row.site]));
  const knownGroups = new Set(groups.map((row) => row.id));
  const batchSlugs = new Set<string>();
  const batchDomains = new Set<string>();

  const outcomes = parsed.map((result): { errors: Errors; prepared?: PreparedSite } => {
    if (!result.success) return { errors: fieldMessages(result.error) };
    const site = result.data;
    const errors: Errors = {};
    if (slugOwners.has(site.slug)) errors.slug = `Another site has the slug ${site.slug}.`;
    else if (batchSlugs.has(site.slug)) errors.slug = `Another site in this file has the slug ${site.slug}.`;
    batchSlugs.add(site.slug);
    site.domains.forEach((domain, index) => {
      const key = `domains.${index}.name`;
      const owner = domainOwners.get(domain.name);
      const host = parseHost(domain.name, { rootDomain: options.rootDomain });
      if (owner) errors[key] = `${domain.name} is already a domain of ${owner}.`;
      else if (batchDomains.has(domain.name)) errors[key] = `Another site in this file has ${domain.name}.`;
      else if (host.kind !== "site" || host.key !== domain.name) {
        errors[key] = `${domain.name} is one of the platform's own addresses, not a dealer's domain.`;
      }
      batchDomains.add(domain.name);
    });
    if (site.groupId !== "" && !knownGroups.has(site.groupId)) errors.groupId = "Choose one of the groups.";
    const places = site.dealerships.map((dealership, dealershipIndex) =>
      dealership.locations.map((location, locationIndex) => {
        const place = lookupPostcode(location.postcode);
        const key = `dealerships.${dealershipIndex}.locations.${locationIndex}.postcode`;
        if (!place) errors[key] = `No Australian postcode ${location.postcode} is known.`;
        else if (place.state !== location.state)
          errors[key] = `Postcode ${location.postcode} is in ${place.state}, not ${location.state}.`;
        return { lat: place?.lat ?? 0, lng: place?.lng ?? 0 };
      }),
    );
    const overrides = siteOverrides(site);
    try {
      resolveSiteConfig(site.template, overrides, { site: site.slug });
    } catch (error) {
      if (!(error instanceof SiteConfigError)) throw error;
      errors.form ??= error.issues.map((issue) => `${issue.path}: ${issue.message}`).join("; ");
    }
    return Object.keys(errors).length > 0 ? { errors } : { errors, prepared: { site, overrides, places } };
  });

  if (outcomes.every((outcome) => outcome.prepared)) {
    return { ok: true, sites: outcomes.flatMap((outcome) => (outcome.prepared ? [outcome.prepared] : [])) };
  }
  return { ok: false, errors: outcomes.map((outcome) => outcome.errors) };
}

/** The audit line's picture of a new site: what was made, not the logo's bytes. */
function auditRecordOf(prepared: PreparedSite, id: string, by: string): Record<string, unknown> {
  const { site } = prepared;
  const logo = site.theme.logo ? parseLogoDataUrl(site.theme.logo) : null;
  return {
    id,
    name: site.name,
    slug: site.slug,
    template: site.template,
    groupId: site.groupId || null,
    status: "live",
    domains: site.domains.map((domain) => (domain.primary ? `${domain.name} (primary)` : domain.name)).join(", "),
    dealerships: site.dealerships
      .map((dealership) => `${dealership.name} (${dealership.locations.map((location) => location.name).join(", ")})`)
      .join("; "),
    theme: prepared.overrides.theme ?? "the template's",
    logo: logo
      ? `uploaded ${logo.mediaType}, ${Math.ceil(logo.bytes / 1024)} KB`
      : site.theme.logo || "drawn from the name",
    configVersion: 1,
    by,
  };
}

/** Why a write was refused by a unique index another request filled first, as a field message. */
function raceMessage(error: unknown, site: NewSite): Errors | null {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  if (code !== "23505") return null;
  if (constraint?.startsWith("site_domains"))
    return { "domains.0.name": "One of these domains was just given to another site." };
  if (constraint?.startsWith("sites_slug")) return { slug: `Another site has the slug ${site.slug}.` };
  return null;
}

/**
 * Writes the prepared sites in one transaction: each site (live), its domains, dealerships and
 * locations (the first location of the first dealership is the primary), version 1 of its
 * configuration, and the audit line with the site as it was made.
 */
export async function createSites(
  db: Db,
  prepared: readonly PreparedSite[],
  actor: OnboardingActor,
): Promise<{ ok: true; sites: CreatedSite[] } | { ok: false; errors: Errors }> {
  try {
    const created = await db.transaction(async (tx) => {
      const made: CreatedSite[] = [];
      for (const entry of prepared) made.push(await writeSite(tx, entry, actor));
      return made;
    });
    return { ok: true, sites: created };
  } catch (error) {
    const message = prepared.length === 1 && prepared[0] ? raceMessage(error, prepared[0].site) : null;
    if (message) return { ok: false, errors: message };
    throw error;
  }
}

async function writeSite(tx: Db, prepared: PreparedSite, actor: OnboardingActor): Promise<CreatedSite> {
  const { site, overrides, places } = prepared;
  const [row] = await tx
    .insert(sites)
    .values({
      slug: site.slug,
      name: site.name,
      template: site.template,
      configOverrides: overrides,
      groupId: site.groupId || null,
      status: "live",
      configVersion: 1,
    })
    .returning({ id: sites.id });
  if (!row) throw new Error("the site was not created");
  await tx
    .insert(siteDomains)
    .values(site.domains.map((domain) => ({ domain: domain.name, siteId: row.id, isPrimary: domain.primary })));
  let locationCount = 0;
  for (const [dealershipIndex, dealership] of site.dealerships.entries()) {
    const [made] = await tx
      .insert(dealerships)
      .values({ siteId: row.id, name: dealership.name, slug: dealership.slug })
      .returning({ id: dealerships.id });
    if (!made) throw new Error("the dealership was not created");
    await tx.insert(locations).values(
      dealership.locations.map((location, locationIndex) => {
        const place = places[dealershipIndex]?.[locationIndex] ?? { lat: 0, lng: 0 };
        return {
          siteId: row.id,
          dealershipId: made.id,
          name: location.name,
          slug: slugify(location.name),
          isPrimary: dealershipIndex === 0 && locationIndex === 0,
          street: location.street,
          city: location.city,
          state: location.state,
          postcode: location.postcode,
          lat: place.lat,
          lng: place.lng,
          phone: location.phone,
          email: location.email || null,
          leadEmail: location.email || null,
          openingHours: location.openingHours,
        };
      }),
    );
    locationCount += dealership.locations.length;
  }
  await recordFirstVersion(
    tx,
    row.id,
    overrides,
    actor.staffAccountId ? "Created in the console" : `Created with ${actor.by}`,
    actor.staffAccountId,
  );
  await recordStaffAudit(tx, {
    action: "site-created",
    staffAccountId: actor.staffAccountId,
    siteId: row.id,
    before: null,
    after: auditRecordOf(prepared, row.id, actor.by),
  });
  return {
    id: row.id,
    slug: site.slug,
    name: site.name,
    domains: site.domains.map((domain) => domain.name),
    dealerships: site.dealerships.length,
    locations: locationCount,
  };
}

/** Only the platform's operator onboards sites, pauses or resumes them. */
export const operatorOnly = "Only the platform's operator can do this.";

/** A console member acting on the site directory: checked for the operator before anything is read. */
export type DirectoryStaff = { staffAccountId: string; scope: StaffScope };

/** The console's create: the operator's check, the rules, then the write (one site). */
export async function onboardSite(
  db: Db,
  staff: DirectoryStaff,
  raw: unknown,
  options: { rootDomain: string },
): Promise<{ ok: true; site: CreatedSite } | { ok: false; errors: Errors }> {
  if (!isOperator(staff.scope)) return { ok: false, errors: { form: operatorOnly } };
  const prepared = await prepareNewSites(db, [raw], options);
  if (!prepared.ok) return { ok: false, errors: prepared.errors[0] ?? {} };
  const created = await createSites(db, prepared.sites, { staffAccountId: staff.staffAccountId, by: "console" });
  if (!created.ok) return created;
  const [site] = created.sites;
  return site ? { ok: true, site } : { ok: false, errors: { form: "The site was not created." } };
}
