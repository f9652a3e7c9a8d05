import { describe, expect, it } from "vitest";
import { usualOpeningHours } from "@/locations/location-input";
import { fieldMessages, newSiteSchema, type NewSiteInput } from "./new-site-schema";

// The rules a new site's form and `npm run site` share: what each field accepts, and the message the
// person typing sees on which field.

const pngPixel =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

function location(overrides: Partial<NewSiteInput["dealerships"][number]["locations"][number]> = {}) {
  return {
    name: "Test Motors Parramatta",
    street: "12 Church Street",
    city: "Parramatta",
    state: "NSW" as const,
    postcode: "2150",
    phone: "02 9555 0100",
    email: "",
    openingHours: usualOpeningHours(),
    ...overrides,
  };
}

function site(overrides: Partial<NewSiteInput> = {}): NewSiteInput {
  return {
    name: "Test Motors",
    slug: "test-motors",
    template: "default",
    groupId: "",
    domains: [{ name: "testmotors.com.au", primary: true }],
    dealerships: [{ name: "Test Motors", slug: "test-motors", locations: [location()] }],
    theme: {
      primary: "#b91c1c",
      primaryText: "#ffffff",
      secondary: "#111827",
      secondaryText: "#ffffff",
      font: "system",
      logo: "",
    },
    ...overrides,
  };
}

const messagesOf = (input: unknown) => {
  const result = newSiteSchema.safeParse(input);
  return result.success ? {} : fieldMessages(result.error);
};

describe("a new site's schema", () => {
  it("takes a whole site, trimming and lower-casing what people paste", () => {
    const parsed = newSiteSchema.parse(
      site({ slug: " Test-Motors ", domains: [{ name: " TestMotors.com.au. ", primary: true }] }),
    );
    expect(parsed.slug).toBe("test-motors");
    expect(parsed.domains).toEqual([{ name: "testmotors.com.au", primary: true }]);
    // A closed day keeps no times; the week is as given.
    expect(parsed.dealerships[0]?.locations[0]?.openingHours.find((day) => day.weekday === 0)).toEqual({
      weekday: 0,
      status: "Closed",
      open: null,
      close: null,
    });
  });

  it("refuses a reserved or malformed slug on the slug field", () => {
    expect(messagesOf(site({ slug: "console" })).slug).toMatch(/reserved/);
    expect(messagesOf(site({ slug: "test_motors" })).slug).toMatch(/lower-case letters/);
  });

  it("wants a domain alone, once, with exactly one primary", () => {
    expect(
      messagesOf(site({ domains: [{ name: "https://testmotors.com.au/", primary: true }] }))["domains.0.name"],
    ).toMatch(/no https:\/\//);
    expect(messagesOf(site({ domains: [{ name: "127.0.0.1", primary: true }] }))["domains.0.name"]).toMatch(
      /not a domain/,
    );
    const twice = messagesOf(
      site({
        domains: [
          { name: "testmotors.com.au", primary: true },
          { name: "TESTMOTORS.com.au", primary: false },
        ],
      }),
    );
    expect(twice["domains.1.name"]).toBe("This domain is listed twice.");
    expect(messagesOf(site({ domains: [{ name: "testmotors.com.au", primary: false }] })).domains).toBe(
      "Mark one domain as the primary one.",
    );
    expect(messagesOf(site({ domains: [] })).domains).toBe("Add the site's domain.");
  });

  it("says which text colour cannot be read on its colour, and by how much", () => {
    const messages = messagesOf(site({ theme: { ...site().theme, primary: "#fde047", primaryText: "#ffffff" } }));
    expect(messages["theme.primaryText"]).toMatch(
      /^Text on the main colour has a contrast of 1\.\d:1; it needs 4\.5:1/,
    );
    expect(messages["theme.secondaryText"]).toBeUndefined();
    expect(messagesOf(site({ theme: { ...site().theme, secondary: "navy" } }))["theme.secondary"]).toBe(
      "Enter a colour like #1d4ed8.",
    );
  });

  it("keeps an uploaded PNG and refuses a file that is not what it says, or too big", () => {
    expect(messagesOf(site({ theme: { ...site().theme, logo: pngPixel } }))).toEqual({});
    const notPng = `data:image/png;base64,${btoa("<svg xmlns='http://www.w3.org/2000/svg'></svg>")}`;
    expect(messagesOf(site({ theme: { ...site().theme, logo: notPng } }))["theme.logo"]).toBe(
      "That file is not a png picture.",
    );
    const huge = `data:image/png;base64,${"A".repeat(220_000)}`;
    expect(messagesOf(site({ theme: { ...site().theme, logo: huge } }))["theme.logo"]).toMatch(
      /^The logo is 162 KB; upload one of 150 KB or less\.$/,
    );
    expect(messagesOf(site({ theme: { ...site().theme, logo: "http://example.com/logo.png" } }))["theme.logo"]).toMatch(
      /https:\/\//,
    );
  });

  it("needs a dealership with a location, distinct dealership slugs and location names", () => {
    expect(messagesOf(site({ dealerships: [] })).dealerships).toBe("Add at least one dealership.");
    expect(
      messagesOf(site({ dealerships: [{ name: "A", slug: "a", locations: [] }] }))["dealerships.0.locations"],
    ).toBe("Add the dealership's location.");
    const clash = messagesOf(
      site({
        dealerships: [
          { name: "Test Motors", slug: "test-motors", locations: [location()] },
          {
            name: "Test Motors Service",
            slug: "test-motors",
            locations: [location({ name: "Test Motors  Parramatta" })],
          },
        ],
      }),
    );
    expect(clash["dealerships.1.slug"]).toBe("Another dealership of this site has this slug.");
    // The second name makes the same page address (/locations/test-motors-parramatta).
    expect(clash["dealerships.1.locations.0.name"]).toBe("Another location of this site has this name.");
  });

  it("checks a location's address, phone and hours with the locations module's rules", () => {
    const hours = usualOpeningHours().map((day) =>
      day.weekday === 2 ? { ...day, open: "17:00", close: "09:00" } : day,
    );
    const messages = messagesOf(
      site({
        dealerships: [
          {
            name: "Test Motors",
            slug: "test-motors",
            locations: [location({ postcode: "215", phone: "12345", openingHours: hours, email: "sales at example" })],
          },
        ],
      }),
    );
    const at = (field: string) => messages[`dealerships.0.locations.0.${field}`];
    expect(at("postcode")).toBe("Enter the 4-digit postcode.");
    expect(at("phone")).toMatch(/^Enter an Australian phone number/);
    expect(at("email")).toMatch(/^Enter an e-mail address/);
    // Tuesday is the second day of the Monday-first week.
    expect(at("openingHours.1.close")).toBe("Closing time must be after opening time.");
    const noState = { ...location(), state: "" };
    expect(
      messagesOf({ ...site(), dealerships: [{ name: "A", slug: "a", locations: [noState] }] })[
        "dealerships.0.locations.0.state"
      ],
    ).toBe("Choose the state or territory.");
  });
});
