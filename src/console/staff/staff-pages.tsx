import { notFound, redirect } from "next/navigation";
import { Link } from "@/ui/link";
import { buttonClass } from "@/ui/button";
import { getDb } from "@/platform/db";
import { roleNames, type StaffScope } from "../roles";
import { ConsoleShell } from "../components/console-shell";
import { DataTable } from "../components/data-table";
import { currentStaffSession, directoryDb, requireStaff, type SignedInStaff } from "../server/current-staff";
import { checkStaffToken } from "../server/staff-tokens";
import { listGrantedSites } from "../server/staff-accounts";
import { auditSites, canReadAudit, describeChange, readAuditLog, type AuditQuery } from "./audit-log";
import { AcceptInvitationForm, ForgotPasswordForm, ResetPasswordForm } from "./components/link-forms";
import { InviteForm } from "./components/invite-form";
import { MemberActions } from "./components/member-actions";
import {
  findManageableMember,
  invitationPlaces,
  listManageableStaff,
  settingsGrantsWithin,
  staffEmailOf,
  type StaffMemberView,
} from "./staff-admin";
import { canAdministerStaff, canResetSecondFactor, invitableRoles, type ResolvedGrant } from "./staff-rules";

// The console's staff pages (decision 048): /staff, /staff/invite, /staff/[id], /audit, and the
// pages behind the e-mailed links. A salesperson, or a member out of reach, gets the 404 page.

const dateTime = new Intl.DateTimeFormat("en-AU", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Australia/Sydney",
});

async function requireStaffAdmin(): Promise<SignedInStaff> {
  const staff = await requireStaff();
  if (!canAdministerStaff(staff.scope)) notFound();
  return staff;
}

const actor = (staff: SignedInStaff) => ({
  staffAccountId: staff.staffAccountId,
  scope: staff.scope,
  name: staff.name,
});

function statusOf(member: StaffMemberView): string {
  if (member.disabledAt) return "Disabled";
  if (member.invited && !member.lastSignInAt) return "Invited";
  return "Active";
}

export async function StaffListPage() {
  const staff = await requireStaffAdmin();
  const members = await listManageableStaff(await getDb(), await directoryDb(), actor(staff));
  return (
    <ConsoleShell
      staff={staff}
      pathname="/staff"
      title="Staff"
      actions={
        <Link href="/staff/invite" className={buttonClass({ size: "sm" })}>
          Invite a member
        </Link>
      }
    >
      <DataTable
        caption="Staff you manage"
        testId="staff-table"
        rows={members}
        rowKey={(member) => member.id}
        empty="No staff yet."
        columns={[
          {
            header: "Name",
            cell: (member) => (
              <Link href={`/staff/${member.id}`} className="font-semibold underline">
                {member.name}
              </Link>
            ),
          },
          { header: "E-mail", cell: (member) => member.email },
          {
            header: "Roles",
            cell: (member) => member.grants.map((grant) => `${roleNames[grant.role]}, ${grant.where}`).join("; "),
          },
          {
            header: "Last sign-in",
            className: "whitespace-nowrap",
            cell: (member) => (member.lastSignInAt ? dateTime.format(member.lastSignInAt) : "Never"),
          },
          { header: "Second factor", cell: (member) => (member.secondFactor ? "Enrolled" : "None") },
          { header: "Status", cell: statusOf },
        ]}
      />
    </ConsoleShell>
  );
}

export async function InviteStaffPage() {
  const staff = await requireStaffAdmin();
  const places = await invitationPlaces(await directoryDb(), actor(staff));
  return (
    <ConsoleShell staff={staff} pathname="/staff/invite" title="Invite a member">
      <p className="max-w-xl text-sm">
        They get an e-mail with a link to choose their password; the link works once, for 7 days.
      </p>
      <InviteForm
        roles={invitableRoles(staff.scope)}
        groups={places.groups}
        dealerships={places.dealerships}
        settingsGrantable={places.dealerships.filter((d) => d.settingsGrantable).map((d) => d.id)}
      />
      <p className="text-sm">
        <Link href="/staff" className="underline">
          Back to staff
        </Link>
      </p>
    </ConsoleShell>
  );
}

