import type { Metadata } from "next";
import { LocationEditorPage } from "@/console/locations/location-editor-page";

export const metadata: Metadata = { title: "Location" };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** One location's details, phones, hours, special days and Google place, as a form. */
export default async function ConsoleLocation({ params, searchParams }: Props) {
  const { id } = await params;
  const { saved } = await searchParams;
  return <LocationEditorPage id={id} saved={saved === "1"} />;
}
