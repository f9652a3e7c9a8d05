import { z } from "@/platform/zod";

// The console's capture / cancel / refund form: which reservation and which move, parsed again on
// the server (the button's values are the browser's to change).

export const dealerMoves = ["capture", "cancel", "refund"] as const;

export const moveFormSchema = z.object({
  reservationId: z.uuid("No such reservation."),
  action: z.enum(dealerMoves, { error: "The move is capture, cancel or refund." }),
});

export type MoveFormState = {
  /** Why nothing moved: shown in the confirmation. */
  message?: string;
  /** The page to open once the move is made. */
  next?: string;
};