const doneMessages: Record<string, string> = {
  invited: "Invitation sent.",
  "revoke-sessions": "Signed out everywhere.",
  disable: "Disabled and signed out.",
  "reset-second-factor": "Second factor reset: they set up a new authenticator at their next sign-in.",
  "resend-invitation": "A new invitation is on its way; the earlier link no longer works.",
  "grant-settings": "They may now edit the site's settings.",
  "withdraw-settings": "They no longer edit the site's settings.",
};

/** Whether the page offers to grant (false) or withdraw (true) the site's settings; none when not the viewer's to give. */
function settingsChoice(scope: StaffScope, grants: readonly ResolvedGrant[]): boolean | undefined {
  const within = settingsGrantsWithin(scope, grants);
  if (within.length === 0) return undefined;
  return within.every((grant) => grant.siteSettings === true);
}

export async function StaffMemberPage({ memberId, done }: { memberId: string; done: string | undefined }) {
  const staff = await requireStaffAdmin();
  const member = await findManageableMember(await getDb(), await directoryDb(), actor(staff), memberId);
  if (!member) notFound();
  const message = done ? doneMessages[done] : undefined;
  return (
    <ConsoleShell staff={staff} pathname={`/staff/${member.id}`} title={member.name}>
      {message ? (
        <p role="status" className="rounded border border-border bg-surface p-3 text-sm" data-testid="done">
          {message}
        </p>
      ) : null}
      <dl className="grid max-w-2xl grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="font-semibold">E-mail</dt>
        <dd>{member.email}</dd>
        <dt className="font-semibold">Roles</dt>
        <dd>
          {member.grants
            .map(
              (grant) =>
                `${roleNames[grant.role]}, ${grant.where}${grant.siteSettings ? ", with the site's settings" : ""}`,
            )
            .join("; ")}
        </dd>
        <dt className="font-semibold">Last sign-in</dt>
        <dd>{member.lastSignInAt ? dateTime.format(member.lastSignInAt) : "Never"}</dd>
        <dt className="font-semibold">Second factor</dt>
        <dd>{member.secondFactor ? "Enrolled" : "None"}</dd>
        <dt className="font-semibold">Status</dt>
        <dd data-testid="member-status">{statusOf(member)}</dd>
      </dl>
      <MemberActions
        memberId={member.id}
        name={member.name}
        disabled={member.disabledAt !== null}
        secondFactor={member.secondFactor}
        invited={member.invited && !member.lastSignInAt}
        canResetSecondFactor={canResetSecondFactor(staff.scope, member.grants)}
        siteSettings={settingsChoice(staff.scope, member.grants)}
      />
      <p className="text-sm">
        <Link href="/staff" className="underline">
          Back to staff
        </Link>
        {canReadAudit(staff.scope) ? (
          <>
            {" · "}
            <Link href={`/audit?member=${member.id}`} className="underline">
              Their actions in the audit log
            </Link>
          </>
        ) : null}
      </p>
    </ConsoleShell>
  );
}

