import { notFound } from "next/navigation";
import { isSectionKey, sectionTitle } from "@/sites/setting-labels";
import { tradeInOffered } from "@/sites/trade-in";
import { Link } from "@/ui/link";
import { ConsoleShell } from "../components/console-shell";
import { SectionForm } from "./components/section-form";
import { sectionForm } from "./form-model";
import { formatWhen, sitePagePaths } from "./server/site-settings";
import { loadViewOrNotFound, seenFields } from "./settings-page";

// /sites/{id}/settings/{section}: one section of the site's settings as a form generated from the
// schema (decision 050), on the draft when there is one. Saving writes the draft, never the site.

export async function SettingsSectionPage({
  siteId,
  section,
  search,
}: {
  siteId: string;
  section: string;
  search: Record<string, string | string[] | undefined>;
}) {
  if (!isSectionKey(section)) notFound();
  const { staff, view } = await loadViewOrNotFound(siteId);
  const { record } = view;
  const model = sectionForm(section);
  if (model.kind !== "group") notFound();
  const base = `/sites/${record.siteId}/settings`;
  const saved = search.saved === "1" ? "Saved to the draft." : search.saved === "0" ? "Nothing had changed." : null;
  const seen = seenFields(view);
  const editing = view.access === "edit" && !view.draftIsStale;
  return (
    <ConsoleShell
      staff={staff}
      pathname={`${base}/${section}`}
      title={`${view.published.identity.name}: ${sectionTitle(section)}`}
    >
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href={base} className="underline">
          Settings
        </Link>{" "}
        › {sectionTitle(section)}
      </nav>
      {model.description ? <p className="text-sm">{model.description}</p> : null}
      <p className="text-sm text-muted" data-testid="editing-state">
        {record.draft
          ? `Editing the draft of version ${record.draft.baseVersion}, last saved ${formatWhen(record.draft.updatedAt)}.`
          : `Showing published version ${record.version}; a change starts a draft.`}
      </p>
      {view.draftIsStale && view.access === "edit" ? (
        <p role="status" className="rounded border border-amber-700 bg-amber-50 p-3 text-sm text-amber-950">
          Version {record.version} was published after this draft was started: carry the draft onto it, or discard it,
          on the{" "}
          <Link href={base} className="underline">
            settings page
          </Link>{" "}
          before editing.
        </p>
      ) : null}
      {saved ? (
        <p
          role="status"
          className="rounded border border-emerald-700 bg-emerald-50 p-3 text-emerald-900"
          data-testid="saved-note"
        >
          {saved}{" "}
          <Link href={base} className="underline">
            Preview or publish the draft
          </Link>
        </p>
      ) : null}
      <SectionForm
        siteId={record.siteId}
        section={section}
        model={model}
        working={view.working}
        base={view.base}
        baseVersion={seen.baseVersion}
        draftUpdatedAt={seen.draftUpdatedAt}
        readOnly={!editing}
        sitePages={await sitePagePaths(record.siteId)}
        tradeIn={tradeInOffered(view.working)}
      />
    </ConsoleShell>
  );
}
