import { z } from "@/platform/zod";
import { slugify } from "@/platform/slugify";
import { locationInputSchema } from "@/locations/location-input";
import { contrastRatio, MIN_TEXT_CONTRAST } from "@/sites/color-contrast";
import { fontNames, templateNames, type FontName, type TemplateName } from "@/sites/config-vocabularies";
import { isLogoDataUrl, logoDataProblem } from "@/sites/logo-data";
import { isDomainName, isValidSlug } from "@/sites/parse-host";

// A new site as staff describe it (decision 049): the console's onboarding form and
// `npm run site -- create --file` parse this one schema, in the browser and again on the server,
// which adds the rules that need the database (a slug or domain taken, the group, the postcodes:
// server/onboarding.ts). Messages are written for the person filling the form, keyed by the field's
// path ("dealerships.0.locations.1.postcode").

export const siteLimits = { name: 120, dealerships: 30, locationsPerDealership: 30, domains: 20 } as const;

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function requiredText(max: number, missing: string) {
  return z.string().trim().min(1, missing).max(max, `Use ${max} characters or fewer.`);
}

const siteSlug = z
  .string()
  .trim()
  .toLowerCase()
  .refine(
    isValidSlug,
    "Use lower-case letters, digits and hyphens (up to 63), like test-motors; some words are reserved.",
  );

const dealershipSlug = z
  .string()
  .trim()
  .toLowerCase()
  .max(63, "Use 63 characters or fewer.")
  .regex(slugPattern, "Use lower-case letters, digits and hyphens, like test-motors-parramatta.");

/** A domain as people paste it: `Testmotors.com.au.` is `testmotors.com.au`; a scheme or path is refused. */
const domainName = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/\.$/, ""))
  .superRefine((value, ctx) => {
    if (value === "") ctx.addIssue({ code: "custom", message: "Enter the domain, like www.testmotors.com.au." });
    else if (/[/:]/.test(value))
      ctx.addIssue({
        code: "custom",
        message: "Enter the domain alone, like www.testmotors.com.au (no https:// or path).",
      });
    else if (!isDomainName(value))
      ctx.addIssue({ code: "custom", message: "That is not a domain name; use one like www.testmotors.com.au." });
  });

const hexColour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, "Enter a colour like #1d4ed8.");

/** The logo: none (the platform draws one from the name), an uploaded picture, or an https:// address. */
const logo = z
  .string()
  .trim()
  .default("")
  .superRefine((value, ctx) => {
    if (value === "") return;
    const problem = isLogoDataUrl(value)
      ? logoDataProblem(value)
      : /^https:\/\/[^\s/]+\.[^\s/]+(?:\/\S*)?$/.test(value)
        ? null
        : "Upload a picture, or give an https:// address.";
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

const themeSchema = z
  .object({
    primary: hexColour,
    primaryText: hexColour,
    secondary: hexColour,
    secondaryText: hexColour,
    font: z.enum(fontNames, { error: "Choose one of the fonts offered." }),
    logo,
  })
  .superRefine((theme, ctx) => {
    const pairs = [
      ["primaryText", "primary", "the main colour"],
      ["secondaryText", "secondary", "the second colour"],
    ] as const;
    for (const [text, background, name] of pairs) {
      const ratio = contrastRatio(theme[text], theme[background]);
      if (ratio === undefined || ratio >= MIN_TEXT_CONTRAST) continue;
      ctx.addIssue({
        code: "custom",
        path: [text],
        message: `Text on ${name} has a contrast of ${ratio.toFixed(1)}:1; it needs ${MIN_TEXT_CONTRAST}:1 to be read (WCAG AA). Try #ffffff or #000000.`,
      });
    }
  });

const dealershipSchema = z.object({
  name: requiredText(siteLimits.name, "Enter the dealership's name."),
  slug: dealershipSlug,
  locations: z
    .array(locationInputSchema)
    .min(1, "Add the dealership's location.")
    .max(siteLimits.locationsPerDealership, `A dealership has at most ${siteLimits.locationsPerDealership} locations.`),
});

export const newSiteSchema = z
  .object({
    name: requiredText(siteLimits.name, "Enter the site's name."),
    slug: siteSlug,
    template: z.enum(templateNames, { error: "Choose one of the templates." }),
    /** A dealer group's id, or "" for none. */
    groupId: z
      .string()
      .trim()
      .default("")
      .refine((value) => value === "" || z.uuid().safeParse(value).success, "Choose one of the groups."),
    domains: z
      .array(z.object({ name: domainName, primary: z.boolean().default(false) }))
      .min(1, "Add the site's domain.")
      .max(siteLimits.domains, `A site has at most ${siteLimits.domains} domains.`),
    dealerships: z
      .array(dealershipSchema)
      .min(1, "Add at least one dealership.")
      .max(siteLimits.dealerships, `A site has at most ${siteLimits.dealerships} dealerships.`),
    theme: themeSchema,
  })
  .superRefine((site, ctx) => {
    const primaries = site.domains.filter((domain) => domain.primary).length;
    if (site.domains.length > 0 && primaries !== 1) {
      ctx.addIssue({ code: "custom", path: ["domains"], message: "Mark one domain as the primary one." });
    }
    repeated(site.domains.map((domain) => domain.name)).forEach((index) =>
      ctx.addIssue({ code: "custom", path: ["domains", index, "name"], message: "This domain is listed twice." }),
    );
    repeated(site.dealerships.map((dealership) => dealership.slug)).forEach((index) =>
      ctx.addIssue({
        code: "custom",
        path: ["dealerships", index, "slug"],
        message: "Another dealership of this site has this slug.",
      }),
    );
    // Each location's page is /locations/{slug of its name}: names must differ across the site.
    const locations = site.dealerships.flatMap((dealership, dealershipIndex) =>
      dealership.locations.map((location, locationIndex) => ({
        path: ["dealerships", dealershipIndex, "locations", locationIndex, "name"],
        slug: slugify(location.name),
      })),
    );
    for (const location of locations) {
      if (location.slug === "")
        ctx.addIssue({ code: "custom", path: location.path, message: "Use letters or digits in the name." });
    }
    repeated(locations.map((location) => location.slug)).forEach((index) =>
      ctx.addIssue({
        code: "custom",
        path: locations[index]?.path ?? [],
        message: "Another location of this site has this name.",
      }),
    );
  });

export type NewSiteInput = z.input<typeof newSiteSchema>;
export type NewSite = z.output<typeof newSiteSchema>;

/** The indexes of values seen before (the second and later of each), empty values aside. */
function repeated(values: readonly string[]): number[] {
  const seen = new Set<string>();
  return values.flatMap((value, index) => {
    if (value === "") return [];
    if (seen.has(value)) return [index];
    seen.add(value);
    return [];
  });
}

/** The field messages of a failed parse, one per field (the first), keyed by path; "form" for the whole. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? "form" : issue.path.map(String).join(".");
    messages[key] ??= issue.message;
  }
  return messages;
}

/** A template's theme as the form starts from it (its default colours and font). */
export type ThemeChoice = {
  primary: string;
  primaryText: string;
  secondary: string;
  secondaryText: string;
  font: FontName;
};

export type TemplateThemes = Record<TemplateName, ThemeChoice>;

/** What the create action answers: field messages, or the page to open. */
export type NewSiteFormState = { errors: Record<string, string>; next?: string };
