import { describe, expect, it } from "vitest";
import { draftReducer, initialDraft, toSiteInput, type Draft, type DraftAction } from "./new-site-draft";
import { newSiteSchema, type TemplateThemes } from "./new-site-schema";

// The new-site form as someone fills it: slugs follow names until edited, a template brings its
// colours, the primary domain stays marked, and a filled form is what the schema takes.

const theme = {
  primary: "#1d4ed8",
  primaryText: "#ffffff",
  secondary: "#0f172a",
  secondaryText: "#ffffff",
  font: "system",
} as const;
const themes: TemplateThemes = {
  default: theme,
  "used-car": { ...theme, primary: "#047857" },
  group: theme,
  leisure: theme,
  subscription: theme,
  "one-dealer": theme,
};
const reduce = draftReducer(themes);
const apply = (actions: DraftAction[], from: Draft = initialDraft(themes)) => actions.reduce(reduce, from);

describe("the new-site form's draft", () => {
  it("fills the slugs from the names until someone types one", () => {
    const draft = apply([
      { type: "site", field: "name", value: "Test Motors" },
      { type: "dealership", index: 0, field: "name", value: "Test Motors Parramatta" },
    ]);
    expect(draft.slug).toBe("test-motors");
    expect(draft.dealerships[0]?.slug).toBe("test-motors-parramatta");
    const edited = apply(
      [
        { type: "site", field: "slug", value: "tm" },
        { type: "site", field: "name", value: "Test Motors Group" },
      ],
      draft,
    );
    expect(edited.slug).toBe("tm");
  });

  it("starts the look from the chosen template, keeping an uploaded logo", () => {
    const draft = apply([
      { type: "theme", field: "logo", value: "data:image/png;base64,AAAA" },
      { type: "theme", field: "primary", value: "#000000" },
      { type: "site", field: "template", value: "used-car" },
    ]);
    expect(draft.theme).toEqual({ ...themes["used-car"], logo: "data:image/png;base64,AAAA" });
    expect(apply([{ type: "site", field: "template", value: "no-such-template" }], draft).template).toBe("used-car");
  });

  it("keeps one primary domain as domains come and go", () => {
    const draft = apply([
      { type: "domain", index: 0, value: "testmotors.com.au" },
      { type: "add-domain" },
      { type: "domain", index: 1, value: "www.testmotors.com.au" },
      { type: "primary-domain", index: 1 },
    ]);
    expect(draft.domains.map((domain) => domain.primary)).toEqual([false, true]);
    expect(apply([{ type: "remove-domain", index: 1 }], draft).domains).toEqual([
      { name: "testmotors.com.au", primary: true },
    ]);
  });

  it("opens a closed day with usual hours and closes it without them", () => {
    const opened = apply([{ type: "day-open", dealership: 0, location: 0, weekday: 0, open: true }]);
    expect(opened.dealerships[0]?.locations[0]?.openingHours.find((day) => day.weekday === 0)).toEqual({
      weekday: 0,
      status: "Open",
      open: "08:30",
      close: "17:30",
    });
    const closed = apply([{ type: "day-open", dealership: 0, location: 0, weekday: 1, open: false }], opened);
    const monday = toSiteInput(closed).dealerships[0]?.locations[0]?.openingHours.find((day) => day.weekday === 1);
    expect(monday).toEqual({ weekday: 1, status: "Closed", open: null, close: null });
  });

  it("adds and removes dealerships and locations, and a filled draft is a valid site", () => {
    const location = (dealership: number, index: number, name: string): DraftAction[] => [
      { type: "location", dealership, index, field: "name", value: name },
      { type: "location", dealership, index, field: "street", value: "1 Main Road" },
      { type: "location", dealership, index, field: "city", value: "Parramatta" },
      { type: "location", dealership, index, field: "state", value: "NSW" },
      { type: "location", dealership, index, field: "postcode", value: "2150" },
      { type: "location", dealership, index, field: "phone", value: "02 9555 0100" },
    ];
    const draft = apply([
      { type: "site", field: "name", value: "Test Motors" },
      { type: "domain", index: 0, value: "testmotors.com.au" },
      { type: "dealership", index: 0, field: "name", value: "Test Motors" },
      ...location(0, 0, "Sales"),
      { type: "add-location", dealership: 0 },
      ...location(0, 1, "Service"),
      { type: "add-dealership" },
      { type: "remove-dealership", index: 1 },
      { type: "add-location", dealership: 0 },
      { type: "remove-location", dealership: 0, index: 2 },
    ]);
    expect(draft.dealerships).toHaveLength(1);
    expect(draft.dealerships[0]?.locations.map((entry) => entry.name)).toEqual(["Sales", "Service"]);
    const parsed = newSiteSchema.safeParse(toSiteInput(draft));
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });
});
