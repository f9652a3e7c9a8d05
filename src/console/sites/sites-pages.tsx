import { notFound } from "next/navigation";
import { env } from "@/platform/env";
import { buttonClass } from "@/ui/button";
import { Link } from "@/ui/link";
import { locationPath } from "@/locations/location-paths";
import { siteOrigin } from "@/sites/site-origin";
import { ConsoleShell } from "../components/console-shell";
import { DataTable } from "../components/data-table";
import { isOperator } from "../roles";
import { directoryDb, requireStaff, type SignedInStaff } from "../server/current-staff";
import { NewSiteForm } from "./components/new-site-form";
import { StatusButton } from "./components/status-button";
import { templateThemes } from "./server/onboarding";
import { findSiteSummary, listDealerGroups, listSiteRows, type SiteSummary } from "./server/site-directory";
import { templateNames } from "@/sites/config-vocabularies";

// The onboarding pages (decision 049): /sites (every site), /sites/new (a site with its dealerships,
// locations, domains and theme) and /sites/{id} (its summary, Pause and Resume). The platform's
// operator only: anyone else gets the 404 page, and the actions refuse them too.

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const dateTime = new Intl.DateTimeFormat("en-AU", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Australia/Sydney",
});

async function requireOperator(): Promise<SignedInStaff> {
  const staff = await requireStaff();
  if (!isOperator(staff.scope)) notFound();
  return staff;
}

function StatusBadge({ status }: { status: "live" | "paused" }) {
  return status === "live" ? (
    <span className="rounded bg-emerald-100 px-1.5 py-0.5 font-semibold text-emerald-900">Live</span>
  ) : (
    <span className="rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900">Paused</span>
  );
}

export async function SitesListPage() {
  const staff = await requireOperator();
  const rows = await listSiteRows(await directoryDb());
  return (
    <ConsoleShell
      staff={staff}
      pathname="/sites"
      title="Sites"
      actions={
        <Link href="/sites/new" className={buttonClass({ size: "sm" })}>
          New site
        </Link>
      }
    >
      <DataTable
        caption="Every site on the platform"
        testId="sites-table"
        rows={rows}
        rowKey={(row) => row.id}
        empty="No sites yet."
        columns={[
          {
            header: "Name",
            cell: (row) => (
              <Link href={`/sites/${row.id}`} className="font-semibold underline">
                {row.name}
              </Link>
            ),
          },
          { header: "Slug", cell: (row) => row.slug },
          { header: "Template", cell: (row) => row.template },
          { header: "Group", cell: (row) => row.groupName ?? "–" },
          { header: "Status", cell: (row) => <StatusBadge status={row.status} /> },
          { header: "Primary domain", cell: (row) => row.primaryDomain ?? "–" },
          { header: "Dealerships", numeric: true, cell: (row) => row.dealerships },
        ]}
      />
    </ConsoleShell>
  );
}

export async function NewSitePage() {
  const staff = await requireOperator();
  const groups = await listDealerGroups(await directoryDb());
  return (
    <ConsoleShell staff={staff} pathname="/sites/new" title="New site">
      <p className="max-w-3xl text-sm">
        The site answers on its domains as soon as it is created, on every server, once the domain&apos;s DNS points at
        the platform. It starts from its template&apos;s settings; dealers&apos; stock arrives through the stock feed.
      </p>
      <NewSiteForm templates={[...templateNames]} themes={templateThemes()} groups={groups} />
      <p className="text-sm">
        <Link href="/sites" className="underline">
          Back to sites
        </Link>
      </p>
    </ConsoleShell>
  );
}

const doneMessages: Record<string, string> = {
  created: "The site is created and live on its domains.",
  paused: "The site is paused: every page shows the holding page, and it is out of feeds and sitemaps.",
  live: "The site is live again.",
};

const historyLabels: Record<string, string> = {
  "site-created": "Created",
  "site-paused": "Paused",
  "site-resumed": "Resumed",
};

/** Where the operator opens the site: its slug host in development, its primary domain in production. */
function siteAddress(site: SiteSummary): string {
  const config = env();
  if (config.ROOT_DOMAIN === "localhost") return `http://${site.slug}.localhost:${config.PORT}`;
  return siteOrigin(site.slug, site.domains, config.ROOT_DOMAIN);
}

