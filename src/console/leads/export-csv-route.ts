import { getDb } from "@/platform/db";
import { currentStaff } from "../server/current-staff";
import { parseInboxQuery } from "./inbox-filters";
import { inboxSites } from "./inbox-query";
import { leadsCsvStream } from "./inbox-csv";

// GET /leads/export.csv?{the inbox's filters} (the route is src/app/console/leads/export.csv): the
// filtered list as CSV (decision 044). 401 without a signed-in member, 400 with the message for a bad
// filter.

export async function leadsCsvExport(request: Request): Promise<Response> {
  const staff = await currentStaff();
  if (!staff) return new Response("Sign in to the console to export leads.\n", { status: 401 });
  const query = Object.fromEntries(new URL(request.url).searchParams.entries());
  const parsed = parseInboxQuery(query);
  if (!parsed.ok) {
    const messages = Object.entries(parsed.errors).map(([field, message]) => `${field}: ${message}`);
    return new Response(`${messages.join("\n")}\n`, { status: 400, headers: { "content-type": "text/plain" } });
  }
  const db = await getDb();
  const viewer = { staffAccountId: staff.staffAccountId, scope: staff.scope };
  const sites = await inboxSites(db, viewer);
  const stream = await leadsCsvStream(db, viewer, sites, parsed.filters);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="leads-${day}.csv"`,
      "cache-control": "no-store",
    },
  });
}
