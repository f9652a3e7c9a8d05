import { slugify } from "@/platform/slugify";
import { usualOpeningHours, type LocationInput } from "@/locations/location-input";
import type { TemplateName } from "@/sites/config-vocabularies";
import type { NewSiteInput, TemplateThemes, ThemeChoice } from "./new-site-schema";

// The new-site form's state (decision 049): one reducer, pure and unit-tested, holding the site as
// typed so far. Slugs follow the names until someone edits them; choosing a template starts the
// theme from its colours and font. `toSiteInput` is what the schema parses, in the browser and, sent
// as JSON, on the server.

export type DraftDay = { weekday: number; status: "Open" | "Closed"; open: string; close: string };

export type DraftLocation = {
  name: string;
  street: string;
  city: string;
  state: string;
  postcode: string;
  phone: string;
  email: string;
  openingHours: DraftDay[];
};

export type DraftDealership = { name: string; slug: string; slugEdited: boolean; locations: DraftLocation[] };

export type Draft = {
  name: string;
  slug: string;
  slugEdited: boolean;
  template: TemplateName;
  groupId: string;
  domains: { name: string; primary: boolean }[];
  dealerships: DraftDealership[];
  theme: ThemeChoice & { logo: string };
};

export type SiteField = "name" | "slug" | "template" | "groupId";
export type ThemeField = keyof Draft["theme"];
export type DealershipField = "name" | "slug";
export type LocationField = Exclude<keyof DraftLocation, "openingHours">;

export type DraftAction =
  | { type: "site"; field: SiteField; value: string }
  | { type: "theme"; field: ThemeField; value: string }
  | { type: "domain"; index: number; value: string }
  | { type: "primary-domain"; index: number }
  | { type: "add-domain" }
  | { type: "remove-domain"; index: number }
  | { type: "dealership"; index: number; field: DealershipField; value: string }
  | { type: "add-dealership" }
  | { type: "remove-dealership"; index: number }
  | { type: "location"; dealership: number; index: number; field: LocationField; value: string }
  | { type: "add-location"; dealership: number }
  | { type: "remove-location"; dealership: number; index: number }
  | { type: "hours"; dealership: number; location: number; weekday: number; field: "open" | "close"; value: string }
  | { type: "day-open"; dealership: number; location: number; weekday: number; open: boolean };

export function emptyLocation(): DraftLocation {
  return {
    name: "",
    street: "",
    city: "",
    state: "",
    postcode: "",
    phone: "",
    email: "",
    openingHours: usualOpeningHours().map((day) => ({
      weekday: day.weekday,
      status: day.status,
      open: day.open ?? "",
      close: day.close ?? "",
    })),
  };
}

function emptyDealership(): DraftDealership {
  return { name: "", slug: "", slugEdited: false, locations: [emptyLocation()] };
}

export function initialDraft(themes: TemplateThemes, template: TemplateName = "default"): Draft {
  return {
    name: "",
    slug: "",
    slugEdited: false,
    template,
    groupId: "",
    domains: [{ name: "", primary: true }],
    dealerships: [emptyDealership()],
    theme: { ...themes[template], logo: "" },
  };
}

function replaceAt<T>(items: readonly T[], index: number, change: (item: T) => T): T[] {
  return items.map((item, at) => (at === index ? change(item) : item));
}

function withoutAt<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, at) => at !== index);
}

function changeLocation(
  draft: Draft,
  dealership: number,
  index: number,
  change: (location: DraftLocation) => DraftLocation,
) {
  return {
    ...draft,
    dealerships: replaceAt(draft.dealerships, dealership, (entry) => ({
      ...entry,
      locations: replaceAt(entry.locations, index, change),
    })),
  };
}

function changeDay(location: DraftLocation, weekday: number, change: (day: DraftDay) => DraftDay): DraftLocation {
  return {
    ...location,
    openingHours: location.openingHours.map((day) => (day.weekday === weekday ? change(day) : day)),
  };
}

