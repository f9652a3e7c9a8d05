import type { Metadata } from "next";
import { SettingsVersionsPage } from "@/console/settings/versions-page";

export const metadata: Metadata = { title: "Settings versions" };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** Every published version of a site's settings, and any two compared. */
export default async function ConsoleSettingsVersions({ params, searchParams }: Props) {
  const { id } = await params;
  return <SettingsVersionsPage siteId={id} search={await searchParams} />;
}
