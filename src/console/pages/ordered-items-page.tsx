import type { ReactNode } from "react";
import { ButtonLink } from "@/ui/button";
import { Link } from "@/ui/link";
import { ConsoleShell } from "../components/console-shell";
import { DataTable, type Column } from "../components/data-table";
import type { SignedInStaff } from "../server/current-staff";
import type { GrantedSite } from "../server/staff-accounts";
import { MoveButtons, RemoveButton } from "./components/row-controls";
import type { EditResult } from "./form-result";
import { one, RoomTabs, SavedNote, SitePicker, withSite, type RoomSearch, type RoomTab } from "./room-chrome";

// The list page the hero slides and the promotions share: a site's items in the order the site shows
// them, under the room's tabs, the site picker and the note of what was just done; move buttons first
// and Remove last around the list's own columns.

type Item = { id: string };

export function OrderedItemsPage<Row extends Item, Site extends Pick<GrantedSite, "id" | "name">>({
  staff,
  search,
  path,
  title,
  add,
  savedNotes,
  intro,
  sites,
  chosen,
  listed,
  rows,
  listVersion,
  table,
  columns,
  row,
}: {
  staff: SignedInStaff;
  search: RoomSearch;
  path: RoomTab;
  title: string;
  /** The add button's label ("Add a slide"). */
  add: string;
  savedNotes: Readonly<Record<string, string>>;
  intro: ReactNode;
  sites: readonly GrantedSite[];
  chosen: GrantedSite | null;
  /** The site whose list shows; null: none to show. */
  listed: Site | null;
  rows: readonly Row[];
  listVersion: string;
  table: { caption: (site: Pick<GrantedSite, "name">) => string; testId: string; empty: string };
  /** The list's own columns, between Order and Remove. */
  columns: (site: Site) => readonly Column<Row>[];
  /** A row's name, version, and what removing it is called and does. */
  row: {
    name: (row: Row) => string;
    version: (row: Row) => string;
    what: string;
    consequence: string;
    move: (input: unknown) => Promise<EditResult<"form">>;
    remove: (input: unknown) => Promise<EditResult<"form">>;
  };
}) {
  return (
    <ConsoleShell
      staff={staff}
      pathname={path}
      title={title}
      actions={
        chosen ? (
          <ButtonLink href={withSite(`${path}/new`, chosen)} size="sm">
            {add}
          </ButtonLink>
        ) : null
      }
    >
      <RoomTabs current={path} site={chosen} />
      {chosen ? <SitePicker path={path} sites={sites} chosen={chosen} /> : null}
      <SavedNote message={savedNotes[one(search.saved) ?? ""]} />
      <p className="text-sm text-muted">{intro}</p>
      {listed ? (
        <DataTable
          caption={table.caption(listed)}
          testId={table.testId}
          rows={rows}
          rowKey={(item) => item.id}
          empty={table.empty}
          columns={[
            {
              header: "Order",
              cell: (item) => (
                <MoveButtons
                  target={{ siteId: listed.id, id: item.id }}
                  listVersion={listVersion}
                  name={row.name(item)}
                  first={item.id === rows[0]?.id}
                  last={item.id === rows.at(-1)?.id}
                  move={row.move}
                />
              ),
            },
            ...columns(listed),
            {
              header: <span className="sr-only">Remove</span>,
              cell: (item) => (
                <RemoveButton
                  target={{ siteId: listed.id, id: item.id }}
                  version={row.version(item)}
                  name={row.name(item)}
                  what={row.what}
                  consequence={row.consequence}
                  remove={row.remove}
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

/** The Heading column: an item's name, linking to its page under the list's path. */
export function headingColumn<Row extends Item>(path: RoomTab, name: (row: Row) => string): Column<Row> {
  return {
    header: "Heading",
    cell: (row) => (
      <Link href={`${path}/${row.id}`} className="font-semibold underline">
        {name(row)}
      </Link>
    ),
  };
}

/** The Link column: where the item leads, as typed. */
export function linkColumn<Row>(href: (row: Row) => string): Column<Row> {
  return { header: "Link", className: "font-mono text-xs", cell: href };
}
