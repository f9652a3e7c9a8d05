import { Link } from "@/ui/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { getDb } from "@/platform/db";
import { formatMoney } from "@/platform/format";
import { leadStatusNames } from "@/leads/workflow";
import { ConsoleShell } from "../components/console-shell";
import { DataTable } from "../components/data-table";
import { requireStaff } from "../server/current-staff";
import { leadSiteId } from "../server/lead-site";
import { savedMessages } from "./lead-form-state";
import { LeadAssignForm, LeadNoteForm, LeadStatusForm, ResendButton } from "./lead-page-forms";
import { carStateNames, loadLeadRecord, type LeadDelivery, type LeadRecord } from "./lead-record";
import { uuidPattern } from "./lead-work";

// A lead's page in the console: the car as it stands now, the shopper's answers, every delivery
// attempt with Resend, and the workflow (status, assignment, notes). Opened only by a member who may
// see the lead (lead-scope.ts); to anyone else, and for an id that is no lead, it is the console's
// 404, so a lead's existence is never revealed.

const dateTime = new Intl.DateTimeFormat("en-AU", {
  timeZone: "Australia/Sydney",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

function When({ at }: { at: Date | null }) {
  if (!at) return <span className="text-muted">—</span>;
  return <time dateTime={at.toISOString()}>{dateTime.format(at)}</time>;
}

const channelNames: Record<LeadDelivery["channel"], string> = {
  email: "E-mail to the dealership",
  crm: "CRM",
  "shopper-email": "E-mail to the shopper",
  message: "Message to the shopper",
};

const stateNames: Record<LeadDelivery["state"], string> = {
  sent: "Sent",
  queued: "Queued",
  sending: "Sending",
  failing: "Failed, retrying",
  dead: "Failed, gave up",
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-2 rounded border border-border bg-surface p-4"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ rows, testId }: { rows: readonly (readonly [string, ReactNode])[]; testId?: string }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm" data-testid={testId}>
      {rows.map(([label, value], index) => (
        <div key={`${label}-${index}`} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function CarSection({ lead }: { lead: LeadRecord }) {
  const { car } = lead;
  if (!car) return <p className="text-sm text-muted">This lead is not about a particular car.</p>;
  return (
    <Facts
      testId="lead-car"
      rows={[
        [
          "Car",
          car.url ? (
            <a href={car.url} target="_blank" rel="noopener noreferrer" className="underline">
              {car.name}
            </a>
          ) : (
            car.name
          ),
        ],
        ["Stock number", car.stocknum ?? "—"],
        ["Now", <span data-testid="car-state">{carStateNames[car.state]}</span>],
        ["Price now", car.price === null ? "—" : <span className="tabular-nums">{formatMoney(car.price)}</span>],
      ]}
    />
  );
}

function Deliveries({ lead }: { lead: LeadRecord }) {
  return (
    <DataTable
      caption="Delivery attempts"
      testId="lead-deliveries"
      rows={lead.deliveries}
      rowKey={(row) => row.id}
      empty={lead.contactBlankedAt ? "Removed with the contact details." : "Nothing was sent for this lead."}
      columns={[
        { header: "Channel", cell: (row) => channelNames[row.channel], className: "whitespace-nowrap" },
        { header: "To", cell: (row) => <span className="break-all">{row.target}</span> },
        {
          header: "Status",
          cell: (row) => (
            <span
              data-testid="delivery-status"
              className={row.state === "dead" || row.state === "failing" ? "font-semibold text-red-800" : ""}
            >
              {stateNames[row.state]}
            </span>
          ),
          className: "whitespace-nowrap",
        },
        { header: "Attempts", cell: (row) => row.attempts, numeric: true },
        {
          header: "Last error",
          cell: (row) => (row.lastError ? <span data-testid="delivery-error">{row.lastError}</span> : "—"),
        },
        { header: "Sent", cell: (row) => <When at={row.sentAt} />, className: "whitespace-nowrap" },
        { header: "Next attempt", cell: (row) => <When at={row.nextAttemptAt} />, className: "whitespace-nowrap" },
        {
          header: <span className="sr-only">Action</span>,
          cell: (row) =>
            row.resendable ? (
              <ResendButton leadId={lead.id} outboxId={row.id} channelName={channelNames[row.channel]} />
            ) : null,
        },
      ]}
    />
  );
}

export async function ConsoleLeadPage({ id, saved }: { id: string; saved: string | undefined }) {
  const staff = await requireStaff();
  // Not a lead's id at all: the same 404 as a lead that is not theirs, never a database error.
  if (!uuidPattern.test(id)) notFound();
  const siteId = await leadSiteId(id);
  if (!siteId) notFound();
  const lead = await loadLeadRecord(
    await getDb(),
    { staffAccountId: staff.staffAccountId, scope: staff.scope },
    {
      siteId,
      leadId: id,
    },
  );
  if (!lead) notFound();
  const savedMessage = saved ? savedMessages[saved] : undefined;
  return (
    <ConsoleShell
      staff={staff}
      pathname={`/leads/${lead.id}`}
      title={lead.title}
      actions={
        <Link href="/leads" className="text-sm font-medium underline">
          All leads
        </Link>
      }
    >
      {savedMessage ? (
        <p role="status" className="rounded border border-green-700 bg-green-50 p-2 text-sm font-medium text-green-900">
          {savedMessage}
        </p>
      ) : null}
      {lead.contactBlankedAt ? (
        <p className="rounded border border-border bg-surface p-3 text-sm" data-testid="contact-blanked">
          Contact details removed under the site&apos;s retention rules on <When at={lead.contactBlankedAt} />.
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Section id="lead-summary" title="The lead">
          <Facts
            testId="lead-summary"
            rows={[
              ["Status", <span data-testid="lead-status">{leadStatusNames[lead.status]}</span>],
              ...(lead.lostReason ? ([["Lost because", lead.lostReason]] as const) : []),
              ["Assigned to", <span data-testid="lead-assignee">{lead.assignedName ?? "No one"}</span>],
              ["Received", <When at={lead.createdAt} />],
              ...(lead.statusChangedAt ? ([["Status changed", <When at={lead.statusChangedAt} />]] as const) : []),
              ["Site", lead.siteName],
              ["Dealership", lead.dealershipName ?? "—"],
              ["Location", lead.locationName ?? "—"],
              ["Type", lead.category],
              ["Sent from", lead.pageUrl ? <span className="break-all">{lead.pageUrl}</span> : lead.source],
            ]}
          />
        </Section>
        <Section id="lead-car" title="The car">
          <CarSection lead={lead} />
        </Section>
      </div>
      <Section id="lead-answers" title="The shopper's answers">
        {lead.contact.length === 0 && lead.answers.length === 0 ? (
          <p className="text-sm text-muted">No answers are kept.</p>
        ) : (
          <Facts
            testId="lead-answers"
            rows={[
              ...lead.contact.map((field) => {
                const value =
                  field.label === "Email" ? (
                    <a className="underline" href={`mailto:${field.value}`}>
                      {field.value}
                    </a>
                  ) : field.label === "Phone" ? (
                    <a className="underline" href={`tel:${field.value.replace(/\s/g, "")}`}>
                      {field.value}
                    </a>
                  ) : (
                    field.value
                  );
                return [field.label, value] as const;
              }),
              ...(lead.message
                ? ([["Message", <span className="whitespace-pre-line">{lead.message}</span>]] as const)
                : []),
              ...lead.answers.map((field) => [field.label, field.value] as const),
            ]}
          />
        )}
      </Section>
      <div className="grid gap-4 lg:grid-cols-2">
        <Section id="lead-status" title="Status">
          <LeadStatusForm
            leadId={lead.id}
            status={lead.status}
            next={lead.can.nextStatuses}
            manages={lead.can.manages}
          />
        </Section>
        <Section id="lead-assignment" title="Assignment">
          <LeadAssignForm
            leadId={lead.id}
            assignedStaffId={lead.assignedStaffId}
            options={lead.can.assignTo}
            unassign={lead.can.unassign}
            manages={lead.can.manages}
            selfId={staff.staffAccountId}
          />
        </Section>
      </div>
      <Section id="lead-deliveries" title="Deliveries">
        <Deliveries lead={lead} />
      </Section>
      <Section id="lead-notes" title="Notes">
        {lead.can.addNote ? <LeadNoteForm leadId={lead.id} /> : null}
        {lead.notes.length === 0 ? (
          <p className="text-sm text-muted">No notes yet.</p>
        ) : (
          <ol className="flex flex-col gap-2" data-testid="lead-notes">
            {lead.notes.map((note) => (
              <li key={note.id} className="rounded border border-border p-2 text-sm">
                <p className="text-xs text-muted">
                  {note.author}, <When at={note.createdAt} />
                </p>
                <p className="whitespace-pre-line break-words">{note.body}</p>
              </li>
            ))}
          </ol>
        )}
      </Section>
    </ConsoleShell>
  );
}
