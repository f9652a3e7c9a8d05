import { describe, expect, it } from "vitest";
import { hoursOptions, type HoursLocation } from "./hours-options";

const week = (from: string) =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open" as const, open: from, close: "17:00" }));
const place = (
  id: string,
  locationType: HoursLocation["locationType"],
  dealershipId: string,
  isPrimary = false,
): HoursLocation => ({
  id,
  name: `Place ${id}`,
  dealershipId,
  locationType,
  isPrimary,
  openingHours: week(id === "a" ? "08:00" : "09:00"),
});

describe("hoursOptions", () => {
  const locations = [
    place("a", "sales", "d1", true),
    place("b", "service", "d1"),
    place("c", "service", "d2"),
    place("d", "sales", "d2"),
  ];

  it("offers each type the site has, the page's own location first, the same dealership preferred", () => {
    const options = hoursOptions(locations, locations[2] ?? null, "Closed");
    expect(options.map((option) => [option.label, option.locationName])).toEqual([
      ["Service", "Place c"],
      ["Sales", "Place d"],
    ]);
  });

  it("without a page location, takes the primary of each type, sales first", () => {
    const options = hoursOptions(locations, null, "Closed");
    expect(options.map((option) => [option.key, option.locationName])).toEqual([
      ["sales", "Place a"],
      ["service", "Place b"],
    ]);
    expect(options[0]?.rows[0]).toMatchObject({ days: "Mon-Fri", hours: "8:00 am – 5:00 pm" });
  });
});
