import { notFound } from "next/navigation";
import { getDb } from "@/platform/db";
import { z } from "@/platform/zod";
import { configChanges } from "@/sites/config-diff";
import { resolveSiteConfig } from "@/sites/resolve-config";
import { inputClass } from "@/ui/field";
import { Link } from "@/ui/link";
import { ConsoleShell } from "../components/console-shell";
import { DataTable } from "../components/data-table";
import { rollBackAction } from "./actions";
import { ChangeList } from "./components/change-list";
import { SettingsActionButton } from "./components/settings-action-button";
import { formatWhen, listVersions, type VersionView } from "./server/site-settings";
import { loadViewOrNotFound } from "./settings-page";

// /sites/{id}/settings/versions: every published version (who, when, the note), any two compared key
// by key in words; /sites/{id}/settings/versions/{n}: one version, what rolling back to it changes,
// and the rollback itself (a new version with that version's settings), confirmed first.

const versionNumber = z.coerce.number().int().min(1).max(1_000_000);

function versionParam(value: string | string[] | undefined): number | null {
  const parsed = versionNumber.safeParse(Array.isArray(value) ? value[0] : value);
  return parsed.success ? parsed.data : null;
}

function CompareForm({ versions, from, to }: { versions: readonly VersionView[]; from: number; to: number }) {
  const select = (name: "from" | "to", label: string, value: number) => (
    <label className="flex flex-col gap-1 text-sm font-semibold">
      {label}
      <select name={name} defaultValue={value} className={`${inputClass} w-auto`}>
        {versions.map((version) => (
          <option key={version.version} value={version.version}>
            Version {version.version}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form method="get" className="flex flex-wrap items-end gap-3" aria-label="Compare two versions">
      {select("from", "From", from)}
      {select("to", "To", to)}
      <button
        type="submit"
        className="rounded border border-primary bg-surface px-3 py-2 text-sm font-semibold text-primary"
      >
        Compare
      </button>
    </form>
  );
}

export async function SettingsVersionsPage({
  siteId,
  search,
}: {
  siteId: string;
  search: Record<string, string | string[] | undefined>;
}) {
  const { staff, view } = await loadViewOrNotFound(siteId);
  const { record } = view;
  const versions = await listVersions(await getDb(), record.siteId);
  const base = `/sites/${record.siteId}/settings`;
  const byNumber = new Map(versions.map((version) => [version.version, version]));
  const to = byNumber.get(versionParam(search.to) ?? record.version) ?? versions[0];
  const from = byNumber.get(versionParam(search.from) ?? (to ? to.version - 1 : 0)) ?? versions.at(-1);
  const published = versionParam(search.published);
  const configOf = (version: VersionView) => resolveSiteConfig(record.template, version.overrides);
  return (
    <ConsoleShell staff={staff} pathname={`${base}/versions`} title={`${view.published.identity.name}: versions`}>
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href={base} className="underline">
          Settings
        </Link>{" "}
        › Versions
      </nav>
      {published ? (
        <p
          role="status"
          className="rounded border border-emerald-700 bg-emerald-50 p-3 text-emerald-900"
          data-testid="published-note"
        >
          Version {published} is published: every server shows it from now on.
        </p>
      ) : null}
      {from && to ? (
        <section
          aria-labelledby="compare-heading"
          className="flex flex-col gap-3 rounded border border-border bg-surface p-4"
        >
          <h2 id="compare-heading" className="text-lg font-semibold">
            Changes from version {from.version} to version {to.version}
          </h2>
          <CompareForm versions={versions} from={from.version} to={to.version} />
          <ChangeList
            changes={configChanges(configOf(from), configOf(to))}
            empty="No settings differ."
            testId="version-changes"
          />
        </section>
      ) : null}
      <DataTable
        caption="Published versions, newest first"
        testId="versions"
        rows={versions}
        rowKey={(version) => String(version.version)}
        empty="No versions on record."
        columns={[
          { header: "Version", numeric: true, cell: (version) => version.version },
          { header: "Published", className: "whitespace-nowrap", cell: (version) => formatWhen(version.publishedAt) },
          { header: "By", cell: (version) => version.publishedByName },
          { header: "Note", cell: (version) => version.note ?? "" },
          {
            header: "",
            cell: (version) => (
              <Link href={`${base}/versions/${version.version}`} className="underline">
                {version.version === record.version ? "View" : "View or roll back"}
                <span className="sr-only"> version {version.version}</span>
              </Link>
            ),
          },
        ]}
      />
    </ConsoleShell>
  );
}

export async function SettingsVersionPage({ siteId, version }: { siteId: string; version: string }) {
  const wanted = versionParam(version);
  if (wanted === null || String(wanted) !== version) notFound();
  const { staff, view } = await loadViewOrNotFound(siteId);
  const { record } = view;
  const found = (await listVersions(await getDb(), record.siteId)).find((row) => row.version === wanted);
  if (!found) notFound();
  const base = `/sites/${record.siteId}/settings`;
  const changes = configChanges(view.published, resolveSiteConfig(record.template, found.overrides));
  const isCurrent = found.version === record.version;
  return (
    <ConsoleShell staff={staff} pathname={`${base}/versions/${found.version}`} title={`Version ${found.version}`}>
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href={base} className="underline">
          Settings
        </Link>{" "}
        ›{" "}
        <Link href={`${base}/versions`} className="underline">
          Versions
        </Link>{" "}
        › Version {found.version}
      </nav>
      <p className="text-sm">
        Published {formatWhen(found.publishedAt)} by {found.publishedByName}
        {found.note ? `: ${found.note}` : "."}
      </p>
      {isCurrent ? (
        <p data-testid="current-version">This is the published version.</p>
      ) : (
        <section
          aria-labelledby="rollback-heading"
          className="flex flex-col gap-3 rounded border border-border bg-surface p-4"
        >
          <h2 id="rollback-heading" className="text-lg font-semibold">
            Rolling back to version {found.version} changes these settings
          </h2>
          <ChangeList changes={changes} empty="None: it has the published settings." testId="rollback-changes" />
          {view.access === "edit" && changes.length > 0 ? (
            <div>
              <SettingsActionButton
                action={rollBackAction}
                fields={{ siteId: record.siteId, baseVersion: record.version, toVersion: found.version }}
                label={`Roll back to version ${found.version}…`}
                testId="rollback"
                confirm={{
                  title: `Publish version ${found.version}'s settings again?`,
                  body: (
                    <p>
                      They become version {record.version + 1}, and every shopper sees them at once. Version{" "}
                      {record.version} stays on record.
                      {record.draft ? " The draft stays; it will need carrying onto the new version." : ""}
                    </p>
                  ),
                  button: "Roll back",
                }}
                note={{
                  label: "Why (kept with the new version)",
                  defaultValue: `Rolled back to version ${found.version}`,
                }}
              />
            </div>
          ) : null}
        </section>
      )}
    </ConsoleShell>
  );
}
