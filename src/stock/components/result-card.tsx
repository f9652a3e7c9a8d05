// One car in the search results. No browser-only code of its own (only the save controls need
// storage), so the grid renders on the server for indexing and again in the browser after a
// refinement, identically. Which parts show is the site's config plus the car's own state: a car
// that is no longer for sale keeps its card but only offers to find a similar one.

import { tradeInOffered } from "@/sites/trade-in";
import { isInStock } from "@/cars/car";
import type { CardDocument } from "../card-document";
import { carTitle } from "@/cars/car-title";
import Image from "next/image";
import { Link } from "@/ui/link";
import { cardImageQuality } from "@/platform/media/image-loader";
import { Photo } from "@/ui/photo";
import { FinanceEstimate } from "@/finance/components/finance-estimate";
import { cardFinanceDisplay, type FinanceDisplay } from "@/finance/finance-display";
import { financeApplicationHref } from "@/finance/finance-link";
import { formatOdometer, groupDigits } from "@/platform/format";
import { contrastRatio, MIN_TEXT_CONTRAST } from "@/sites/color-contrast";
import type { ResultCardButtonName, SiteConfig } from "@/sites/config-schema";
import type { SearchClientConfig } from "@/stock/search-client-config";
import { TradeInOfferLine } from "./trade-in-offer-line";
import { PriceLine } from "./price-line";
import { carPath } from "../search-urls";
import { tagBanner, type TagBannerKind } from "../tag-banner";
import { SaveControls } from "./save-controls";
import { TradeInButtonLabel } from "@/shopper/trade-in-button-label";
import { saveControlsProps } from "../save-controls-props";

export type ResultCardProps = {
  car: CardDocument;
  site: { slug: string; config: SearchClientConfig };
  /** Unix seconds, from the request, so every card on a page agrees on what "just arrived" means. */
  nowSeconds: number;
  /** The first row is on screen at load: fetch its pictures at once rather than lazily. */
  priority?: boolean;
  /** The first card's picture is the page's largest paint: the browser fetches it ahead of the rest. */
  largest?: boolean;
  /** The card's title heading: 2 where the cards sit right under the page's h1 (the search grid). */
  headingLevel?: 2 | 3;
};

/**
 * Sold, reserved and coming soon speak to availability, so they take the second colour (as the vehicle
 * page's notices do); the rest are promotional.
 */
const bannerClass: Record<TagBannerKind, string> = {
  sold: "bg-secondary text-secondary-contrast",
  reserved: "bg-secondary text-secondary-contrast",
  "coming-soon": "bg-secondary text-secondary-contrast",
  electric: "bg-primary text-primary-contrast",
  hybrid: "bg-primary text-primary-contrast",
  certified: "bg-primary text-primary-contrast",
  custom: "bg-primary text-primary-contrast",
  "just-arrived": "bg-primary text-primary-contrast",
};

type ButtonVariant = SiteConfig["checkout"]["reserveButton"]["variant"];

/** globals.css: one class for the layout every card button shares. */
const buttonBase = "card-button";

const buttonVariants: Record<Exclude<ButtonVariant, "accent">, string> = {
  primary: "bg-primary text-primary-contrast",
  secondary: "bg-secondary text-secondary-contrast",
  outline: "card-outline",
};

/**
 * The theme has no text colour paired with its accent (amber by default, where white is unreadable),
 * so take whichever of the site's dark and light text colours reads better on it; when neither reaches
 * WCAG AA (bayside's pink with its navy text: 4.48), black or white, one of which always does.
 */
export function accentButtonClass(colors: SiteConfig["theme"]["colors"]): string {
  const dark = contrastRatio(colors.text, colors.accent) ?? 0;
  const light = contrastRatio(colors.primaryContrast, colors.accent) ?? 0;
  if (Math.max(dark, light) >= MIN_TEXT_CONTRAST) {
    return dark >= light ? "bg-accent text-text" : "bg-accent text-primary-contrast";
  }
  const black = contrastRatio("#000000", colors.accent) ?? 0;
  const white = contrastRatio("#ffffff", colors.accent) ?? 0;
  return black >= white ? "bg-accent text-black" : "bg-accent text-white";
}

function variantClass(variant: ButtonVariant, config: SearchClientConfig): string {
  return variant === "accent" ? accentButtonClass(config.theme.colors) : buttonVariants[variant];
}

type CardButton = {
  name: ResultCardButtonName;
  label: string;
  href: string;
  variant: ButtonVariant;
  badge?: string;
  /** Takes the card's whole width, so its label and badge stay on one line. */
  wide?: boolean;
};

