import type { Db } from "@/platform/db/connect";
import { withTenant } from "@/platform/db/tenant";
import { recordStaffAudit } from "../server/audit";
import type { LeadViewer } from "../server/lead-scope";
import { leadStatusLabels, leadTypeLabel, type InboxFilters } from "./inbox-filters";
import { inboxRows, type InboxSite } from "./inbox-query";

// The leads inbox's CSV export (decision 044): the filtered list, every page, streamed, up to a cap.
// A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula, so
// such cells get a leading apostrophe (OWASP's CSV injection rule); a shopper wrote most of them.

/** At most this many rows: a month of a busy group's leads; past it, narrow the filters. */
export const leadsExportCap = 10_000;

export const blankedContactCsvNote = "Contact details removed under the site's retention rules";

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

export const leadsCsvHeader = [
  "Received (UTC)",
  "Site",
  "Dealership",
  "Type",
  "Category",
  "Name",
  "Phone",
  "E-mail",
  "Stock number",
  "Car",
  "Status",
  "Lost reason",
  "Assignee",
  "Lead id",
] as const;

/** The export as a stream of CSV text; the audit line is written before the first row. */
export async function leadsCsvStream(
  db: Db,
  viewer: LeadViewer,
  sites: InboxSite[],
  filters: InboxFilters,
): Promise<ReadableStream<Uint8Array>> {
  const { after: _after, before: _before, ...filter } = filters;
  // Filtered to one of the member's sites, the line is that site's (written acting for it); else the
  // export spans sites and the line names none.
  const siteId = sites.some((site) => site.id === filters.site) ? (filters.site ?? null) : null;
  const entry = {
    action: "leads-exported" as const,
    staffAccountId: viewer.staffAccountId,
    siteId,
    after: { filter, cap: leadsExportCap },
  };
  if (siteId) await withTenant(siteId, () => recordStaffAudit(db, entry));
  else await recordStaffAudit(db, entry);
  const encoder = new TextEncoder();
  const rows = inboxRows(db, viewer, sites, filter, { cap: leadsExportCap + 1 });
  let header = true;
  let given = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (header) {
        header = false;
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(leadsCsvHeader)}`));
        return;
      }
      let chunk = "";
      for (let i = 0; i < 200; i += 1) {
        const next = await rows.next();
        if (next.done) break;
        if (given >= leadsExportCap) {
          chunk += csvLine([`Stopped at ${leadsExportCap} rows: narrow the filters to export the rest.`]);
          await rows.return(undefined);
          break;
        }
        given += 1;
        const row = next.value;
        chunk += csvLine([
          row.createdAt,
          row.siteName,
          row.dealershipName,
          leadTypeLabel(row.formType),
          row.category,
          row.contactBlanked ? blankedContactCsvNote : row.name,
          row.phone,
          row.email,
          row.stockNumber,
          row.carTitle,
          leadStatusLabels[row.status],
          row.lostReason,
          row.assigneeName ?? "",
          row.id,
        ]);
      }
      if (chunk === "") {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
}
