import { Link } from "@/ui/link";
import Image from "next/image";
import type { Site } from "@/sites/get-site";
import { PhoneLink } from "@/locations/phone-link";
import { listModelsInStock } from "@/stock/queries";
import { NavMenu, type NavEntry } from "./nav-menu";
import { modelsMenuLinks } from "./models-menu";
import { StickyHeader } from "./sticky-header";
import { MobileMenu } from "./mobile-menu";
import { buttonClass } from "@/ui/button";
import { siteLogoUrl } from "./logo";
import { AccountMenu } from "@/accounts/components/account-menu";
import { FavouritesLink } from "./favourites-link";
import { savedCarsPath } from "@/accounts/watchlist-rules";
import { HeaderCallButton } from "./header-call-button";

async function buildNavEntries(site: Site): Promise<NavEntry[]> {
  const { header } = site.config;
  const needsModels = header.menus.some((item) => item.kind === "models");
  const models = needsModels ? await listModelsInStock(site) : [];

  const entries: NavEntry[] = header.menus.map((item) => {
    if (item.kind === "models") {
      // The site's configured brands are its brands mega-menu's (a franchised dealer's makes).
      const brands = header.megaMenu.enabled ? header.megaMenu.brands.map((brand) => brand.name) : [];
      const modelLinks = modelsMenuLinks(models, brands);
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
  const phoneList = (className: string) => (
    <ul className={className}>
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
  );

  const accountMenu =
    config.features.watchlist || config.features.signInGate ? (
      <AccountMenu garagePath={config.signIn.garagePath} showGarage={config.features.watchlist} />
    ) : null;

  // Below the lg breakpoint the header is one compact row (logo, favourites, call button, menu button)
  // that fits a phone (checked at 390 px), and the menus and the account's links move into its drawer; from
  // lg up it is the full header with the phone list, the account and the nav row.
  return (
    <StickyHeader afterPx={config.header.stickyAfterPx}>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-1.5 px-3 py-2 sm:gap-2 sm:px-4 lg:flex-wrap lg:gap-4 lg:py-3">
        <Link href="/" className="flex min-w-0 items-center gap-3" aria-label={`${site.name} home`}>
          <Image
            src={siteLogoUrl(site)}
            alt=""
            width={120}
            height={48}
            loading="eager"
            className="h-9 w-auto max-w-none shrink-0 rounded-site sm:h-10 lg:h-12"
          />
          <span className="hidden min-w-0 truncate text-xl font-bold sm:block" data-testid="site-name">
            {site.name}
          </span>
        </Link>
        {phones.length > 0 ? phoneList("hidden flex-wrap gap-4 text-sm lg:flex") : null}
        {/* The shopper's own things, together: the saved cars (decision 041), and the account. */}
        <div className="ml-auto flex shrink-0 items-center gap-1 lg:ml-0">
          {(config.features.favourites || config.features.watchlist) && config.header.showFavouritesLink ? (
            <FavouritesLink siteSlug={site.slug} href={savedCarsPath(config)} watchlist={config.features.watchlist} />
          ) : null}
          {accountMenu ? <div className="hidden lg:block">{accountMenu}</div> : null}
        </div>
        <div className="flex shrink-0 items-center gap-1.5 sm:gap-2 lg:hidden">
          <HeaderCallButton
            lines={phones}
            masked={config.contact.maskPhone}
            className={buttonClass({ variant: "secondary", size: "md", className: "px-2.5 text-sm whitespace-nowrap" })}
          />
          <MobileMenu entries={entries}>
            {accountMenu ? <div className="border-t border-border px-4 py-3 empty:hidden">{accountMenu}</div> : null}
            {phones.length > 0 ? (
              <div className="border-t border-border px-4 py-3">{phoneList("flex flex-col gap-2 text-sm")}</div>
            ) : null}
          </MobileMenu>
        </div>
      </div>
      <div className="hidden border-t border-white/20 lg:block" data-testid="desktop-nav">
        <div className="mx-auto max-w-7xl px-2">
          <NavMenu entries={entries} trigger={config.header.dropdownTrigger} />
        </div>
      </div>
    </StickyHeader>
  );
}