/** The badge's words that the label does not already say ('Reserve Online' beside 'Reserve Now': 'Online'). */
function badgeBesideLabel(label: string, badge: string): string | null {
  const said = new Set(label.toLowerCase().split(/\s+/));
  const rest = badge
    .split(/\s+/)
    .filter((word) => word !== "" && !said.has(word.toLowerCase()))
    .join(" ");
  return rest === "" ? null : rest;
}

/**
 * Which buttons take a whole row: the wide ones, and in each run of the others between them the
 * first when the run is odd, so no row is left with a hole and the order stays the config's.
 */
function fullRowButtons(buttons: readonly CardButton[]): boolean[] {
  const fullRow = buttons.map((button) => button.wide === true);
  let runStart = 0;
  for (let index = 0; index <= buttons.length; index += 1) {
    if (index < buttons.length && buttons[index]?.wide !== true) continue;
    if ((index - runStart) % 2 === 1) fullRow[runStart] = true;
    runStart = index + 1;
  }
  return fullRow;
}

/** The finance application for the card's car: the same address as its vehicle page's Finance button. */
function financeHref(car: CardDocument, config: SearchClientConfig): string {
  return financeApplicationHref(
    { id: car.id, price: car.price, carType: car.car_type, dealershipSlug: car.dealership_slug, vin: car.vin },
    config.finance,
  );
}

function inStockButtons(car: CardDocument, config: SearchClientConfig): CardButton[] {
  const { features, labels } = config;
  const path = carPath(car.slug);
  return config.buttonSets.resultCard.flatMap((name): CardButton[] => {
    switch (name) {
      case "view-details":
        return [{ name, label: labels.viewDetailsButton, href: path, variant: "primary" }];
      case "finance":
        if (!features.financeButton) return [];
        return [{ name, label: labels.financeCardButton, href: financeHref(car, config), variant: "outline" }];
      case "reserve": {
        // A coming-soon car cannot take a deposit yet: there is nothing on the lot to hold; a reserved
        // one is held for another buyer (its RESERVED banner says so).
        if (!features.checkout || !car.checkout_enabled || car.status !== "in_stock" || car.reserved) return [];
        const { variant, badge } = config.checkout.reserveButton;
        const badgeText = badge.enabled ? badgeBesideLabel(labels.reserveCardButton, badge.text) : null;
        return [
          {
            name,
            label: labels.reserveCardButton,
            href: `${path}/${config.vehiclePage.checkoutPath}`,
            variant,
            wide: true,
            ...(badgeText ? { badge: badgeText } : {}),
          },
        ];
      }
      case "enquire":
        return [{ name, label: labels.enquireButton, href: `${path}#enquire`, variant: "outline" }];
      case "test-drive":
        if (!features.testDrive) return [];
        return [{ name, label: labels.testDriveButton, href: `${path}#test-drive`, variant: "outline" }];
      case "trade-in":
        if (!tradeInOffered(config) || !car.trade_in_allowed) return [];
        return [
          {
            name,
            label: labels.tradeInButton,
            href: `/cars/trade-in?car_id=${encodeURIComponent(car.id)}`,
            variant: "outline",
          },
        ];
    }
  });
}

function ButtonGrid({
  buttons,
  config,
  siteSlug,
}: {
  buttons: CardButton[];
  config: SearchClientConfig;
  siteSlug: string;
}) {
  if (buttons.length === 0) return null;
  const fullRow = fullRowButtons(buttons);
  return (
    <div className="card-buttons">
      {buttons.map((button, index) => (
        <Link
          key={button.name}
          href={button.href}
          data-button={button.name}
          className={[buttonBase, variantClass(button.variant, config), fullRow[index] ? "col-span-2" : null]
            .filter(Boolean)
            .join(" ")}
        >
          {button.name === "trade-in" ? (
            <TradeInButtonLabel
              siteSlug={siteSlug}
              label={button.label}
              acceptedLabel={config.labels.tradeInOfferButton}
            />
          ) : (
            button.label
          )}
          {button.badge ? <span className="card-badge">{button.badge}</span> : null}
        </Link>
      ))}
    </div>
  );
}

/**
 * The finance estimate panel, where the site shows one on cards and the car qualifies for finance
 * (`cardFinanceDisplay` holds the rules: lender figure, provider rule, excluded makes and dealerships).
 */
function financeEstimate(car: CardDocument, config: SearchClientConfig, nowSeconds: number): FinanceDisplay | null {
  const { features, search } = config;
  if (!search.resultCard.showFinanceEstimate || !features.financeButton) return null;
  return cardFinanceDisplay(car, config, new Date(nowSeconds * 1000));
}

