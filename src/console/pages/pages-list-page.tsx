import { blogCategories } from "@/content/content-paths";
import { ButtonLink } from "@/ui/button";
import { Link } from "@/ui/link";
import { ConsoleShell } from "../components/console-shell";
import { DataTable } from "../components/data-table";
import { formatWhen } from "../reservations/reservation-format";
import { openRoom, RoomTabs, SitePicker, withSite, type RoomSearch } from "./room-chrome";
import { listSitePages } from "./server/page-data";
import { loadRoomSite } from "./server/room-site";

// /pages: a site's pages and blog posts, published or not, with their addresses; each opens in the
// editor. New page and New blog post start one.

export async function PagesListPage({ search }: { search: RoomSearch }) {
  const { staff, db, sites, chosen } = await openRoom(search);
  const room = chosen ? await loadRoomSite(db, chosen) : null;
  const rows = room ? await listSitePages(db, room.id) : [];
  return (
    <ConsoleShell
      staff={staff}
      pathname="/pages"
      title="Pages"
      actions={
        room ? (
          <>
            <ButtonLink href={withSite("/pages/new", room)} size="sm">
              New page
            </ButtonLink>
            <ButtonLink href={withSite("/pages/new", room, { kind: "post" })} size="sm" variant="outline">
              New blog post
            </ButtonLink>
          </>
        ) : null
      }
    >
      <RoomTabs current="/pages" site={chosen} />
      {room && chosen ? <SitePicker path="/pages" sites={sites} chosen={chosen} /> : null}
      {room ? (
        <DataTable
          caption={`Pages and blog posts of ${room.name}`}
          testId="pages-table"
          rows={rows}
          rowKey={(row) => row.id}
          empty="This site has no pages yet."
          columns={[
            {
              header: "Title",
              cell: (row) => (
                <Link href={`/pages/${row.id}`} className="font-semibold underline">
                  {row.title}
                </Link>
              ),
            },
            { header: "Address", className: "font-mono text-xs", cell: (row) => `/${row.path}` },
            {
              header: "Kind",
              cell: (row) =>
                row.kind === "post"
                  ? `Blog post · ${blogCategories[row.category ?? ""] ?? row.category ?? ""}`
                  : "Page",
            },
            {
              header: "State",
              cell: (row) =>
                row.publishedAt ? (
                  <a href={`${room.viewOrigin}/${row.path}`} target="_blank" rel="noreferrer" className="underline">
                    Published
                    <span className="sr-only">: open {row.title} on the site (new tab)</span>
                  </a>
                ) : (
                  <span className="font-semibold text-amber-800">Not published</span>
                ),
            },
            { header: "Last changed", className: "whitespace-nowrap", cell: (row) => formatWhen(row.updatedAt) },
          ]}
        />
      ) : (
        <p>You have no sites whose pages you edit.</p>
      )}
    </ConsoleShell>
  );
}
