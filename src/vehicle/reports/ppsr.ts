// A PPSR search (Australia's Personal Property Securities Register: money owed against a vehicle,
// and the written-off and stolen records it reports with the vehicle's register details) sits behind
// a small interface, as every outside service does. The platform runs and is tested with the local
// one, which answers from the platform's own stock and a register drawn from the VIN, and never
// touches the network; production swaps in a real PPSR search by configuration.

import { createRandom, hashString } from "@/platform/random";

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
