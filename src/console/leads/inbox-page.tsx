import { getDb } from "@/platform/db";
import { Link } from "@/ui/link";
import { buttonClass } from "@/ui/button";
import { fieldId, inputClass, describedBy, FieldMessage } from "@/ui/field";
import { ConsoleShell } from "../components/console-shell";
import { DataTable, type Column } from "../components/data-table";
import { requireStaff } from "../server/current-staff";
import {
  inboxLeadTypes,
  inboxQueryString,
  leadStatuses,
  leadStatusLabels,
  leadTypeLabel,
  parseInboxQuery,
  type InboxFilterField,
  type InboxFilters,
} from "./inbox-filters";
import { countNewLeads, inboxAssignees, inboxPage, inboxSites, type InboxRow, type InboxSite } from "./inbox-query";

// /leads: every lead of the member's dealerships on every site they reach, newest first, 50 to a
// page (decision 044). The filters are a plain GET form, so they work without script and from the
// keyboard, and every filtered list has its own address to share or bookmark.

export const blankedContactNote = "Contact details removed under the site's retention rules";

const receivedFormat = (timeZone: string) =>
  new Intl.DateTimeFormat("en-AU", {
    timeZone,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  });

export function formatReceived(createdAt: string, timeZone: string): string {
  return receivedFormat(timeZone).format(new Date(createdAt));
}

const columns: Column<InboxRow>[] = [
  {
    header: "Received",
    className: "whitespace-nowrap tabular-nums",
    cell: (row) => (
      <Link href={`/leads/${row.id}`} className="underline">
        <time dateTime={row.createdAt}>{formatReceived(row.createdAt, row.timeZone)}</time>
      </Link>
    ),
  },
  { header: "Type", cell: (row) => leadTypeLabel(row.formType) },
  {
    header: "Name",
    cell: (row) =>
      row.contactBlanked ? (
        <span className="text-muted" data-testid="contact-blanked">
          {blankedContactNote}
        </span>
      ) : (
        row.name || <span className="text-muted">(none)</span>
      ),
  },
  { header: "Phone", className: "whitespace-nowrap", cell: (row) => row.phone },
  { header: "E-mail", className: "break-all", cell: (row) => row.email },
  {
    header: "Car",
    cell: (row) =>
      row.stockNumber || row.carTitle ? (
        <>
          {row.stockNumber ? <span className="font-mono">{row.stockNumber}</span> : null} <span>{row.carTitle}</span>
        </>
      ) : null,
  },
  {
    header: "Dealership",
    cell: (row) => (
      <>
        {row.dealershipName}
        <span className="block text-xs text-muted">{row.siteName}</span>
      </>
    ),
  },
  {
    header: "Status",
    cell: (row) => (
      <>
        {leadStatusLabels[row.status]}
        {row.status === "lost" && row.lostReason ? (
          <span className="block text-xs text-muted">{row.lostReason}</span>
        ) : null}
      </>
    ),
  },
  { header: "Assignee", cell: (row) => row.assigneeName ?? <span className="text-muted">Unassigned</span> },
];

function FilterSelect({
  name,
  label,
  value,
  error,
  options,
}: {
  name: InboxFilterField;
  label: string;
  value: string | undefined;
  error: string | undefined;
  options: { value: string; label: string }[];
}) {
  const id = fieldId("lead-filters", name);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-semibold">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={`${inputClass} py-1 text-sm`}
      >
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage controlId={id} message={error} />
    </div>
  );
}

function FilterInput({
  name,
  label,
  value,
  error,
  type = "text",
  placeholder,
}: {
  name: InboxFilterField;
  label: string;
  value: string | undefined;
  error: string | undefined;
  type?: "text" | "date" | "search";
  placeholder?: string;
}) {
  const id = fieldId("lead-filters", name);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value ?? ""}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={`${inputClass} py-1 text-sm`}
      />
      <FieldMessage controlId={id} message={error} />
    </div>
  );
}

