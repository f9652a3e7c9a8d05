import type { Metadata } from "next";
import { PageEditorPage } from "@/console/pages/page-editor-page";

export const metadata: Metadata = { title: "Edit page" };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** One page or post in the editor, with its live preview, Publish and Unpublish. */
export default async function ConsoleEditPage({ params, searchParams }: Props) {
  const { id } = await params;
  return <PageEditorPage id={id} search={await searchParams} />;
}
