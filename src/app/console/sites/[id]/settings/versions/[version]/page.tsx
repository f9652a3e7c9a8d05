import type { Metadata } from "next";
import { SettingsVersionPage } from "@/console/settings/versions-page";

export const metadata: Metadata = { title: "Settings version" };

type Props = { params: Promise<{ id: string; version: string }> };

/** One version of a site's settings: what rolling back to it changes, and the rollback. */
export default async function ConsoleSettingsVersion({ params }: Props) {
  const { id, version } = await params;
  return <SettingsVersionPage siteId={id} version={version} />;
}
