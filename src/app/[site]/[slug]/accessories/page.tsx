import type { Metadata } from "next";
import { requireSite } from "@/sites/site-page";
import { AccessoriesPage, requireAccessoriesModel } from "@/stock/accessories-page";

// /{model-slug}/accessories: a model's accessories (linked from the models directory where it has any).

type Props = { params: Promise<{ site: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await requireSite(params);
  const model = await requireAccessoriesModel(site, (await params).slug);
  return { title: `${model.make} ${model.name} accessories` };
}

export default async function AccessoriesRoute({ params }: Props) {
  const site = await requireSite(params);
  return <AccessoriesPage site={site} slug={(await params).slug} />;
}
