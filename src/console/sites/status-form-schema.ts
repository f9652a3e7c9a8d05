import { z } from "@/platform/zod";

// Pause or Resume on a site's page, after its confirmation: which site, which move, and the
// confirmation itself (the server refuses a move that was not confirmed).

export const statusFormSchema = z.object({
  siteId: z.uuid("No such site."),
  move: z.enum(["pause", "resume"], { error: "The move is pause or resume." }),
  confirm: z.literal("yes", { error: "Confirm the change first." }),
});

export type StatusFormState = { message?: string; next?: string };