export async function SitePage({ id, done }: { id: string; done: string | undefined }) {
  const staff = await requireOperator();
  if (!uuidPattern.test(id)) notFound();
  const site = await findSiteSummary(await directoryDb(), id.toLowerCase());
  if (!site) notFound();
  const message = done ? doneMessages[done] : undefined;
  const address = siteAddress(site);
  return (
    <ConsoleShell staff={staff} pathname={`/sites/${site.id}`} title={site.name}>
      {message ? (
        <p
          role="status"
          className="rounded border border-emerald-700 bg-emerald-50 p-3 text-emerald-900"
          data-testid="done"
        >
          {message}
        </p>
      ) : null}
      <dl className="grid max-w-3xl grid-cols-[max-content_1fr] gap-x-6 gap-y-1 rounded border border-border bg-surface p-4 text-sm">
        <dt className="font-semibold">Status</dt>
        <dd data-testid="site-status">
          <StatusBadge status={site.status} />
        </dd>
        <dt className="font-semibold">Address</dt>
        <dd>
          <a href={address} className="underline">
            {address}
          </a>
        </dd>
        <dt className="font-semibold">Slug</dt>
        <dd>{site.slug}</dd>
        <dt className="font-semibold">Template</dt>
        <dd>{site.template}</dd>
        <dt className="font-semibold">Group</dt>
        <dd>{site.groupName ?? "None"}</dd>
        <dt className="font-semibold">Domains</dt>
        <dd>
          {site.domains.length === 0
            ? "None"
            : site.domains.map((domain) => `${domain.domain}${domain.isPrimary ? " (primary)" : ""}`).join(", ")}
        </dd>
        <dt className="font-semibold">Configuration</dt>
        <dd>
          Version {site.configVersion} ·{" "}
          <Link href={`/sites/${site.id}/settings`} className="underline">
            Settings
          </Link>
        </dd>
        <dt className="font-semibold">Created</dt>
        <dd>{dateTime.format(site.createdAt)}</dd>
      </dl>
      <section aria-labelledby="status-heading" className="flex flex-col gap-2">
        <h2 id="status-heading" className="text-lg font-semibold">
          {site.status === "live" ? "Pause the site" : "Resume the site"}
        </h2>
        <p className="max-w-3xl text-sm">
          {site.status === "live"
            ? "A paused site shows shoppers a holding page (HTTP 503) on every page, and leaves search engines' sitemaps and the vehicle feeds until it is resumed. Its stock feed keeps working."
            : "Resuming puts every page, the sitemap and the vehicle feeds back at once."}
        </p>
        <div>
          <StatusButton siteId={site.id} siteName={site.name} move={site.status === "live" ? "pause" : "resume"} />
        </div>
      </section>
      <DealershipsSection site={site} address={address} />
      <section aria-labelledby="history-heading" className="flex flex-col gap-2">
        <h2 id="history-heading" className="text-lg font-semibold">
          History
        </h2>
        <ul className="text-sm" data-testid="site-history">
          {site.history.map((entry, index) => (
            <li key={index}>
              {dateTime.format(entry.at)}: {historyLabels[entry.action] ?? entry.action}
              {entry.by ? ` by ${entry.by}` : ""}
            </li>
          ))}
        </ul>
      </section>
      <p className="text-sm">
        <Link href="/sites" className="underline">
          Back to sites
        </Link>
      </p>
    </ConsoleShell>
  );
}

function DealershipsSection({ site, address }: { site: SiteSummary; address: string }) {
  return (
    <section aria-labelledby="dealerships-heading" className="flex flex-col gap-2">
      <h2 id="dealerships-heading" className="text-lg font-semibold">
        Dealerships and locations
      </h2>
      <DataTable
        caption={`Locations of ${site.name}`}
        testId="site-locations"
        rows={site.dealerships.flatMap((dealership) =>
          dealership.locations.map((location) => ({ dealership, location })),
        )}
        rowKey={(row) => row.location.id}
        empty="No locations."
        columns={[
          { header: "Dealership", cell: (row) => `${row.dealership.name} (${row.dealership.slug})` },
          {
            header: "Location",
            cell: (row) => (
              <a href={`${address}${locationPath(row.location.slug)}`} className="underline">
                {row.location.name}
              </a>
            ),
          },
          { header: "Address", cell: (row) => row.location.address },
          { header: "Phone", className: "whitespace-nowrap", cell: (row) => row.location.phone },
        ]}
      />
    </section>
  );
}
