import { describe, expect, it } from "vitest";
import { handoverCalendar } from "./handover-calendar";

describe("the handover's calendar entry", () => {
  const ics = handoverCalendar(
    {
      reference: "BO-1A2B3C4D",
      carName: "2021 Mazda CX-5 Maxx",
      date: "2026-12-31",
      title: "Pick up your 2021 Mazda CX-5 Maxx",
      where: "Bayside Geelong, 1 Bay St, Geelong, VIC 3220",
      host: "bayside.localhost",
    },
    new Date("2026-11-29T03:04:05.678Z"),
  );
  const lines = ics.split("\r\n");

  it("is an all-day event on the chosen day, ending the next (over a year's end too)", () => {
    expect(lines).toContain("DTSTART;VALUE=DATE:20261231");
    expect(lines).toContain("DTEND;VALUE=DATE:20270101");
    expect(lines).toContain("DTSTAMP:20261129T030405Z");
    expect(lines).toContain("UID:BO-1A2B3C4D@bayside.localhost");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });

  it("escapes the commas of an address and names the car and reference", () => {
    expect(lines).toContain("LOCATION:Bayside Geelong\\, 1 Bay St\\, Geelong\\, VIC 3220");
    expect(lines).toContain("SUMMARY:Pick up your 2021 Mazda CX-5 Maxx");
    expect(ics).toContain("purchase reference BO-1A2B3C4D");
  });
});
