import "server-only";
import { notFound } from "next/navigation";
import { getDb } from "@/platform/db";
import type { Db } from "@/platform/db/connect";
import { buttonClass } from "@/ui/button";
import { inputClass } from "@/ui/field";
import type { ReactNode } from "react";
import { Link } from "@/ui/link";
import { ConsoleShell } from "../components/console-shell";
import { ConsoleTabs } from "../components/console-tabs";
import { requireStaff, type SignedInStaff } from "../server/current-staff";
import type { GrantedSite } from "../server/staff-accounts";
import { canEditContent } from "./content-scope";
import { chooseSite, listContentSites, loadRoomSite } from "./server/room-site";

// What every page of the content room shares: the member (the room is theirs or the 404 page), the
// sites they edit and the chosen one, the room's tabs and the site picker, the note that says what
// was just done, and a record's page with the way back to its list.

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type RoomSearch = Record<string, string | string[] | undefined>;

export function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The member and their sites; a salesperson (or anyone who edits no site) gets the console's 404. */
export async function openRoom(search: RoomSearch) {
  const staff = await requireStaff();
  if (!canEditContent(staff.scope)) notFound();
  const db = await getDb();
  const sites = await listContentSites(db, staff.scope);
  return { staff, db, sites, chosen: chooseSite(sites, one(search.site)) };
}

const tabs = [
  { href: "/pages", label: "Pages and posts" },
  { href: "/pages/slides", label: "Hero slides" },
  { href: "/pages/promotions", label: "Promotions" },
] as const;

export type RoomTab = (typeof tabs)[number]["href"];

export function withSite(
  path: string,
  site: Pick<GrantedSite, "slug"> | null,
  extra: Record<string, string> = {},
): string {
  const query = new URLSearchParams(site ? { site: site.slug, ...extra } : extra).toString();
  return query ? `${path}?${query}` : path;
}

export function RoomTabs({ current, site }: { current: RoomTab; site: GrantedSite | null }) {
  return <ConsoleTabs label="Site content" tabs={tabs} current={current} linkTo={(href) => withSite(href, site)} />;
}

/** Which site the list shows, as a GET form, so the address says it; nothing when the member edits one site. */
export function SitePicker({
  path,
  sites,
  chosen,
}: {
  path: string;
  sites: readonly GrantedSite[];
  chosen: GrantedSite;
}) {
  if (sites.length < 2) return <p className="text-sm text-muted">Site: {chosen.name}</p>;
  return (
    <form method="get" action={path} className="flex flex-wrap items-end gap-2" aria-label="Choose the site">
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Site
        <select name="site" defaultValue={chosen.slug} className={`${inputClass} py-1.5 font-normal`}>
          {sites.map((site) => (
            <option key={site.id} value={site.slug}>
              {site.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonClass({ size: "sm", variant: "outline" })}>
        Show
      </button>
    </form>
  );
}

export function SavedNote({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      role="status"
      className="rounded border border-emerald-700 bg-emerald-50 p-3 text-emerald-900"
      data-testid="saved-note"
    >
      {message}
    </p>
  );
}

/** A record by id among the member's sites, each read acting for its site; null for none. */
export async function findAmongSites<Row>(
  sites: readonly GrantedSite[],
  find: (site: GrantedSite) => Promise<Row | null>,
): Promise<{ site: GrantedSite; row: Row } | null> {
  const found = await Promise.all(sites.map(async (site) => ({ site, row: await find(site) })));
  const hit = found.find((entry) => entry.row !== null);
  return hit && hit.row !== null ? { site: hit.site, row: hit.row } : null;
}

/** An item's page: the member, the item by id among their sites and its site as the forms need it; else the 404 page. */
export async function openRoomItem<Row>(
  search: RoomSearch,
  id: string,
  find: (db: Db, siteId: string, id: string) => Promise<Row | null>,
) {
  const { staff, db, sites } = await openRoom(search);
  if (!uuidPattern.test(id)) notFound();
  const found = await findAmongSites(sites, (site) => find(db, site.id, id.toLowerCase()));
  if (!found) notFound();
  const room = await loadRoomSite(db, found.site);
  if (!room) notFound();
  return { staff, site: found.site, row: found.row, room };
}

/** A new item's page: the member and the chosen site as the forms need it; else the 404 page. */
export async function openNewItem(search: RoomSearch) {
  const { staff, db, chosen } = await openRoom(search);
  if (!chosen) notFound();
  const room = await loadRoomSite(db, chosen);
  if (!room) notFound();
  return { staff, db, chosen, room };
}

/** A record's page (or a new one's): the way back to the list of its site, then its form. */
export function RoomItemShell({
  staff,
  pathname,
  title,
  list,
  site,
  back,
  children,
}: {
  staff: SignedInStaff;
  pathname: string;
  title: string;
  /** The list's path ("/pages/slides"). */
  list: RoomTab;
  site: GrantedSite;
  /** The way back's words ("All hero slides of"), before the site's name. */
  back: string;
  children: ReactNode;
}) {
  return (
    <ConsoleShell staff={staff} pathname={pathname} title={title}>
      <p className="text-sm">
        <Link href={withSite(list, site)} className="underline">
          {back} {site.name}
        </Link>
      </p>
      {children}
    </ConsoleShell>
  );
}
