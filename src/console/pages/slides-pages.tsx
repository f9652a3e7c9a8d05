import { moveSlideAction, removeSlideAction } from "./actions";
import { SlideForm } from "./components/slide-form";
import { headingColumn, linkColumn, OrderedItemsPage } from "./ordered-items-page";
import { openNewItem, openRoom, openRoomItem, RoomItemShell, type RoomSearch } from "./room-chrome";
import {
  findSlide,
  listSlides,
  slideFieldsOf,
  slideListVersion,
  slideVersion,
  type SlideRow,
} from "./server/slide-edits";

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
  return (
    <OrderedItemsPage
      staff={staff}
      search={search}
      path="/pages/slides"
      title="Hero slides"
      add="Add a slide"
      savedNotes={savedNotes}
      intro={
        <>
          The home page&apos;s carousel shows the slides in this order; with one slide, or with the carousel switched
          off, the first is the page&apos;s heading.
        </>
      }
      sites={sites}
      chosen={chosen}
      listed={chosen}
      rows={rows}
      listVersion={slideListVersion(rows)}
      table={{
        caption: (site) => `Hero slides of ${site.name}, in order`,
        testId: "slides-table",
        empty: "No slides: the home page shows the site's name and tagline.",
      }}
      columns={() => [
        {
          header: "Picture",
          // eslint-disable-next-line @next/next/no-img-element -- a thumbnail of the site's own picture
          cell: (row) => <img src={row.imageUrl} alt="" className="h-12 w-20 object-contain" />,
        },
        headingColumn("/pages/slides", (row: SlideRow) => row.name),
        { header: "Line", cell: (row) => row.description },
        linkColumn((row: SlideRow) => row.url),
      ]}
      row={{
        name: (row) => row.name,
        version: slideVersion,
        what: "slide",
        consequence: "It leaves the home page at once.",
        move: moveSlideAction,
        remove: removeSlideAction,
      }}
    />
  );
}

export async function SlideEditorPage({ id, search }: { id: string; search: RoomSearch }) {
  const { staff, site, row, room } = await openRoomItem(search, id, findSlide);
  return (
    <RoomItemShell
      staff={staff}
      pathname={`/pages/slides/${row.id}`}
      title={`Slide: ${row.name}`}
      list="/pages/slides"
      site={site}
      back="All hero slides of"
    >
      <SlideForm
        key={slideVersion(row)}
        siteId={site.id}
        id={row.id}
        version={slideVersion(row)}
        initial={slideFieldsOf(row)}
        links={room.links}
      />
    </RoomItemShell>
  );
}

export async function NewSlidePage({ search }: { search: RoomSearch }) {
  const { staff, chosen, room } = await openNewItem(search);
  return (
    <RoomItemShell
      staff={staff}
      pathname="/pages/slides/new"
      title="New hero slide"
      list="/pages/slides"
      site={chosen}
      back="All hero slides of"
    >
      <SlideForm
        siteId={chosen.id}
        id={null}
        version={null}
        initial={{ name: "", description: "", url: "", imageUrl: room.links.media[0] ?? "" }}
        links={room.links}
      />
    </RoomItemShell>
  );
}
