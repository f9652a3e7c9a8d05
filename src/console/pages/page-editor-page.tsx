import { notFound } from "next/navigation";
import { isBlogCategory } from "@/content/content-paths";
import { Link } from "@/ui/link";
import { ConsoleShell } from "../components/console-shell";
import { formatWhen } from "../reservations/reservation-format";
import { PageEditor } from "./components/page-editor";
import { emptyPageFields } from "./page-form-schema";
import {
  one,
  openNewItem,
  openRoom,
  RoomItemShell,
  SavedNote,
  uuidPattern,
  withSite,
  type RoomSearch,
} from "./room-chrome";
import { findSitePage, pageFieldsOf, pageVersion, readSitePaths } from "./server/page-data";
import { loadRoomSite } from "./server/room-site";
import { withTenant } from "@/platform/db/tenant";

// /pages/{id} and /pages/new: the editor with its live preview. The page is found among the sites
// the member edits (another site's page is the console's 404, as is a salesperson's visit).

const savedNotes: Readonly<Record<string, string>> = {
  created: "Saved as a draft. Shoppers do not see it until it is published.",
  saved: "Saved.",
  unchanged: "Nothing had changed.",
  published: "Published: the page is on the site now.",
  unpublished: "Unpublished: the site answers “page not found” at its address now.",
};

export async function PageEditorPage({ id, search }: { id: string; search: RoomSearch }) {
  const { staff, db, sites } = await openRoom(search);
  if (!uuidPattern.test(id)) notFound();
  const found = await findSitePage(db, sites, id.toLowerCase());
  if (!found) notFound();
  const { site, page } = found;
  const room = await loadRoomSite(db, site);
  if (!room) notFound();
  const taken = await withTenant(site.id, () => readSitePaths(db, site.id));
  const published = page.publishedAt !== null;
  return (
    <ConsoleShell staff={staff} pathname={`/pages/${page.id}`} title={page.title}>
      <p className="flex flex-wrap gap-x-4 text-sm">
        <Link href={withSite("/pages", site)} className="underline">
          All pages of {site.name}
        </Link>
        <span data-testid="page-state">
          {published ? `Published ${formatWhen(page.publishedAt)}` : "Not published"}
        </span>
        {published ? (
          <a href={`${room.viewOrigin}/${page.path}`} target="_blank" rel="noreferrer" className="underline">
            Open on the site<span className="sr-only"> (new tab)</span>
          </a>
        ) : null}
      </p>
      <SavedNote message={savedNotes[one(search.saved) ?? ""]} />
      <PageEditor
        key={pageVersion(page)}
        siteId={site.id}
        id={page.id}
        version={pageVersion(page)}
        initial={pageFieldsOf(page)}
        takenPaths={taken.filter((row) => row.id !== page.id).map((row) => row.path)}
        tradeIn={room.links.tradeIn}
        viewOrigin={room.viewOrigin}
        published={published}
      />
    </ConsoleShell>
  );
}

export async function NewPagePage({ search }: { search: RoomSearch }) {
  const { staff, db, chosen, room } = await openNewItem(search);
  const taken = await withTenant(chosen.id, () => readSitePaths(db, chosen.id));
  const post = one(search.kind) === "post";
  const category = one(search.category);
  return (
    <RoomItemShell
      staff={staff}
      pathname="/pages/new"
      title={post ? "New blog post" : "New page"}
      list="/pages"
      site={chosen}
      back="All pages of"
    >
      <PageEditor
        siteId={chosen.id}
        id={null}
        version={null}
        initial={{
          ...emptyPageFields,
          kind: post ? "post" : "page",
          category: post && category && isBlogCategory(category) ? category : "",
        }}
        takenPaths={taken.map((row) => row.path)}
        tradeIn={room.links.tradeIn}
        viewOrigin={room.viewOrigin}
        published={false}
      />
    </RoomItemShell>
  );
}
