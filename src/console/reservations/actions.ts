"use server";

import { getPaymentProvider } from "@/checkout/payments";
import { wakeServerLeadWorker } from "@/leads/delivery/server-worker";
import { getDb } from "@/platform/db";
import { currentStaffSession, requireStaff } from "../server/current-staff";
import { moveFormSchema, type MoveFormState } from "./move-form-schema";
import { moveReservation } from "./server/reservation-moves";

// Capture, cancel or refund from a reservation's page, after its confirmation. The action answers
// the page to open next (see server/actions.ts for why it never redirects itself).

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 100) : "";
}

export async function moveReservationAction(_previous: MoveFormState, form: FormData): Promise<MoveFormState> {
  const session = await currentStaffSession();
  if (!session || session.awaitingTotp) return { next: "/sign-in" };
  const parsed = moveFormSchema.safeParse({ reservationId: text(form, "reservationId"), action: text(form, "action") });
  if (!parsed.success) return { message: parsed.error.issues[0]?.message ?? "No such reservation." };
  const staff = await requireStaff();
  const { reservationId, action } = parsed.data;
  const outcome = await moveReservation(
    await getDb(),
    getPaymentProvider(),
    { staffAccountId: staff.staffAccountId, scope: staff.scope },
    reservationId,
    action,
  );
  if (!outcome.ok) return { message: outcome.message };
  // The shopper's e-mail (and the CRM's copy) go out now rather than at the next poll.
  wakeServerLeadWorker();
  return { next: `/reservations/${reservationId}?moved=${outcome.status}` };
}
