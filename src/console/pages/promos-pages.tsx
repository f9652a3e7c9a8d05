import { addDays, wallClock } from "@/leads/slots";
import { promoDisplays } from "@/stock/result-list";
import { movePromoAction, removePromoAction } from "./actions";
import { PromoForm } from "./components/promo-form";
import { headingColumn, linkColumn, OrderedItemsPage } from "./ordered-items-page";
import { promoDays } from "./promo-dates";
import { promoDisplayLabels } from "./promo-form-schema";
import { openNewItem, openRoom, openRoomItem, RoomItemShell, type RoomSearch } from "./room-chrome";
import {
  findPromo,
  listPromos,
  promoFieldsOf,
  promoListVersion,
  promoVersion,
  type PromoRow,
} from "./server/promo-edits";
import { loadRoomSite } from "./server/room-site";

// /pages/promotions: a site's promo tiles (cards among the search results) and special-offer banners
// (on the Special Offers page), in the order they show, with their days and whether they show now;
// /pages/promotions/new and /pages/promotions/{id}: a promotion's form.

const savedNotes: Readonly<Record<string, string>> = {
  created: "Promotion added.",
  saved: "Promotion saved: the site shows the change now.",
  removed: "Promotion removed from the site.",
  moved: "Order saved.",
};

function showing(row: PromoRow, now: Date): string {
  if (now < row.startsAt) return "Starts later";
  if (now >= row.expiresAt) return "Ended";
  return "Showing now";
}

export async function PromosPage({ search }: { search: RoomSearch }) {
  const { staff, db, sites, chosen } = await openRoom(search);
  const room = chosen ? await loadRoomSite(db, chosen) : null;
  const rows = room ? await listPromos(db, room.id) : [];
  const now = new Date();
  return (
    <OrderedItemsPage
      staff={staff}
      search={search}
      path="/pages/promotions"
      title="Promotions"
      add="Add a promotion"
      savedNotes={savedNotes}
      intro="Promo tiles sit among the search results and special-offer banners on the Special Offers page, in this order."
      sites={sites}
      chosen={chosen}
      listed={room}
      rows={rows}
      listVersion={promoListVersion(rows)}
      table={{
        caption: (site) => `Promotions of ${site.name}, in order`,
        testId: "promos-table",
        empty: "No promotions.",
      }}
      columns={(site) => [
        headingColumn("/pages/promotions", (row: PromoRow) => row.title),
        {
          header: "Shows on",
          cell: (row) => promoDisplayLabels[promoDisplays.find((value) => value === row.display) ?? "all"],
        },
        {
          header: "Days",
          className: "whitespace-nowrap tabular-nums",
          cell: (row) => {
            const days = promoDays(row, site.timeZone);
            return `${days.startsOn} to ${days.endsOn}`;
          },
        },
        { header: "Now", cell: (row) => showing(row, now) },
        linkColumn((row: PromoRow) => row.href),
      ]}
      row={{
        name: (row) => row.title,
        version: promoVersion,
        what: "promotion",
        consequence: "It leaves the site's search results and Special Offers page at once.",
        move: movePromoAction,
        remove: removePromoAction,
      }}
    />
  );
}

export async function PromoEditorPage({ id, search }: { id: string; search: RoomSearch }) {
  const { staff, site, row, room } = await openRoomItem(search, id, findPromo);
  return (
    <RoomItemShell
      staff={staff}
      pathname={`/pages/promotions/${row.id}`}
      title={`Promotion: ${row.title}`}
      list="/pages/promotions"
      site={site}
      back="All promotions of"
    >
      <PromoForm
        key={promoVersion(row)}
        siteId={site.id}
        id={row.id}
        version={promoVersion(row)}
        initial={promoFieldsOf(row, room.timeZone)}
        links={room.links}
        timeZone={room.timeZone}
      />
    </RoomItemShell>
  );
}

export async function NewPromoPage({ search }: { search: RoomSearch }) {
  const { staff, chosen, room } = await openNewItem(search);
  const today = wallClock(new Date(), room.timeZone).date;
  return (
    <RoomItemShell
      staff={staff}
      pathname="/pages/promotions/new"
      title="New promotion"
      list="/pages/promotions"
      site={chosen}
      back="All promotions of"
    >
      <PromoForm
        siteId={chosen.id}
        id={null}
        version={null}
        initial={{
          title: "",
          body: "",
          href: "",
          imageUrl: "",
          startsOn: today,
          endsOn: addDays(today, 30),
          display: "all",
        }}
        links={room.links}
        timeZone={room.timeZone}
      />
    </RoomItemShell>
  );
}
