import type { Metadata } from "next";
import { SettingsSectionPage } from "@/console/settings/section-page";

export const metadata: Metadata = { title: "Site settings" };

type Props = {
  params: Promise<{ id: string; section: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** One section of a site's settings, as a form generated from the configuration's schema. */
export default async function ConsoleSettingsSection({ params, searchParams }: Props) {
  const { id, section } = await params;
  return <SettingsSectionPage siteId={id} section={section} search={await searchParams} />;
}
