import "server-only";
import Image from "next/image";
import { Link } from "@/ui/link";
import { notFound } from "next/navigation";
import { and, eq, gt } from "drizzle-orm";
import { getDb } from "@/platform/db";
import { manufacturers, models } from "@/platform/db/schema";
import { formatMoney } from "@/platform/format";
import type { Site } from "@/sites/get-site";
import { Badge } from "@/ui/badge";
import { ButtonLink } from "@/ui/button";
import { cardClass } from "@/ui/card";
import { Section } from "@/ui/section";
import { ProviderUnavailableError } from "@/platform/provider-http";
import { accessoriesOwners, type Accessory, type AccessoryModel } from "./accessories";
import { accessoriesProvider } from "./accessories-provider";
import { AccessoryIcon } from "./components/accessory-icon";
import { listModelsInStock } from "./queries";
import { modelHrefs } from "./directory-page";

export type AccessoriesModel = AccessoryModel & { imageUrl: string | null; href: string };

/**
 * The model a /{model-slug}/accessories path names: one with accessories, of a make the site sells
 * (the models directory's rule); two makes with a model of that slug: the first by make name.
 */
export async function findAccessoriesModel(site: Site, slug: string): Promise<AccessoriesModel | null> {
  // No catalogue and no demo stand-in: no model has an accessories page (decision 037).
  if (!accessoriesProvider()) return null;
  const db = await getDb();
  const [rows, stock, modelHref] = await Promise.all([
    db
      .select({ manufacturer: manufacturers, model: models })
      .from(models)
      .innerJoin(manufacturers, eq(models.manufacturerId, manufacturers.id))
      .where(and(eq(models.slug, slug), gt(models.accessoriesCount, 0))),
    listModelsInStock(site),
    modelHrefs(site),
  ]);
  const sold = new Set(stock.map((entry) => entry.make));
  const listed = rows.filter((candidate) => sold.has(candidate.manufacturer.name));
  const owner = accessoriesOwners(
    listed.map((candidate) => ({
      make: candidate.manufacturer.name,
      slug: candidate.model.slug,
      accessoriesCount: candidate.model.accessoriesCount,
    })),
  ).get(slug);
  const row = listed.find((candidate) => candidate.manufacturer.name === owner);
  if (!row) return null;
  return {
    make: row.manufacturer.name,
    name: row.model.name,
    slug: row.model.slug,
    body: row.model.body,
    accessoriesCount: row.model.accessoriesCount,
    imageUrl: row.model.imageUrl,
    href: modelHref(row.manufacturer.name, row.model.name, row.model.overrideUrl),
  };
}

export async function requireAccessoriesModel(site: Site, slug: string): Promise<AccessoriesModel> {
  const model = await findAccessoriesModel(site, slug);
  if (!model) notFound();
  return model;
}

/** The catalogue's list, or null while the catalogue is not answering (the page says so). */
async function loadAccessories(model: AccessoryModel): Promise<{ sample: boolean; items: Accessory[] | null }> {
  const provider = accessoriesProvider();
  if (!provider) return { sample: false, items: [] };
  try {
    return { sample: provider.sample, items: await provider.accessories(model) };
  } catch (error) {
    if (error instanceof ProviderUnavailableError) return { sample: provider.sample, items: null };
    throw error;
  }
}

/** A model's genuine accessories, fitted prices, and an enquiry link. */
export async function AccessoriesPage({ site, slug }: { site: Site; slug: string }) {
  const model = await requireAccessoriesModel(site, slug);
  const { sample, items } = await loadAccessories(model);
  const accessories = items ?? [];
  const title = `${model.make} ${model.name}`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="mb-8 grid items-center gap-6 md:grid-cols-[3fr_2fr]">
        <div>
          <p className="text-sm text-muted">
            <Link href="/models" className="underline-offset-2 hover:underline">
              Models
            </Link>{" "}
            / {title}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold">
            {title} accessories{sample ? ": a sample with invented data" : ""}
          </h1>
          {sample ? (
            <p className="mt-2 max-w-2xl font-semibold" data-testid="sample-notice">
              This list is a demonstration: its accessories, part numbers and prices are invented. Ask us for the
              genuine {model.make} range and prices.
            </p>
          ) : (
            <p className="mt-2 max-w-2xl text-muted">
              Genuine {model.make} accessories for the {model.name}, fitted by our technicians. Prices include fitting
              and GST; ask us about packages when you buy.
            </p>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            <ButtonLink href="/contact-us">Enquire about accessories</ButtonLink>
            <ButtonLink href={model.href} variant="outline">
              See what's in stock
            </ButtonLink>
          </div>
        </div>
        {model.imageUrl ? (
          <Image src={model.imageUrl} alt="" width={480} height={300} className="h-auto w-full" />
        ) : null}
      </div>

      {items === null ? (
        <p className="mb-6 rounded-site border border-border p-4" role="status">
          The accessories catalogue is not answering just now. Please try again in a minute, or ask us.
        </p>
      ) : null}
      <Section
        titleId="accessories-title"
        title={`${accessories.length} accessories`}
        size="lg"
        data-testid="accessories"
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {accessories.map((item) => (
            <li key={item.name} className={cardClass({ className: "flex gap-4" })} data-testid="accessory">
              <AccessoryIcon category={item.category} />
              <div className="flex-1">
                <Badge tone="secondary" className="mb-1 text-xs">
                  {item.category}
                </Badge>
                <h3 className="font-semibold">{item.name}</h3>
                <p className="text-sm text-muted">{item.description}</p>
                <p className="mt-2 flex items-baseline justify-between gap-2">
                  <span className="font-bold">{formatMoney(item.price)} fitted</span>
                  <span className="text-xs text-muted">Part {item.partNumber}</span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
