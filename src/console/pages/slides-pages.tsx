import { notFound } from "next/navigation";
import { ButtonLink } from "@/ui/button";
import { Link } from "@/ui/link";
import { ConsoleShell } from "../components/console-shell";
import { DataTable } from "../components/data-table";
import { moveSlideAction, removeSlideAction } from "./actions";
import { MoveButtons, RemoveButton } from "./components/row-controls";
import { SlideForm } from "./components/slide-form";
import {
  findAmongSites,
  one,
  openRoom,
  RoomTabs,
  SavedNote,
  SitePicker,
  uuidPattern,
  withSite,
  type RoomSearch,
} from "./room-chrome";
import { loadRoomSite } from "./server/room-site";
import { findSlide, listSlides, slideFieldsOf, slideListVersion, slideVersion } from "./server/slide-edits";

// /pages/slides: the home page's hero slides of a site, in the order the carousel shows them, with
// move, edit and remove; /pages/slides/new and /pages/slides/{id}: a slide's form.

const savedNotes: Readonly<Record<string, string>> = {
  created: "Slide added: the home page shows it now.",
  saved: "Slide saved: the home page shows it now.",
  removed: "Slide removed from the home page.",
  moved: "Order saved.",
};

export async function SlidesPage({ search }: { search: RoomSearch }) {
  const { staff, db, sites, chosen } = await openRoom(search);
  const rows = chosen ? await listSlides(db, chosen.id) : [];
  const listVersion = slideListVersion(rows);
  return (
    <ConsoleShell
      staff={staff}
      pathname="/pages/slides"
      title="Hero slides"
      actions={
        chosen ? (
          <ButtonLink href={withSite("/pages/slides/new", chosen)} size="sm">
            Add a slide
          </ButtonLink>
        ) : null
      }
    >
      <RoomTabs current="/pages/slides" site={chosen} />
      {chosen ? <SitePicker path="/pages/slides" sites={sites} chosen={chosen} /> : null}
      <SavedNote message={savedNotes[one(search.saved) ?? ""]} />
      <p className="text-sm text-muted">
        The home page&apos;s carousel shows the slides in this order; with one slide, or with the carousel switched off,
        the first is the page&apos;s heading.
      </p>
      {chosen ? (
        <DataTable
          caption={`Hero slides of ${chosen.name}, in order`}
          testId="slides-table"
          rows={rows}
          rowKey={(row) => row.id}
          empty="No slides: the home page shows the site's name and tagline."
          columns={[
            {
              header: "Order",
              cell: (row) => (
                <MoveButtons
                  target={{ siteId: chosen.id, id: row.id }}
                  listVersion={listVersion}
                  name={row.name}
                  first={row.id === rows[0]?.id}
                  last={row.id === rows.at(-1)?.id}
                  move={moveSlideAction}
                />
              ),
            },
            {
              header: "Picture",
              // eslint-disable-next-line @next/next/no-img-element -- a thumbnail of the site's own picture
              cell: (row) => <img src={row.imageUrl} alt="" className="h-12 w-20 object-contain" />,
            },
            {
              header: "Heading",
              cell: (row) => (
                <Link href={`/pages/slides/${row.id}`} className="font-semibold underline">
                  {row.name}
                </Link>
              ),
            },
            { header: "Line", cell: (row) => row.description },
            { header: "Link", className: "font-mono text-xs", cell: (row) => row.url },
            {
              header: <span className="sr-only">Remove</span>,
              cell: (row) => (
                <RemoveButton
                  target={{ siteId: chosen.id, id: row.id }}
                  version={slideVersion(row)}
                  name={row.name}
                  what="slide"
                  consequence="It leaves the home page at once."
                  remove={removeSlideAction}
                />
              ),
            },
          ]}
        />
      ) : (
        <p>You have no sites whose pages you edit.</p>
      )}
    </ConsoleShell>
  );
}

export async function SlideEditorPage({ id, search }: { id: string; search: RoomSearch }) {
  const { staff, db, sites } = await openRoom(search);
  if (!uuidPattern.test(id)) notFound();
  const found = await findAmongSites(sites, (site) => findSlide(db, site.id, id.toLowerCase()));
  if (!found) notFound();
  const { site, row } = found;
  const room = await loadRoomSite(db, site);
  if (!room) notFound();
  return (
    <ConsoleShell staff={staff} pathname={`/pages/slides/${row.id}`} title={`Slide: ${row.name}`}>
      <p className="text-sm">
        <Link href={withSite("/pages/slides", site)} className="underline">
          All hero slides of {site.name}
        </Link>
      </p>
      <SlideForm
        key={slideVersion(row)}
        siteId={site.id}
        id={row.id}
        version={slideVersion(row)}
        initial={slideFieldsOf(row)}
        links={room.links}
      />
    </ConsoleShell>
  );
}

export async function NewSlidePage({ search }: { search: RoomSearch }) {
  const { staff, db, chosen } = await openRoom(search);
  if (!chosen) notFound();
  const room = await loadRoomSite(db, chosen);
  if (!room) notFound();
  return (
    <ConsoleShell staff={staff} pathname="/pages/slides/new" title="New hero slide">
      <p className="text-sm">
        <Link href={withSite("/pages/slides", chosen)} className="underline">
          All hero slides of {chosen.name}
        </Link>
      </p>
      <SlideForm
        siteId={chosen.id}
        id={null}
        version={null}
        initial={{ name: "", description: "", url: "", imageUrl: room.links.media[0] ?? "" }}
        links={room.links}
      />
    </ConsoleShell>
  );
}
