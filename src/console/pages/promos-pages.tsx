import { notFound } from "next/navigation";
import { ButtonLink } from "@/ui/button";
import { Link } from "@/ui/link";
import { wallClock } from "@/leads/slots";
import { ConsoleShell } from "../components/console-shell";
import { DataTable } from "../components/data-table";
import { movePromoAction, removePromoAction } from "./actions";
import { PromoForm } from "./components/promo-form";
import { MoveButtons, RemoveButton } from "./components/row-controls";
import { promoDays } from "./promo-dates";
import { promoDisplayLabels } from "./promo-form-schema";
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
import {
  findPromo,
  listPromos,
  promoFieldsOf,
  promoListVersion,
  promoVersion,
  type PromoRow,
} from "./server/promo-edits";
import { loadRoomSite } from "./server/room-site";
import { promoDisplays } from "@/stock/result-list";
import { addDays } from "@/leads/slots";

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
  const listVersion = promoListVersion(rows);
  const now = new Date();
  return (
    <ConsoleShell
      staff={staff}
      pathname="/pages/promotions"
      title="Promotions"
      actions={
        chosen ? (
          <ButtonLink href={withSite("/pages/promotions/new", chosen)} size="sm">
            Add a promotion
          </ButtonLink>
        ) : null
      }
    >
      <RoomTabs current="/pages/promotions" site={chosen} />
      {chosen ? <SitePicker path="/pages/promotions" sites={sites} chosen={chosen} /> : null}
      <SavedNote message={savedNotes[one(search.saved) ?? ""]} />
      <p className="text-sm text-muted">
        Promo tiles sit among the search results and special-offer banners on the Special Offers page, in this order.
      </p>
      {room && chosen ? (
        <DataTable
          caption={`Promotions of ${room.name}, in order`}
          testId="promos-table"
          rows={rows}
          rowKey={(row) => row.id}
          empty="No promotions."
          columns={[
            {
              header: "Order",
              cell: (row) => (
                <MoveButtons
                  target={{ siteId: room.id, id: row.id }}
                  listVersion={listVersion}
                  name={row.title}
                  first={row.id === rows[0]?.id}
                  last={row.id === rows.at(-1)?.id}
                  move={movePromoAction}
                />
              ),
            },
            {
              header: "Heading",
              cell: (row) => (
                <Link href={`/pages/promotions/${row.id}`} className="font-semibold underline">
                  {row.title}
                </Link>
              ),
            },
            {
              header: "Shows on",
              cell: (row) => promoDisplayLabels[promoDisplays.find((value) => value === row.display) ?? "all"],
            },
            {
              header: "Days",
              className: "whitespace-nowrap tabular-nums",
              cell: (row) => {
                const days = promoDays(row, room.timeZone);
                return `${days.startsOn} to ${days.endsOn}`;
              },
            },
            { header: "Now", cell: (row) => showing(row, now) },
            { header: "Link", className: "font-mono text-xs", cell: (row) => row.href },
            {
              header: <span className="sr-only">Remove</span>,
              cell: (row) => (
                <RemoveButton
                  target={{ siteId: room.id, id: row.id }}
                  version={promoVersion(row)}
                  name={row.title}
                  what="promotion"
                  consequence="It leaves the site's search results and Special Offers page at once."
                  remove={removePromoAction}
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

export async function PromoEditorPage({ id, search }: { id: string; search: RoomSearch }) {
  const { staff, db, sites } = await openRoom(search);
  if (!uuidPattern.test(id)) notFound();
  const found = await findAmongSites(sites, (site) => findPromo(db, site.id, id.toLowerCase()));
  if (!found) notFound();
  const { site, row } = found;
  const room = await loadRoomSite(db, site);
  if (!room) notFound();
  return (
    <ConsoleShell staff={staff} pathname={`/pages/promotions/${row.id}`} title={`Promotion: ${row.title}`}>
      <p className="text-sm">
        <Link href={withSite("/pages/promotions", site)} className="underline">
          All promotions of {site.name}
        </Link>
      </p>
      <PromoForm
        key={promoVersion(row)}
        siteId={site.id}
        id={row.id}
        version={promoVersion(row)}
        initial={promoFieldsOf(row, room.timeZone)}
        links={room.links}
        timeZone={room.timeZone}
      />
    </ConsoleShell>
  );
}

export async function NewPromoPage({ search }: { search: RoomSearch }) {
  const { staff, db, chosen } = await openRoom(search);
  if (!chosen) notFound();
  const room = await loadRoomSite(db, chosen);
  if (!room) notFound();
  const today = wallClock(new Date(), room.timeZone).date;
  return (
    <ConsoleShell staff={staff} pathname="/pages/promotions/new" title="New promotion">
      <p className="text-sm">
        <Link href={withSite("/pages/promotions", chosen)} className="underline">
          All promotions of {chosen.name}
        </Link>
      </p>
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
    </ConsoleShell>
  );
}