export function draftReducer(themes: TemplateThemes) {
  return (draft: Draft, action: DraftAction): Draft => {
    switch (action.type) {
      case "site":
        if (action.field === "name") {
          return { ...draft, name: action.value, slug: draft.slugEdited ? draft.slug : slugify(action.value) };
        }
        if (action.field === "slug") return { ...draft, slug: action.value, slugEdited: true };
        if (action.field === "template") {
          const template = themes[action.value as TemplateName] ? (action.value as TemplateName) : draft.template;
          return { ...draft, template, theme: { ...themes[template], logo: draft.theme.logo } };
        }
        return { ...draft, groupId: action.value };
      case "theme":
        return { ...draft, theme: { ...draft.theme, [action.field]: action.value } };
      case "domain":
        return {
          ...draft,
          domains: replaceAt(draft.domains, action.index, (domain) => ({ ...domain, name: action.value })),
        };
      case "primary-domain":
        return { ...draft, domains: draft.domains.map((domain, at) => ({ ...domain, primary: at === action.index })) };
      case "add-domain":
        return { ...draft, domains: [...draft.domains, { name: "", primary: draft.domains.length === 0 }] };
      case "remove-domain": {
        const domains = withoutAt(draft.domains, action.index);
        // The primary stays marked: the first domain takes over when the primary goes.
        const first = domains[0];
        if (first && !domains.some((domain) => domain.primary)) domains[0] = { ...first, primary: true };
        return { ...draft, domains };
      }
      case "dealership":
        return {
          ...draft,
          dealerships: replaceAt(draft.dealerships, action.index, (dealership) =>
            action.field === "slug"
              ? { ...dealership, slug: action.value, slugEdited: true }
              : {
                  ...dealership,
                  name: action.value,
                  slug: dealership.slugEdited ? dealership.slug : slugify(action.value),
                },
          ),
        };
      case "add-dealership":
        return { ...draft, dealerships: [...draft.dealerships, emptyDealership()] };
      case "remove-dealership":
        return { ...draft, dealerships: withoutAt(draft.dealerships, action.index) };
      case "location":
        return changeLocation(draft, action.dealership, action.index, (location) => ({
          ...location,
          [action.field]: action.value,
        }));
      case "add-location":
        return {
          ...draft,
          dealerships: replaceAt(draft.dealerships, action.dealership, (dealership) => ({
            ...dealership,
            locations: [...dealership.locations, emptyLocation()],
          })),
        };
      case "remove-location":
        return {
          ...draft,
          dealerships: replaceAt(draft.dealerships, action.dealership, (dealership) => ({
            ...dealership,
            locations: withoutAt(dealership.locations, action.index),
          })),
        };
      case "hours":
        return changeLocation(draft, action.dealership, action.location, (location) =>
          changeDay(location, action.weekday, (day) => ({ ...day, [action.field]: action.value })),
        );
      case "day-open":
        return changeLocation(draft, action.dealership, action.location, (location) =>
          changeDay(location, action.weekday, (day) => ({
            ...day,
            status: action.open ? "Open" : "Closed",
            open: action.open && !day.open ? "08:30" : day.open,
            close: action.open && !day.close ? "17:30" : day.close,
          })),
        );
    }
  };
}

/** What the form sends: the schema's input, with a state not yet chosen left as typed (""). */
export type SiteInputDraft = Omit<NewSiteInput, "dealerships"> & {
  dealerships: { name: string; slug: string; locations: (Omit<LocationInput, "state"> & { state: string })[] }[];
};

/** The draft as the schema reads it: without the form's own flags, a closed day without times. */
export function toSiteInput(draft: Draft): SiteInputDraft {
  return {
    name: draft.name,
    slug: draft.slug,
    template: draft.template,
    groupId: draft.groupId,
    domains: draft.domains,
    dealerships: draft.dealerships.map((dealership) => ({
      name: dealership.name,
      slug: dealership.slug,
      locations: dealership.locations.map((location) => ({
        ...location,
        openingHours: location.openingHours.map((day) => ({
          weekday: day.weekday,
          status: day.status,
          open: day.status === "Open" ? day.open || null : null,
          close: day.status === "Open" ? day.close || null : null,
        })),
      })),
    })),
    theme: draft.theme,
  };
}