export async function AuditLogPage({ query }: { query: AuditQuery }) {
  const staff = await requireStaff();
  if (!canReadAudit(staff.scope)) notFound();
  const db = await getDb();
  const granted = await listGrantedSites(db, staff.scope);
  const siteList = await auditSites(
    db,
    granted.map((site) => site.id),
  );
  const { lines, next } = await readAuditLog(db, siteList, query);
  const keep = (extra: Record<string, string>) => {
    const params = new URLSearchParams();
    if (query.action) params.set("action", query.action);
    if (query.member) params.set("member", query.member);
    for (const [key, value] of Object.entries(extra)) params.set(key, value);
    const text = params.toString();
    return text ? `/audit?${text}` : "/audit";
  };
  return (
    <ConsoleShell staff={staff} pathname="/audit" title="Audit log">
      <form method="get" action="/audit" className="flex flex-wrap items-end gap-3 text-sm">
        <label className="flex flex-col gap-1">
          <span className="font-semibold">Action</span>
          <input
            name="action"
            defaultValue={query.action ?? ""}
            placeholder="e.g. staff-invited"
            className="rounded border border-border bg-surface px-2 py-1"
          />
        </label>
        {query.member ? <input type="hidden" name="member" value={query.member} /> : null}
        <button type="submit" className={buttonClass({ size: "sm", variant: "outline" })}>
          Filter
        </button>
        {query.action || query.member ? (
          <Link href="/audit" className="underline">
            Show every line
          </Link>
        ) : null}
      </form>
      <DataTable
        caption="Audit log, newest first"
        testId="audit-table"
        rows={lines}
        rowKey={(line) => line.id}
        empty="No lines match."
        columns={[
          { header: "When", className: "whitespace-nowrap", cell: (line) => dateTime.format(line.at) },
          { header: "Site", cell: (line) => line.siteName },
          {
            header: "Who",
            cell: (line) =>
              line.memberName && line.memberId ? (
                <Link href={keep({ member: line.memberId })} className="underline">
                  {line.memberName}
                </Link>
              ) : (
                "—"
              ),
          },
          { header: "Action", cell: (line) => line.action },
          {
            header: "Change",
            className: "font-mono text-xs",
            cell: (line) => describeChange(line.before, line.after),
          },
        ]}
      />
      {next ? (
        <p>
          <Link href={keep({ before: next })} className="underline" rel="next">
            Older lines
          </Link>
        </p>
      ) : null}
    </ConsoleShell>
  );
}

// --- The e-mailed links' pages (no session needed) -----------------------------------------------

function LinkShell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </main>
  );
}

function SpentLink({ purpose }: { purpose: "invite" | "reset" }) {
  return (
    <LinkShell title={purpose === "invite" ? "This invitation no longer works" : "This link no longer works"}>
      <p data-testid="spent-link">
        {purpose === "invite"
          ? "It has been used already, or it is more than 7 days old. Ask whoever invited you to send a new one."
          : "It has been used already, or it is more than an hour old."}
      </p>
      <p>
        <Link href={purpose === "invite" ? "/sign-in" : "/forgot-password"} className="underline">
          {purpose === "invite" ? "Sign in" : "Ask for a new link"}
        </Link>
      </p>
    </LinkShell>
  );
}

export async function InvitationLinkPage({ token }: { token: string }) {
  const db = await getDb();
  const state = await checkStaffToken(db, "invite", token);
  if (state.kind !== "valid") {
    // Accepting sets the new member's session cookie, which makes Next render this page again
    // before the form can open the next page: the link is spent by then, and the member goes on
    // as signing in would (home, or the code step where the role needs a second factor).
    const session = await currentStaffSession();
    if (session) redirect(session.awaitingTotp ? "/sign-in" : "/");
    return <SpentLink purpose="invite" />;
  }
  const account = await staffEmailOf(db, state.staffAccountId);
  if (!account) return <SpentLink purpose="invite" />;
  return (
    <LinkShell title="Welcome to the dealer console">
      <p className="text-sm">Choose a password for {account.email}. Then you sign in straight away.</p>
      <AcceptInvitationForm token={token} name={account.name} />
    </LinkShell>
  );
}

export async function ResetPasswordLinkPage({ token }: { token: string }) {
  const db = await getDb();
  const state = await checkStaffToken(db, "reset", token);
  if (state.kind !== "valid") return <SpentLink purpose="reset" />;
  const account = await staffEmailOf(db, state.staffAccountId);
  if (!account) return <SpentLink purpose="reset" />;
  return (
    <LinkShell title="Choose a new password">
      <p className="text-sm">For {account.email}. Saving it signs you out everywhere.</p>
      <ResetPasswordForm token={token} />
    </LinkShell>
  );
}

export async function ForgotPasswordPage() {
  const session = await currentStaffSession();
  if (session && !session.awaitingTotp) redirect("/");
  return (
    <LinkShell title="Forgot your password?">
      <p className="text-sm">Give your console e-mail address and we send you a link to choose a new password.</p>
      <ForgotPasswordForm />
      <p className="text-sm">
        <Link href="/sign-in" className="underline">
          Back to sign in
        </Link>
      </p>
    </LinkShell>
  );
}
