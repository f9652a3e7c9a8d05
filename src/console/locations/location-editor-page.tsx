import { notFound } from "next/navigation";
import { departmentLabels } from "@/locations/location-form-schema";
import { publicHolidaysAhead } from "@/locations/public-holidays";
import { australianStateCode, australianStates } from "@/platform/australian-states";
import { requestSeconds } from "@/platform/clock";
import { getDb } from "@/platform/db";
import { Link } from "@/ui/link";
import { ConsoleShell } from "../components/console-shell";
import { requireStaff } from "../server/current-staff";
import { listGrantedSites } from "../server/staff-accounts";
import { canOpenLocations } from "./location-scope";
import { LocationForm } from "./components/location-form";
import { findEditableLocation } from "./server/location-work";

// /locations/{id}: one location's editor, with the dealership's other departments beside it and the
// public holidays of the location's state for the next twelve months, offered as one-click rows.

export async function LocationEditorPage({ id, saved }: { id: string; saved: boolean }) {
  const staff = await requireStaff();
  if (!canOpenLocations(staff.scope)) notFound();
  const db = await getDb();
  const sites = await listGrantedSites(db, staff.scope);
  const now = new Date(requestSeconds() * 1000);
  const location = await findEditableLocation(
    db,
    { staffAccountId: staff.staffAccountId, scope: staff.scope },
    sites,
    id,
    now,
  );
  if (!location) notFound();
  const state = australianStateCode(location.values.state);
  const holidays = state ? publicHolidaysAhead(state, location.today) : [];
  return (
    <ConsoleShell staff={staff} pathname={`/locations/${location.id}`} title={location.values.name}>
      <p className="text-sm">
        <Link href="/locations" className="underline">
          All locations
        </Link>
        <span className="text-muted">
          {" "}
          · {location.site.name} · {location.dealershipName} · {departmentLabels[location.values.locationType]}
        </span>
      </p>
      {saved ? (
        <p
          role="status"
          className="rounded border border-emerald-700 bg-emerald-50 p-3 text-emerald-900"
          data-testid="saved-note"
        >
          Saved. The site shows the change now.
        </p>
      ) : null}
      {location.siblings.length > 0 ? (
        <nav aria-label={`Other departments of ${location.dealershipName}`} className="text-sm">
          <span className="font-semibold">Other departments of {location.dealershipName}: </span>
          <ul className="inline">
            {location.siblings.map((sibling, index) => (
              <li key={sibling.id} className="inline">
                {index > 0 ? " · " : ""}
                <Link href={`/locations/${sibling.id}`} className="underline">
                  {departmentLabels[sibling.locationType]}: {sibling.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <LocationForm
        initial={location.values}
        today={location.today}
        holidays={holidays}
        holidayRegion={state ? australianStates[state].name : null}
      />
    </ConsoleShell>
  );
}
