import Link from "next/link";
import Image from "next/image";
import type { Site } from "@/sites/get-site";
import { PhoneLink } from "@/locations/phone-link";
import { listModelsInStock } from "@/stock/queries";
import { makeSearchPath, modelSearchPath } from "@/stock/search-urls";
import { NavMenu, type NavEntry } from "./nav-menu";
import { StickyHeader } from "./sticky-header";
import { siteLogoUrl } from "./logo";

/** The most models a Vehicles dropdown lists before it links to the make's search instead. */
const modelsMenuLimit = 24;

async function buildNavEntries(site: Site): Promise<NavEntry[]> {
  const { header } = site.config;
  const needsModels = header.menus.some((item) => item.kind === "models");
  const models = needsModels ? await listModelsInStock(site) : [];

  const entries: NavEntry[] = header.menus.map((item) => {
    if (item.kind === "models") {
      const modelLinks =
        models.length <= modelsMenuLimit
          ? models.map((entry) => ({
              label: `${entry.make} ${entry.model}`,
              href: modelSearchPath(entry.make, entry.model),
            }))
          : [...new Set(models.map((entry) => entry.make))].map((make) => ({
              label: make,
              href: makeSearchPath(make),
            }));
      return { label: item.label, href: item.href, children: modelLinks };
    }
    return {
      label: item.label,
      href: item.href,
      children: (item.children ?? []).map((child) => ({ label: child.label, href: child.href })),
    };
  });

  if (header.megaMenu.enabled && header.megaMenu.brands.length > 0) {
    entries.splice(1, 0, {
      label: header.megaMenu.title,
      mega: true,
      children: header.megaMenu.brands.map((brand) => ({
        label: brand.name,
        href: brand.href,
        imageUrl: brand.logoUrl,
      })),
    });
  }
  return entries;
}

export async function SiteHeader({ site }: { site: Site }) {
  const { config } = site;
  const entries = await buildNavEntries(site);
  const phones = config.header.showPhone ? config.contact.phoneNumbers : [];

  return (
    <StickyHeader afterPx={config.header.stickyAfterPx}>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3">
        <Link href="/" className="flex items-center gap-3" aria-label={`${site.name} home`}>
          <Image
            src={siteLogoUrl(site)}
            alt=""
            width={120}
            height={48}
            loading="eager"
            className="h-12 w-auto rounded-site"
          />
          <span className="text-xl font-bold" data-testid="site-name">
            {site.name}
          </span>
        </Link>
        {phones.length > 0 ? (
          <ul className="flex flex-wrap gap-4 text-sm">
            {phones.map((phone) => (
              <li key={`${phone.label}-${phone.number}`}>
                <PhoneLink
                  phone={phone.number}
                  label={phone.label}
                  masked={config.contact.maskPhone}
                  className="underline-offset-2 hover:underline"
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="border-t border-white/20">
        <div className="mx-auto max-w-7xl px-2">
          <NavMenu entries={entries} trigger={config.header.dropdownTrigger} />
        </div>
      </div>
    </StickyHeader>
  );
}
