"use client";

// The lead page's forms: status, lost (with its reason), assignment, a note, and Resend on a
// delivery. Each posts to its server action, shows the fields' messages it answers, or opens the
// page it names (the lead again, saying what was done).

import { useActionState, useId, useState } from "react";
import { Button } from "@/ui/button";
import { describedBy, Field, inputClass } from "@/ui/field";
import { leadStatusNames, lostReasons, maxLostReasonDetail, maxNoteLength, type LeadStatus } from "@/leads/workflow";
import { useNextPage } from "../components/use-next-page";
import { addLeadNoteAction, assignLeadAction, changeLeadStatusAction, resendLeadDeliveryAction } from "./lead-actions";
import { initialLeadFormState, type LeadFormState } from "./lead-form-state";

function FormMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="rounded border border-red-700 bg-red-50 p-2 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

function useLeadForm(action: (state: LeadFormState, form: FormData) => Promise<LeadFormState>) {
  const [state, formAction, pending] = useActionState(action, initialLeadFormState);
  useNextPage(state.next);
  return { state, formAction, busy: pending || state.next !== undefined };
}

const moveLabel = (from: LeadStatus, to: LeadStatus) =>
  (from === "sold" || from === "lost") && to === "contacted"
    ? "Reopen as contacted"
    : `Mark ${leadStatusNames[to].toLowerCase()}`;

/** One button per status the lead may move to, and "Mark lost" with its reason. */
export function LeadStatusForm({
  leadId,
  status,
  next,
  manages,
}: {
  leadId: string;
  status: LeadStatus;
  next: readonly LeadStatus[];
  manages: boolean;
}) {
  const formId = useId();
  const { state, formAction, busy } = useLeadForm(changeLeadStatusAction);
  const [reason, setReason] = useState("");
  const moves = next.filter((to) => to !== "lost");
  const reasonId = `${formId}-reason`;
  const detailId = `${formId}-detail`;
  if (next.length === 0) {
    return (
      <p className="text-sm text-muted" data-testid="status-locked">
        Only a manager can reopen a {leadStatusNames[status].toLowerCase()} lead.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <FormMessage id={`${formId}-form`} message={state.errors.form ?? state.errors.status} />
      {moves.length > 0 ? (
        <form action={formAction} className="flex flex-wrap gap-2">
          <input type="hidden" name="leadId" value={leadId} />
          <input type="hidden" name="from" value={status} />
          {moves.map((to) => (
            <Button key={to} type="submit" name="to" value={to} variant="outline" size="sm" disabled={busy}>
              {moveLabel(status, to)}
            </Button>
          ))}
        </form>
      ) : null}
      {next.includes("lost") ? (
        <form action={formAction} className="flex flex-col gap-2 rounded border border-border p-3" noValidate>
          <input type="hidden" name="leadId" value={leadId} />
          <input type="hidden" name="from" value={status} />
          <input type="hidden" name="to" value="lost" />
          <div className="grid gap-2 sm:grid-cols-2">
            <Field id={reasonId} label="Why was it lost?" required error={state.errors.reason}>
              <select
                id={reasonId}
                name="reason"
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                aria-invalid={state.errors.reason ? true : undefined}
                aria-describedby={describedBy(reasonId, state.errors.reason)}
                className={inputClass}
              >
                <option value="">Choose a reason</option>
                {lostReasons.map((entry) => (
                  <option key={entry.code} value={entry.code}>
                    {entry.label}
                  </option>
                ))}
              </select>
            </Field>
            <Field
              id={detailId}
              label={reason === "other" ? "In a few words" : "In a few words (optional)"}
              required={reason === "other"}
              error={state.errors.detail}
            >
              <input
                id={detailId}
                name="detail"
                maxLength={maxLostReasonDetail}
                aria-invalid={state.errors.detail ? true : undefined}
                aria-describedby={describedBy(detailId, state.errors.detail)}
                className={inputClass}
              />
            </Field>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" variant="outline" size="sm" disabled={busy}>
              Mark lost
            </Button>
            {!manages ? (
              <span className="text-xs text-muted">Only a manager can reopen a sold or lost lead.</span>
            ) : null}
          </div>
        </form>
      ) : null}
    </div>
  );
}

/** A manager's choice of anyone at the dealership; a salesperson's "take it" or "hand it back". */
export function LeadAssignForm({
  leadId,
  assignedStaffId,
  options,
  unassign,
  manages,
  selfId,
}: {
  leadId: string;
  assignedStaffId: string | null;
  options: readonly { id: string; name: string; email: string }[];
  unassign: boolean;
  manages: boolean;
  selfId: string;
}) {
  const formId = useId();
  const { state, formAction, busy } = useLeadForm(assignLeadAction);
  const selectId = `${formId}-assignee`;
  if (!manages) {
    const take = options.some((option) => option.id === selfId);
    if (!take && !unassign) return null;
    return (
      <form action={formAction} className="flex flex-col gap-2">
        <input type="hidden" name="leadId" value={leadId} />
        <input type="hidden" name="assignee" value={take ? selfId : ""} />
        <FormMessage id={`${formId}-form`} message={state.errors.form ?? state.errors.assignee} />
        <div>
          <Button type="submit" variant="outline" size="sm" disabled={busy}>
            {take ? "Take this lead" : "Hand it back"}
          </Button>
        </div>
      </form>
    );
  }
  const error = state.errors.assignee;
  return (
    <form action={formAction} className="flex flex-col gap-2" noValidate>
      <input type="hidden" name="leadId" value={leadId} />
      <FormMessage id={`${formId}-form`} message={state.errors.form} />
      <Field id={selectId} label="Assign to" error={error}>
        <select
          id={selectId}
          name="assignee"
          defaultValue={assignedStaffId ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(selectId, error)}
          className={inputClass}
        >
          <option value="">No one</option>
          {assignedStaffId && !options.some((option) => option.id === assignedStaffId) ? (
            <option value={assignedStaffId}>(as now)</option>
          ) : null}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name} ({option.email})
            </option>
          ))}
        </select>
      </Field>
      <div>
        <Button type="submit" variant="outline" size="sm" disabled={busy || (!unassign && options.length === 0)}>
          Save assignment
        </Button>
      </div>
    </form>
  );
}