/** A card is a third of the container from laptops up, half on tablets, the whole width on phones. */
/**
 * The widest photo file a card takes: 800 pixels, twice a phone's full-width card (390 CSS px) and
 * about twice a desktop third. A 3× phone would otherwise take the 1,200-pixel file for each of the
 * four or five cards its first view loads, some 80 KB each; at 800 the first view of a phone's search
 * page stays within its 250 KB of pictures, and a card looks no different at arm's length.
 */
export const cardPhotoMaxWidth = 800;

const cardSizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

function viewsText(views: number): string {
  return `${groupDigits(views)} ${views === 1 ? "view" : "views"}`;
}

export function ResultCard({
  car,
  site,
  nowSeconds,
  priority = false,
  largest = false,
  headingLevel = 3,
}: ResultCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { config } = site;
  const inStock = isInStock(car.status);
  const path = carPath(car.slug);
  const title = carTitle({ year: car.year, make: car.make, model: car.model });
  const titleId = `card-${car.id}`;
  const badgeLine = [car.badge, car.series].filter(Boolean).join(" ");
  const specs = [formatOdometer(car.km), car.transmission, car.body].filter(Boolean).join(" · ");
  const banner = tagBanner(car, {
    electricTag: config.features.electricTag,
    justArrivedDays: config.search.filters.justArrivedDays,
    labels: config.labels,
    nowSeconds,
  });
  const estimate = inStock ? financeEstimate(car, config, nowSeconds) : null;
  // Only one banner shows, and the product ranks fuel, reserved, certified and custom tags above
  // 'coming soon'; a coming-soon car under one of those still says so, beside its car type.
  const comingSoonBesideType = car.status === "coming_soon" && banner?.kind !== "coming-soon";

  return (
    <article
      data-testid="result-card"
      data-stocknum={car.stocknum}
      data-status={car.status}
      aria-labelledby={titleId}
      className="result-card"
    >
      <div className="relative">
        <Link href={path} className="card-picture">
          {car.primary_photo ? (
            <Photo
              photo={car.primary_photo}
              alt={title}
              sizes={cardSizes}
              maxWidth={cardPhotoMaxWidth}
              eager={priority}
              priority={largest}
              className="card-image"
            />
          ) : car.primary_image_url ? (
            <Image
              src={car.primary_image_url}
              alt={title}
              width={400}
              height={300}
              sizes={cardSizes}
              quality={cardImageQuality}
              priority={priority || largest}
              fetchPriority={largest ? "high" : undefined}
              className="card-image"
            />
          ) : null}
        </Link>
        {banner ? (
          <span data-tag={banner.kind} className={`card-tag ${bannerClass[banner.kind]}`}>
            {banner.text}
          </span>
        ) : null}
        <SaveControls className="absolute right-2 top-2" afterHydration {...saveControlsProps(car, site)} />
        {config.search.resultCard.showLocationOverlay && car.location_name ? (
          <p className="card-location">
            <span className="sr-only">Location: </span>
            {car.location_name}
          </p>
        ) : null}
      </div>

      <div className="card-body">
        <p className="card-kicker">
          {car.car_type}
          {car.item_type !== "car" ? ` · ${car.item_type}` : ""}
          {comingSoonBesideType ? (
            <>
              {" · "}
              <span data-status-label="coming-soon" className="font-bold text-text">
                {config.labels.comingSoonTag}
              </span>
            </>
          ) : null}
        </p>
        <Heading id={titleId} className="font-semibold">
          <Link href={path} className="hover:underline">
            {title}
          </Link>
        </Heading>
        {badgeLine ? <p className="text-sm text-muted">{badgeLine}</p> : null}
        {config.search.resultCard.showViewsCount && car.views > 0 ? (
          <p className="text-xs text-muted">{viewsText(car.views)}</p>
        ) : null}
        <p className="text-sm text-muted">{specs}</p>
        <PriceLine car={car} config={config} />
        <TradeInOfferLine car={car} config={config} />
        {estimate ? <FinanceEstimate display={estimate} /> : null}
        <p className="text-xs text-muted">Stock no. {car.stocknum}</p>

        <div className="mt-auto">
          {inStock ? (
            <ButtonGrid buttons={inStockButtons(car, config)} config={config} siteSlug={site.slug} />
          ) : (
            <div className="mt-3 flex flex-col gap-2">
              <p className="text-sm text-muted">{config.labels.findSimilarPrompt}</p>
              <Link
                href={`${path}#enquire`}
                data-button="find-similar"
                className={`${buttonBase} ${buttonVariants.primary}`}
              >
                {config.labels.findSimilarButton}
              </Link>
            </div>
          )}
        </div>
      </div>
    </article>
  );
}
