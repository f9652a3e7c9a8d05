import type { LocationFieldErrors } from "@/locations/location-form-schema";

// What the location form gets back from its server action: the page to open next once saved, or a
// message per field by its path ("openingHours.2.close") and one for the whole form ("form").

export type LocationFormState = { errors: LocationFieldErrors; next?: string };

export const initialLocationFormState: LocationFormState = { errors: {} };
