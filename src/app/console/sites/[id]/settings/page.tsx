import type { Metadata } from "next";
import { SiteSettingsPage } from "@/console/settings/settings-page";

export const metadata: Metadata = { title: "Site settings" };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** A site's settings: the published version, the draft (preview, publish, discard) and the sections. */
export default async function ConsoleSiteSettings({ params, searchParams }: Props) {
  const { id } = await params;
  return <SiteSettingsPage siteId={id} search={await searchParams} />;
}
