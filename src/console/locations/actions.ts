"use server";

import { getDb } from "@/platform/db";
import { currentStaff } from "../server/current-staff";
import { listGrantedSites } from "../server/staff-accounts";
import type { LocationFormState } from "./location-form-state";
import { saveLocation } from "./server/location-work";

// Saving a location from its editor. The form sends its values as they are (the grid's rows, the
// special days), which the server parses with the form's own schema; the answer is the page to open
// next or the fields' messages, never a redirect (see src/console/server/actions.ts for why).

export async function saveLocationAction(_previous: LocationFormState, values: unknown): Promise<LocationFormState> {
  const staff = await currentStaff();
  if (!staff) return { errors: {}, next: "/sign-in" };
  const db = await getDb();
  const result = await saveLocation(
    db,
    { staffAccountId: staff.staffAccountId, scope: staff.scope },
    await listGrantedSites(db, staff.scope),
    values,
  );
  if (result.kind === "refused") return { errors: result.errors };
  return { errors: {}, next: `/locations/${result.locationId}?saved=1` };
}