function FilterForm({
  filters,
  raw,
  errors,
  sites,
  assignees,
}: {
  filters: InboxFilters;
  raw: Record<string, string | undefined>;
  errors: Partial<Record<InboxFilterField, string>>;
  sites: InboxSite[];
  assignees: { id: string; name: string }[];
}) {
  // A field with a bad value shows what was typed, beside its message.
  const shown = (name: InboxFilterField) => (errors[name] ? raw[name] : filters[name]);
  return (
    <form
      method="get"
      role="search"
      aria-label="Filter leads"
      className="grid grid-cols-2 gap-3 rounded border border-border bg-surface p-3 sm:grid-cols-3 lg:grid-cols-6"
      data-testid="lead-filters"
    >
      <FilterInput name="q" label="Name, phone or e-mail" type="search" value={shown("q")} error={errors.q} />
      {sites.length > 1 ? (
        <FilterSelect
          name="site"
          label="Site"
          value={shown("site")}
          error={errors.site}
          options={sites.map((site) => ({ value: site.id, label: site.name }))}
        />
      ) : null}
      <FilterSelect
        name="dealership"
        label="Dealership"
        value={shown("dealership")}
        error={errors.dealership}
        options={sites.flatMap((site) =>
          site.dealerships.map((dealership) => ({
            value: dealership.id,
            label: sites.length > 1 ? `${dealership.name} (${site.name})` : dealership.name,
          })),
        )}
      />
      <FilterSelect
        name="type"
        label="Type"
        value={shown("type")}
        error={errors.type}
        options={inboxLeadTypes.map((type) => ({ value: type, label: leadTypeLabel(type) }))}
      />
      <FilterSelect
        name="status"
        label="Status"
        value={shown("status")}
        error={errors.status}
        options={leadStatuses.map((status) => ({ value: status, label: leadStatusLabels[status] }))}
      />
      <FilterSelect
        name="assignee"
        label="Assignee"
        value={shown("assignee")}
        error={errors.assignee}
        options={[
          { value: "me", label: "Me" },
          { value: "unassigned", label: "Unassigned" },
          ...assignees.map((staff) => ({ value: staff.id, label: staff.name })),
        ]}
      />
      <FilterInput name="from" label="Received from" type="date" value={shown("from")} error={errors.from} />
      <FilterInput name="to" label="Received to" type="date" value={shown("to")} error={errors.to} />
      <FilterInput name="car" label="Car (stock no.)" value={shown("car")} error={errors.car} />
      <div className="col-span-2 flex items-end gap-2 sm:col-span-1">
        <button type="submit" className={buttonClass({ size: "sm" })}>
          Filter
        </button>
        <Link href="/leads" className={buttonClass({ size: "sm", variant: "ghost" })}>
          Clear
        </Link>
      </div>
    </form>
  );
}

export async function LeadsInboxPage({ query }: { query: Record<string, string | string[] | undefined> }) {
  const staff = await requireStaff();
  const db = await getDb();
  const viewer = { staffAccountId: staff.staffAccountId, scope: staff.scope };
  const parsed = parseInboxQuery(query);
  const filters = parsed.filters;
  const errors = parsed.ok ? {} : parsed.errors;
  const raw = Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
  const sites = await inboxSites(db, viewer);
  const [page, newCount, assignees] = await Promise.all([
    inboxPage(db, viewer, sites, filters),
    countNewLeads(db, viewer, sites),
    inboxAssignees(db, sites),
  ]);
  const exportHref = `/leads/export.csv${inboxQueryString(filters)}`;
  return (
    <ConsoleShell
      staff={staff}
      pathname="/leads"
      title={
        <>
          Leads{" "}
          <span className="ml-2 align-middle text-base font-semibold text-muted" data-testid="new-leads-count">
            {newCount.toLocaleString("en-AU")} new
          </span>
        </>
      }
      actions={
        <a href={exportHref} download className={buttonClass({ size: "sm", variant: "outline" })}>
          Export CSV
        </a>
      }
    >
      {parsed.ok ? null : (
        <p role="alert" className="text-sm font-medium text-red-700" data-testid="filter-errors">
          Some filters were not applied: see the messages below.
        </p>
      )}
      <FilterForm filters={filters} raw={raw} errors={errors} sites={sites} assignees={assignees} />
      <DataTable
        caption="Leads, newest first"
        columns={columns}
        rows={page.rows}
        rowKey={(row) => row.id}
        empty="No leads match these filters."
        testId="leads-table"
      />
      <nav aria-label="Pages" className="flex justify-between text-sm">
        {page.previous ? (
          <Link href={`/leads${inboxQueryString(filters, { before: page.previous })}`} rel="prev" className="underline">
            ← Previous
          </Link>
        ) : (
          <span />
        )}
        {page.next ? (
          <Link href={`/leads${inboxQueryString(filters, { after: page.next })}`} rel="next" className="underline">
            Next →
          </Link>
        ) : null}
      </nav>
    </ConsoleShell>
  );
}
