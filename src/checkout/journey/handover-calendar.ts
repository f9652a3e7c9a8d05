// The handover as a calendar entry the shopper saves from the confirmation: an all-day event on the
// chosen day (the time is agreed with the dealership), in the iCalendar format every calendar reads.

import { addDays } from "@/leads/slots";

export type HandoverEvent = {
  reference: string;
  carName: string;
  /** "YYYY-MM-DD". */
  date: string;
  /** "Pick up your 2021 Mazda CX-5" or "Delivery of your 2021 Mazda CX-5". */
  title: string;
  /** The pick-up address, or the delivery postcode and region. */
  where: string;
  /** The site's host: the event's identity is its reference at this site. */
  host: string;
};

/** Commas, semicolons and backslashes are escaped and line breaks written as \n, as RFC 5545 asks. */
function text(value: string): string {
  return value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r?\n/g, "\\n");
}

const compact = (date: string) => date.replaceAll("-", "");

export function handoverCalendar(event: HandoverEvent, now: Date): string {
  const stamp = `${now.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${text(event.host)}//Online purchase//EN`,
    "BEGIN:VEVENT",
    `UID:${event.reference}@${event.host}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compact(event.date)}`,
    `DTEND;VALUE=DATE:${compact(addDays(event.date, 1))}`,
    `SUMMARY:${text(event.title)}`,
    `LOCATION:${text(event.where)}`,
    `DESCRIPTION:${text(`${event.carName}, purchase reference ${event.reference}. The dealership confirms the time with you.`)}`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}
