import { addDays, wallClock } from "@/leads/slots";

// A promo runs from the start of its first day to the end of its last, in the site's time zone
// (an offer "until Sunday" in Perth ends at midnight in Perth). The table keeps instants: the start,
// and the expiry (the start of the day after the last), as activePromos reads them.

/** The instant a calendar day ("2026-12-24") starts in the zone. */
export function dayStartIn(day: string, timeZone: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split("-").map(Number);
  const midnightAsUtc = Date.UTC(year, month - 1, date);
  // The zone's offset at a guess, then at the answer: right on either side of a daylight-saving change.
  let instant = midnightAsUtc;
  for (let pass = 0; pass < 2; pass += 1) {
    const wall = wallClock(new Date(instant), timeZone);
    const wallAsUtc = Date.UTC(
      Number(wall.date.slice(0, 4)),
      Number(wall.date.slice(5, 7)) - 1,
      Number(wall.date.slice(8, 10)),
    );
    const offset = wallAsUtc + Math.round(wall.minutes * 60_000) - instant;
    instant = midnightAsUtc - offset;
  }
  return new Date(instant);
}

/** The first and last days a promo shows, as a form edits them. */
export function promoDays(
  window: { startsAt: Date; expiresAt: Date },
  timeZone: string,
): { startsOn: string; endsOn: string } {
  return {
    startsOn: wallClock(window.startsAt, timeZone).date,
    // The expiry is excluded: the last day is the one its instant before falls in.
    endsOn: wallClock(new Date(window.expiresAt.getTime() - 1), timeZone).date,
  };
}

/** The instants a promo shows between, from its first and last days. */
export function promoWindow(days: { startsOn: string; endsOn: string }, timeZone: string) {
  return { startsAt: dayStartIn(days.startsOn, timeZone), expiresAt: dayStartIn(addDays(days.endsOn, 1), timeZone) };
}