export function LeadNoteForm({ leadId }: { leadId: string }) {
  const formId = useId();
  const { state, formAction, busy } = useLeadForm(addLeadNoteAction);
  const bodyId = `${formId}-body`;
  const error = state.errors.body;
  return (
    <form action={formAction} className="flex flex-col gap-2" noValidate>
      <input type="hidden" name="leadId" value={leadId} />
      <FormMessage id={`${formId}-form`} message={state.errors.form} />
      <Field id={bodyId} label="Add a note" hint={`Up to ${maxNoteLength} characters.`} error={error}>
        <textarea
          id={bodyId}
          name="body"
          rows={3}
          defaultValue={state.values?.body}
          key={state.values?.body ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(bodyId, error)}
          className={inputClass}
        />
      </Field>
      <div>
        <Button type="submit" variant="outline" size="sm" disabled={busy}>
          Add note
        </Button>
      </div>
    </form>
  );
}

/** Resend on one failing or dead delivery row. */
export function ResendButton({
  leadId,
  outboxId,
  channelName,
}: {
  leadId: string;
  outboxId: string;
  channelName: string;
}) {
  const formId = useId();
  const { state, formAction, busy } = useLeadForm(resendLeadDeliveryAction);
  return (
    <form action={formAction} className="flex flex-col gap-1">
      <input type="hidden" name="leadId" value={leadId} />
      <input type="hidden" name="outboxId" value={outboxId} />
      <Button type="submit" variant="outline" size="sm" disabled={busy} aria-label={`Resend the ${channelName}`}>
        {busy ? "Resending…" : "Resend"}
      </Button>
      <FormMessage id={`${formId}-form`} message={state.errors.form} />
    </form>
  );
}
