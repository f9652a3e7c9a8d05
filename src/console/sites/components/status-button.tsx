"use client";

import { ConfirmButton, useConfirmedAction } from "../../components/confirm-button";
import { siteStatusAction } from "../actions";
import type { StatusFormState } from "../status-form-schema";

// Pause or Resume: the button opens a confirmation that says what shoppers and search engines will
// see; only its own button sends the move (with confirm=yes, which the server requires).

const wording = {
  pause: {
    open: "Pause site…",
    title: (name: string) => `Pause ${name}?`,
    body: "Every page of the site will show a holding page (HTTP 503) until it is resumed, and its sitemap and vehicle feeds will answer the same. Leads and stock feeds are not affected.",
    confirm: "Pause the site",
  },
  resume: {
    open: "Resume site…",
    title: (name: string) => `Resume ${name}?`,
    body: "Every page, the sitemap and the vehicle feeds will be back at once.",
    confirm: "Resume the site",
  },
} as const;

const initial: StatusFormState = {};

export function StatusButton({
  siteId,
  siteName,
  move,
}: {
  siteId: string;
  siteName: string;
  move: "pause" | "resume";
}) {
  const { state, confirm } = useConfirmedAction(siteStatusAction, initial);
  const words = wording[move];
  return (
    <ConfirmButton
      opener={{ label: words.open, variant: move === "pause" ? "outline" : "primary" }}
      testId={`confirm-${move}`}
      title={words.title(siteName)}
      body={words.body}
      confirm={words.confirm}
      error={state.message}
      {...confirm}
    >
      <input type="hidden" name="siteId" value={siteId} />
      <input type="hidden" name="move" value={move} />
      <input type="hidden" name="confirm" value="yes" />
    </ConfirmButton>
  );
}
