// A PPSR search (Australia's Personal Property Securities Register: money owed against a vehicle,
// and the written-off and stolen records it reports with the vehicle's register details) sits behind
// a small interface, as every outside service does (decision 037). Two implementations: an HTTP
// adapter for a PPSR search service (PPSR_API_URL), and the demo's stand-in, which answers from the
// platform's own stock and draws debts and write-offs from the VIN: invented, so it serves demo mode
// only and its reports say they are samples.

import { providerJson, serviceUrl, type HttpServiceOptions } from "@/platform/provider-http";
import { createRandom, hashString } from "@/platform/random";
import { z } from "@/platform/zod";

/** The vehicle as the state registers (NEVDIS) describe it. */
export type PpsrVehicle = {
  vin: string;
  year: number;
  make: string;
  model: string;
  colour: string | null;
  body: string | null;
  regplate: string | null;
  state: string | null;
  /** `yyyy-mm-dd`. */
  regoExpiry: string | null;
};

export type PpsrSecurityInterest = {
  securedParty: string;
  registrationNumber: string;
  /** `yyyy-mm-dd`. */
  registeredOn: string;
};

export type PpsrCertificate = {
  certificateNumber: string;
  searchedAt: Date;
  vin: string;
  /** Null when the registers hold no vehicle with this VIN. */
  vehicle: PpsrVehicle | null;
  securityInterests: PpsrSecurityInterest[];
  writtenOff: { category: "Repairable" | "Statutory"; state: string; recordedOn: string } | null;
  stolen: { state: string; reportedOn: string } | null;
};

export interface PpsrProvider {
  readonly name: string;
  /** A stand-in with invented records: what it makes must say it is a sample. */
  readonly sample: boolean;
  search(request: { vin: string; searchedAt: Date }): Promise<PpsrCertificate>;
}

/** Lenders on the local register: invented names, so no real company is said to hold a debt. */
export const localSecuredParties = [
  "Harbour Motor Finance Pty Ltd",
  "Pacific Vehicle Credit Ltd",
  "Greenway Lending Pty Ltd",
  "Southern Auto Leasing Pty Ltd",
] as const;

/** The share of VINs on the local register with money owed against them. */
export const localSecuredShare = 0.15;
/** The share recorded as a repairable write-off. */
export const localWrittenOffShare = 0.03;

const digits = (random: () => number, count: number) =>
  Array.from({ length: count }, () => Math.floor(random() * 10)).join("");

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The local PPSR: the vehicle's register details from `register` (the platform's stock), and a
 * security interest or write-off drawn from the VIN, so a VIN answers the same on every search.
 */
export function localPpsrProvider(register: (vin: string) => Promise<PpsrVehicle | null>): PpsrProvider {
  return {
    name: "local",
    sample: true,
    async search({ vin, searchedAt }) {
      const normalised = vin.trim().toUpperCase();
      const vehicle = await register(normalised);
      const rng = createRandom(hashString(`ppsr:${normalised}`));
      const certificateNumber = digits(rng.next, 14);
      const recordYear = Math.max(vehicle?.year ?? searchedAt.getUTCFullYear() - 3, searchedAt.getUTCFullYear() - 6);
      const recordDate = () =>
        isoDay(
          new Date(
            Math.min(
              searchedAt.getTime(),
              Date.UTC(rng.int(recordYear, searchedAt.getUTCFullYear()), rng.int(0, 11), 1),
            ),
          ),
        );
      const securityInterests: PpsrSecurityInterest[] =
        vehicle && rng.chance(localSecuredShare)
          ? [
              {
                securedParty: rng.pick(localSecuredParties),
                registrationNumber: digits(rng.next, 16),
                registeredOn: recordDate(),
              },
            ]
          : [];
      const writtenOff =
        vehicle && rng.chance(localWrittenOffShare)
          ? { category: "Repairable" as const, state: vehicle.state ?? "NSW", recordedOn: recordDate() }
          : null;
      return { certificateNumber, searchedAt, vin: normalised, vehicle, securityInterests, writtenOff, stolen: null };
    },
  };
}

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/, "must be a date (yyyy-mm-dd)")
  .transform((value) => value.slice(0, 10));
const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : null));

/**
 * A PPSR search service's certificate, in the shape of the register's own search result: the
 * certificate number, the NEVDIS vehicle record, the registrations (security interests) against
 * the serial number, and the written-off and stolen records.
 */
const certificateAnswer = z.object({
  search_certificate_number: z.string().trim().min(1),
  nevdis_vehicle: z
    .object({
      year: z.coerce.number().int().min(1900).max(2200),
      make: z.string().trim().min(1),
      model: z.string().trim().min(1),
      colour: optionalText,
      body_type: optionalText,
      registration_plate: optionalText,
      registration_state: optionalText,
      registration_expiry: isoDate.nullish().transform((value) => value ?? null),
    })
    .nullable(),
  registrations: z
    .array(
      z.object({
        secured_party_name: z.string().trim().min(1),
        registration_number: z.string().trim().min(1),
        registration_start: isoDate,
      }),
    )
    .default([]),
  written_off: z
    .array(z.object({ type: z.enum(["Repairable", "Statutory"]), jurisdiction: z.string(), recorded_on: isoDate }))
    .default([]),
  stolen: z.array(z.object({ jurisdiction: z.string(), reported_on: isoDate })).default([]),
});

/**
 * A PPSR search service over HTTP: `POST {url}/searches` with `{ "serial_number": VIN,
 * "serial_number_type": "VIN" }` and the key as a Bearer token; the certificate in the answer.
 */
export function httpPpsrProvider(options: HttpServiceOptions): PpsrProvider {
  return {
    name: "http",
    sample: false,
    async search({ vin, searchedAt }) {
      const normalised = vin.trim().toUpperCase();
      const answer = await providerJson(
        {
          service: "PPSR search",
          url: serviceUrl(options.url, "searches"),
          method: "POST",
          body: { serial_number: normalised, serial_number_type: "VIN" },
          apiKey: options.apiKey,
          timeoutMs: options.timeoutMs,
        },
        certificateAnswer,
      );
      if (!answer) throw new Error("the PPSR search service answered 404 to a search");
      const vehicle = answer.nevdis_vehicle;
      const [writtenOff] = answer.written_off;
      const [stolen] = answer.stolen;
      return {
        certificateNumber: answer.search_certificate_number,
        searchedAt,
        vin: normalised,
        vehicle: vehicle && {
          vin: normalised,
          year: vehicle.year,
          make: vehicle.make,
          model: vehicle.model,
          colour: vehicle.colour,
          body: vehicle.body_type,
          regplate: vehicle.registration_plate,
          state: vehicle.registration_state,
          regoExpiry: vehicle.registration_expiry,
        },
        securityInterests: answer.registrations.map((registration) => ({
          securedParty: registration.secured_party_name,
          registrationNumber: registration.registration_number,
          registeredOn: registration.registration_start,
        })),
        writtenOff: writtenOff
          ? { category: writtenOff.type, state: writtenOff.jurisdiction, recordedOn: writtenOff.recorded_on }
          : null,
        stolen: stolen ? { state: stolen.jurisdiction, reportedOn: stolen.reported_on } : null,
      };
    },
  };
}
