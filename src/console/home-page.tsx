import { getDb } from "@/platform/db";
import { Link } from "@/ui/link";
import { canViewSiteSettings, roleNames } from "./roles";
import { requireStaff } from "./server/current-staff";
import { listGrantedSites } from "./server/staff-accounts";
import { ConsoleShell } from "./components/console-shell";

// The console's home: who is signed in, in which roles, and the sites they may work on; the
// header lists the sections this member may open.

export async function ConsoleHomePage() {
  const staff = await requireStaff();
  const sites = await listGrantedSites(await getDb(), staff.scope);
  const roles = [...new Set(staff.scope.grants.map((grant) => roleNames[grant.role]))];
  return (
    <ConsoleShell staff={staff} pathname="/" title={`Hello, ${staff.name}`}>
      <p data-testid="staff-roles">
        {roles.length > 0 ? roles.join(", ") : "No role yet: ask your administrator for access."}
      </p>
      <section aria-labelledby="sites-heading" className="flex flex-col gap-3">
        <h2 id="sites-heading" className="text-lg font-semibold">
          Your sites
        </h2>
        {sites.length === 0 ? (
          <p>You have no sites yet.</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="granted-sites">
            {sites.map((site) => (
              <li key={site.id} className="rounded-site border border-border bg-surface p-3">
                <span className="font-semibold">{site.name}</span>
                <span className="block text-sm text-muted">{site.slug}</span>
                {canViewSiteSettings(staff.scope, site.id) ? (
                  <Link href={`/sites/${site.id}/settings`} className="text-sm underline">
                    Settings<span className="sr-only"> of {site.name}</span>
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </ConsoleShell>
  );
}
