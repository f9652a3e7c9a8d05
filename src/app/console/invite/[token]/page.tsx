import type { Metadata } from "next";
import { InvitationLinkPage } from "@/console/staff/staff-pages";

export const metadata: Metadata = { title: "Your invitation", referrer: "no-referrer" };

/** An invitation's link (decision 048): choose a name and password, then sign in. */
export default async function ConsoleInvitation({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return <InvitationLinkPage token={token} />;
}
