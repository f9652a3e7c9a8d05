import { notFound } from "next/navigation";
import { getDb } from "@/platform/db";
import { configChanges, type ConfigChange } from "@/sites/config-diff";
import { sectionKeys, sectionTitle } from "@/sites/setting-labels";
import { siteConfigSchema } from "@/sites/config-schema";
import { Link } from "@/ui/link";
import { ConsoleShell } from "../components/console-shell";
import { requireStaff } from "../server/current-staff";
import { carryDraftAction, discardDraftAction, previewAction, publishAction } from "./actions";
import { ChangeList } from "./components/change-list";
import { SettingsActionButton } from "./components/settings-action-button";
import { formatWhen, loadSettingsView, type SettingsView } from "./server/site-settings";

// /sites/{id}/settings: a site's settings at a glance (decision 050): the published version, the
// draft and what it changes in words, preview, publish and discard, and the sections of the schema,
// each a form of its own.

const notes: Readonly<Record<string, string>> = {
  discarded: "The draft was discarded. The site shows its published settings.",
  carried: "The draft now sits on the published version, with its changes carried over.",
};

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export async function loadViewOrNotFound(siteId: string) {
  const staff = await requireStaff();
  const view = await loadSettingsView(await getDb(), staff.scope, siteId);
  if (!view) notFound();
  return { staff, view };
}

/** The hidden fields every settings action sends: the version and the draft this page showed. */
export function seenFields(view: SettingsView) {
  return {
    siteId: view.record.siteId,
    baseVersion: view.record.version,
    draftUpdatedAt: view.record.draft?.updatedAt.toISOString() ?? "",
  };
}

function DraftPanel({ view, changes }: { view: SettingsView; changes: readonly ConfigChange[] }) {
  const { record } = view;
  const draft = record.draft;
  const edit = view.access === "edit";
  if (!draft) {
    return (
      <p className="text-sm" data-testid="draft-state">
        No unpublished changes. {edit ? "Changes to a section are saved as a draft that only staff can preview." : null}
      </p>
    );
  }
  const fields = seenFields(view);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm" data-testid="draft-state">
        Draft of version {draft.baseVersion}, last saved by {view.draftSavedBy ?? "a former member"} at{" "}
        {formatWhen(draft.updatedAt)}.
      </p>
      {view.draftIsStale ? (
        <p
          role="status"
          className="rounded border border-amber-700 bg-amber-50 p-3 text-sm text-amber-950"
          data-testid="stale-draft"
        >
          Version {record.version} was published after this draft was started. Carry the draft&apos;s changes onto
          version {record.version}, or discard it; it cannot be published as it is.
        </p>
      ) : null}
      <ChangeList changes={changes} empty="The draft is the same as the published settings." testId="draft-changes" />
      {edit ? (
        <div className="flex flex-wrap items-start gap-2">
          <SettingsActionButton
            action={previewAction}
            fields={{ siteId: record.siteId }}
            label="Preview on the site"
            testId="preview"
          />
          {view.draftIsStale ? (
            <SettingsActionButton
              action={carryDraftAction}
              fields={fields}
              label={`Carry onto version ${record.version}`}
              testId="carry"
            />
          ) : (
            <SettingsActionButton
              action={publishAction}
              fields={fields}
              label="Publish…"
              variant="primary"
              testId="publish"
              confirm={{
                title: `Publish version ${record.version + 1}?`,
                body: (
                  <>
                    <p className="mb-2">Every shopper sees these changes as soon as they are published:</p>
                    <ChangeList changes={changes} empty="No settings change." />
                  </>
                ),
                button: "Publish",
              }}
              note={{ label: "What this version changes (kept with the version)", defaultValue: "" }}
            />
          )}
          <SettingsActionButton
            action={discardDraftAction}
            fields={fields}
            label="Discard draft…"
            testId="discard"
            confirm={{
              title: "Discard the draft?",
              body: <p>Its {changes.length} unpublished changes are lost. The site keeps its published settings.</p>,
              button: "Discard",
            }}
          />
        </div>
      ) : null}
    </div>
  );
}

export async function SiteSettingsPage({
  siteId,
  search,
}: {
  siteId: string;
  search: Record<string, string | string[] | undefined>;
}) {
  const { staff, view } = await loadViewOrNotFound(siteId);
  const { record } = view;
  const changes = view.draft ? configChanges(view.published, view.draft) : [];
  const note = notes[one(search.discarded) ? "discarded" : one(search.carried) ? "carried" : ""];
  const base = `/sites/${record.siteId}/settings`;
  const shape: Record<string, { description?: string }> = siteConfigSchema.shape;
  return (
    <ConsoleShell staff={staff} pathname={base} title={`${view.published.identity.name}: settings`}>
      {note ? (
        <p
          role="status"
          className="rounded border border-emerald-700 bg-emerald-50 p-3 text-emerald-900"
          data-testid="settings-note"
        >
          {note}
        </p>
      ) : null}
      {view.access === "view" ? (
        <p className="text-sm" data-testid="read-only-note">
          You can read this site&apos;s settings; the group&apos;s admin or the platform&apos;s operator changes them.
        </p>
      ) : null}
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 rounded border border-border bg-surface p-4 text-sm">
        <dt className="font-semibold">Site</dt>
        <dd>
          {record.name} ({record.slug}), template {record.template}
        </dd>
        <dt className="font-semibold">Published</dt>
        <dd data-testid="published-version">
          Version {record.version}
          {view.current
            ? `, by ${view.current.publishedByName} at ${formatWhen(view.current.publishedAt)}${view.current.note ? `: ${view.current.note}` : ""}`
            : null}{" "}
          ·{" "}
          <Link href={`${base}/versions`} className="underline">
            Versions
          </Link>
        </dd>
      </dl>
      <section
        aria-labelledby="draft-heading"
        className="flex flex-col gap-2 rounded border border-border bg-surface p-4"
      >
        <h2 id="draft-heading" className="text-lg font-semibold">
          Draft
        </h2>
        <DraftPanel view={view} changes={changes} />
      </section>
      <section aria-labelledby="sections-heading" className="flex flex-col gap-2">
        <h2 id="sections-heading" className="text-lg font-semibold">
          Sections
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="settings-sections">
          {sectionKeys.map((key) => {
            const count = changes.filter((change) => change.path[0] === key).length;
            return (
              <li key={key} className="rounded border border-border bg-surface p-3">
                <Link href={`${base}/${key}`} className="font-semibold underline">
                  {sectionTitle(key)}
                </Link>
                {count > 0 ? (
                  <span className="ml-2 text-xs font-semibold text-amber-900">{count} in the draft</span>
                ) : null}
                <span className="block text-xs text-muted">{shape[key]?.description}</span>
              </li>
            );
          })}
        </ul>
      </section>
    </ConsoleShell>
  );
}
