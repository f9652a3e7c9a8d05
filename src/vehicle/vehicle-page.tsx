import { isInStock } from "@/cars/car";
import { carTitle } from "@/cars/car-title";
import Link from "next/link";
import { Fragment, type ReactNode } from "react";
import { formatDate, formatMoney, formatOdometer } from "@/platform/format";
import type { Site } from "@/sites/get-site";
import { PriceLine } from "@/stock/components/price-line";
import { minimumShownPrice } from "@/stock/price-display";
import { SaveControls } from "@/stock/components/save-controls";
import { saveControlsProps } from "@/stock/save-controls-props";
import { FinanceCalculator } from "@/finance/components/finance-calculator";
import { FinanceSummary } from "@/finance/components/finance-summary";
import { shortenDisclaimer } from "@/finance/finance-display";
import { EnquiryModal, RequestPhotosModal, TestDriveModal } from "@/leads/components/lead-modals";
import { getLeadFormContext } from "@/leads/server/form-context";
import { CallDealerButton } from "./components/call-dealer-button";
import { StickyCtaBar } from "./components/sticky-cta-bar";
import { VehicleAnalytics } from "./components/vehicle-analytics";
import { FinanceDisclaimerBlock } from "./components/finance-disclaimer-block";
import { ViewCounter } from "./components/view-counter";
import { DealerCommentsBlock } from "./components/dealer-comments-block";
import { DeliveryCalculator } from "./components/delivery-calculator";
import { FuelCalculator } from "./components/fuel-calculator";
import { MediaViewer } from "./components/media-viewer";
import { PdfDownloadButton } from "./components/pdf-download-button";
import { PriceComparisonBlock } from "./components/price-comparison-block";
import { ShareButtons } from "./components/share-buttons";
import { SimilarCars } from "./components/similar-cars";
import { collapseComments, dealerCommentsText, sanitizeDealerComments } from "./dealer-comments";
import { carFinanceDisclaimer, carFinanceDisplay } from "./car-finance";
import { sidebarActions } from "./sidebar-actions";
import type { CarDetail } from "./get-car";
import {
  breadcrumb,
  feetToMetres,
  locationAnnouncement,
  regoText,
  showsFuelCalculator,
  vehicleSectionOrder,
  vehicleSectionTitles,
  visibleSpecRows,
  type VehicleSection,
} from "./vehicle-rules";

function embeddableVideo(url: string): boolean {
  return /^https:\/\/(www\.)?(youtube\.com\/embed\/|player\.vimeo\.com\/video\/)/.test(url);
}

export function carJsonLd(site: Site, detail: CarDetail, url: string) {
  const { row } = detail;
  return {
    "@context": "https://schema.org",
    "@type": "Car",
    name: carTitle(row),
    brand: { "@type": "Brand", name: row.make },
    model: row.model,
    vehicleModelDate: String(row.year),
    vehicleIdentificationNumber: row.vin ?? undefined,
    color: row.colour ?? undefined,
    bodyType: row.simpleBody ?? undefined,
    fuelType: row.simpleFuel ?? undefined,
    vehicleTransmission: row.simpleTransmission ?? undefined,
    mileageFromOdometer: { "@type": "QuantitativeValue", value: row.km, unitCode: "KMT" },
    itemCondition: row.carType === "used" ? "https://schema.org/UsedCondition" : "https://schema.org/NewCondition",
    image: row.images[0]?.url,
    url,
    offers: {
      "@type": "Offer",
      price: row.price > minimumShownPrice ? row.price : undefined,
      priceCurrency: "AUD",
      availability: isInStock(row.status) ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      seller: { "@type": "AutoDealer", name: site.name },
    },
  };
}

export async function VehiclePage({ site, detail, url }: { site: Site; detail: CarDetail; url: string }) {
  const { config } = site;
  const { row, document, location } = detail;
  const title = carTitle(row);
  const inStock = isInStock(row.status);
  const today = new Date().toISOString().slice(0, 10);
  const leadContext = await getLeadFormContext(site);
  const announcement = config.vehiclePage.showAnnouncementBar
    ? locationAnnouncement(row.city, detail.primaryCity)
    : null;
  const crumbs = breadcrumb(
    { carType: row.carType, make: row.make, model: row.model, body: row.simpleBody },
    config.vehiclePage.breadcrumbPrefix,
  );
  const comments = row.dealerComments ? sanitizeDealerComments(row.dealerComments) : "";
  const collapsed = collapseComments(dealerCommentsText(comments), config.vehiclePage.dealerCommentsCollapseAt);
  const specs = visibleSpecRows(row.specifications);
  const keyInfo = specs.slice(0, config.vehiclePage.keyInfoLimit);
  const features = row.standardEquipment;
  const featureLimit = config.vehiclePage.featureListLimit;
  const rego = regoText(row.regoExpiry, { unregisteredText: config.vehiclePage.regoUnregisteredText, today });
  const video = row.walkaroundVideos[0]?.url ?? row.videoUrl ?? row.externalVideoUrl;
  const actions = sidebarActions(
    {
      id: row.id,
      slug: row.slug,
      status: row.status,
      reserved: row.reserved,
      price: row.price,
      carType: row.carType,
      vin: row.vin,
      nvic: row.nvic,
      historyReportUrl: row.historyReportUrl,
      checkoutEnabled: row.checkoutEnabled,
      tradeInAllowed: row.tradeInAllowed,
      dealershipSlug: detail.dealership.slug,
    },
    config,
    { hasLocation: location !== null },
  );
  const reserve = actions.find((action) => action.kind === "reserve");
  const details: [string, string | null][] = [
    ["Stock number", row.stocknum],
    ["Condition", row.carType.charAt(0).toUpperCase() + row.carType.slice(1)],
    ["Odometer", formatOdometer(row.km)],
    ["Colour", row.colour],
    ["Interior", row.interiorColour],
    ["Body", row.simpleBody],
    ["Transmission", row.simpleTransmission],
    ["Fuel", row.simpleFuel],
    ["Drive", row.simpleDrive ?? row.drive],
    ["Seats", row.seats === null ? null : String(row.seats)],
    ["VIN", row.vin],
    ["Registration", row.regplate],
    ["Rego", rego],
    ["Build date", row.buildDate ? formatDate(row.buildDate) : null],
    ["Compliance date", row.complianceDate ? formatDate(row.complianceDate) : null],
  ];
  const caravan = row.caravanSpecs;
  const caravanRows: [string, string | null][] = caravan
    ? [
        ["Body length", caravan.body_length === null ? null : `${feetToMetres(caravan.body_length)} m`],
        ["Body width", caravan.body_width === null ? null : `${feetToMetres(caravan.body_width)} m`],
        ["Tare weight", caravan.tare_weight === null ? null : `${caravan.tare_weight} kg`],
        [
          "Aggregate trailer mass",
          caravan.aggregate_trailer_mass === null ? null : `${caravan.aggregate_trailer_mass} kg`,
        ],
        ["Axle", caravan.axle_type],
        ["Sleeps", caravan.sleeps === null ? null : String(caravan.sleeps)],
      ]
    : [];
  const now = new Date();
  const finance = carFinanceDisplay(detail, config, now);
  const disclaimer = finance?.disclaimer ?? carFinanceDisclaimer(detail, config, now);
  const shortDisclaimer = shortenDisclaimer(disclaimer, config.finance.disclaimerShortenAt);
  const button = "block w-full rounded-site px-4 py-2 text-center font-semibold";
  const primaryButton = `${button} bg-primary text-primary-contrast`;
  const outlineButton = `${button} border border-primary text-primary`;

  const layout = config.vehiclePage.sectionLayout;
  const titles = vehicleSectionTitles(layout);
  const sections: Record<VehicleSection, ReactNode> = {
    reserveOnline: reserve ? (
      <section
        aria-labelledby="reserve-title"
        className="rounded-site border border-border p-4"
        data-testid="reserve-online"
      >
        <h2 id="reserve-title" className="mb-2 text-xl font-bold">
          Reserve Online
        </h2>
        <p>{config.checkout.depositText}</p>
        <ul className="my-3 grid gap-2 text-center text-sm font-semibold sm:grid-cols-3">
          <li className="rounded-site bg-surface-alt p-2">{formatMoney(config.checkout.depositAmount)} deposit</li>
          <li className="rounded-site bg-surface-alt p-2">Held for {config.checkout.holdHours} hours</li>
          <li className="rounded-site bg-surface-alt p-2">{config.checkout.refundableText}</li>
        </ul>
        {config.checkout.guaranteeText ? <p className="mb-3 text-sm">{config.checkout.guaranteeText}</p> : null}
        <a href={reserve.href} className={`${primaryButton} sm:w-auto sm:inline-block`}>
          {config.labels.reserveButton}
        </a>
      </section>
    ) : null,
    whyBuyFromUs:
      config.vehiclePage.whyBuyFromUs.length > 0 ? (
        <section aria-labelledby="why-buy-title" data-testid="why-buy-from-us">
          <h2 id="why-buy-title" className="mb-3 text-xl font-bold">
            Why Buy From Us?
          </h2>
          <ul className="grid list-disc gap-1 pl-5">
            {config.vehiclePage.whyBuyFromUs.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      ) : null,
    protectYourCar:
      config.vehiclePage.protectionProducts.length > 0 ? (
        <section aria-labelledby="protect-title" data-testid="protect-your-car">
          <h2 id="protect-title" className="mb-3 text-xl font-bold">
            Protect Your {config.labels.carNoun.singular}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {config.vehiclePage.protectionProducts.map((product) => (
              <li key={product.title} className="rounded-site bg-surface-alt p-3">
                <p className="font-semibold">{product.title}</p>
                <p className="text-sm text-muted">{product.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null,
    keyInformation:
      keyInfo.length > 0 ? (
        <section aria-labelledby="key-info">
          <h2 id="key-info" className="mb-3 text-xl font-bold">
            {titles.keyInformation}
          </h2>
          <dl className="grid grid-cols-2 gap-3">
            {keyInfo.map((spec) => (
              <div key={`${spec.group}-${spec.label}`}>
                <dt className="text-sm text-muted">{spec.label}</dt>
                <dd className="font-semibold">{spec.value}</dd>
              </div>
            ))}
          </dl>
          {specs.length > keyInfo.length ? (
            <details className="mt-2" data-testid="key-info-more">
              <summary className="cursor-pointer font-semibold text-primary">Show more</summary>
              <dl className="mt-2 grid grid-cols-2 gap-3">
                {specs.slice(keyInfo.length).map((spec) => (
                  <div key={`${spec.group}-${spec.label}`}>
                    <dt className="text-sm text-muted">{spec.label}</dt>
                    <dd className="font-semibold">{spec.value}</dd>
                  </div>
                ))}
              </dl>
            </details>
          ) : null}
        </section>
      ) : null,
    video: video ? (
      <section aria-label="Video">
        {embeddableVideo(video) ? (
          <iframe src={video} title={`${title} video`} className="aspect-video w-full" allowFullScreen loading="lazy" />
        ) : (
          <video src={video} controls preload="none" className="aspect-video w-full bg-black" />
        )}
      </section>
    ) : null,
    comments: (
      <section aria-labelledby="comments-title">
        <h2 id="comments-title" className="mb-3 text-xl font-bold">
          {titles.comments}
        </h2>
        <DealerCommentsBlock
          html={comments}
          collapsedText={collapsed.text}
          truncated={collapsed.truncated}
          pendingText={config.labels.dealerCommentsPending}
        />
      </section>
    ),
    delivery: config.features.deliveryCalculator && inStock ? <DeliveryCalculator slug={row.slug} /> : null,
    details: (
      <section aria-labelledby="details-title">
        <h2 id="details-title" className="mb-3 text-xl font-bold">
          {titles.details}
        </h2>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2" data-testid="details-list">
          {details
            .filter((entry): entry is [string, string] => entry[1] !== null && entry[1] !== "")
            .map(([label, value]) => (
              <div key={label} className="flex justify-between border-b border-border py-1">
                <dt className="text-muted">{label}</dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            ))}
        </dl>
      </section>
    ),
    features:
      features.length > 0 ? (
        <section aria-labelledby="features-title">
          <h2 id="features-title" className="mb-3 text-xl font-bold">
            Features
          </h2>
          <ul className="grid list-disc gap-1 pl-5 sm:grid-cols-2">
            {features.slice(0, featureLimit).map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          {features.length > featureLimit ? (
            <details className="mt-2">
              <summary className="cursor-pointer font-semibold text-primary">Show more</summary>
              <ul className="mt-2 grid list-disc gap-1 pl-5 sm:grid-cols-2">
                {features.slice(featureLimit).map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </details>
          ) : null}
        </section>
      ) : null,
    fuelCalculator:
      config.features.fuelCalculator && showsFuelCalculator(row.simpleFuel) && row.itemType !== "caravan" ? (
        <FuelCalculator
          defaults={config.vehiclePage.fuelCalculator}
          consumption={row.variant?.fuelconsumptioncombined ?? null}
        />
      ) : null,
    specifications:
      specs.length > 0 || caravanRows.some((entry) => entry[1] !== null) ? (
        <section aria-labelledby="specs-title">
          <h2 id="specs-title" className="mb-3 text-xl font-bold">
            {titles.specifications}
          </h2>
          <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2" data-testid="all-specifications">
            {caravanRows
              .filter((entry): entry is [string, string] => entry[1] !== null)
              .map(([label, value]) => (
                <div key={label} className="flex justify-between border-b border-border py-1">
                  <dt className="text-muted">{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            {specs.map((spec) => (
              <div key={`${spec.group}-${spec.label}`} className="flex justify-between border-b border-border py-1">
                <dt className="text-muted">{spec.label}</dt>
                <dd>{spec.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null,
    financeCalculator:
      finance && inStock ? (
        <FinanceCalculator carPrice={row.price > minimumShownPrice ? row.price : null} finance={config.finance} />
      ) : null,
    location: location ? (
      <section id="vehicle-map" aria-labelledby="location-title" className="rounded-site bg-surface-alt p-4">
        <h2 id="location-title" className="text-xl font-bold">
          Where to see it
        </h2>
        <p>
          {location.name}: {location.street}, {location.city} {location.state} {location.postcode}
        </p>
      </section>
    ) : null,
  };

  return (
    <article className="pb-24" data-testid="vehicle-page" data-status={row.status} data-layout={layout}>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(carJsonLd(site, detail, url)).replace(/</g, "\\u003c") }}
      />
      {announcement ? (
        <p
          className="bg-secondary px-4 py-2 text-center text-sm font-semibold text-secondary-contrast"
          data-testid="announcement"
        >
          {announcement}
        </p>
      ) : null}
      <div className="mx-auto max-w-7xl px-4 py-6">
        <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted">
          <ol className="flex flex-wrap gap-1">
            {crumbs.map((crumb, index) => (
              <li key={crumb.href} className="flex gap-1">
                {index > 0 ? <span aria-hidden="true">›</span> : null}
                <Link href={crumb.href} className="hover:underline">
                  {crumb.label}
                </Link>
              </li>
            ))}
          </ol>
        </nav>

        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <div className="space-y-8">
            <header className="space-y-1">
              <div className="flex items-start justify-between gap-4">
                <h1 className="text-3xl font-bold">{title}</h1>
                <SaveControls className="shrink-0" {...saveControlsProps(document, { slug: site.slug, config })} />
              </div>
              <PriceLine
                car={{
                  price: row.price,
                  beforePrice: row.beforePrice,
                  subscriptionPrice: row.subscriptionPrice,
                  preorder: row.preorder,
                }}
                config={config}
              />
              {row.status === "sold" ? (
                <p className="text-xl font-extrabold text-secondary" data-testid="sold-message">
                  SOLD — this vehicle is no longer available.
                </p>
              ) : null}
              {inStock && row.reserved ? (
                <p className="font-semibold text-secondary" data-testid="reserved-message">
                  <span className="mr-2 rounded-site bg-secondary px-2 py-0.5 text-sm text-secondary-contrast">
                    {config.labels.reservedTag}
                  </span>
                  This {config.labels.carNoun.singular.toLowerCase()} is reserved by another buyer. Enquire and we will
                  let you know if it becomes available.
                </p>
              ) : null}
              {finance ? <FinanceSummary display={finance} /> : null}
              {location ? (
                <p className="text-sm">
                  <a href="#vehicle-map" className="text-primary hover:underline">
                    {location.name}, {location.city} {location.state}
                  </a>
                </p>
              ) : null}
              {/* The count arrives after the page: its line is held open so nothing below moves. */}
              <div className="min-h-5">
                <ViewCounter
                  slug={row.slug}
                  photosCount={row.images.length}
                  updatedAt={row.updatedAt.toISOString()}
                  websiteId={site.id}
                  price={row.price}
                  status={row.status}
                />
              </div>
            </header>

            <MediaViewer
              title={title}
              images={row.images}
              spinFrames={row.spinImages}
              interiorImage={row.spinInteriorImage}
              hotspots={row.hotspots}
              walkaroundVideo={row.walkaroundVideos[0]?.url ?? null}
              stockVideo={row.videoUrl && !embeddableVideo(row.videoUrl) ? row.videoUrl : null}
              videoPosition={config.vehiclePage.stockVideoPosition}
              defaultMode={config.vehiclePage.viewerDefaultMode}
              spin={config.vehiclePage.spin}
            />

            <ul className="grid grid-cols-3 gap-2 text-center text-sm" aria-label="At a glance">
              <li className="rounded-site bg-surface-alt p-3">{formatOdometer(row.km)}</li>
              <li className="rounded-site bg-surface-alt p-3">{row.simpleTransmission ?? "—"}</li>
              <li className="rounded-site bg-surface-alt p-3">{row.simpleBody ?? "—"}</li>
            </ul>

            {vehicleSectionOrder(layout).map((name) => (
              <Fragment key={name}>{sections[name]}</Fragment>
            ))}
          </div>

          <aside
            className="space-y-3 lg:sticky lg:top-24 lg:self-start"
            aria-label="Actions"
            data-testid="vehicle-sidebar"
          >
            {actions.map((action) => {
              switch (action.kind) {
                case "enquire":
                  return (
                    <EnquiryModal
                      key={action.kind}
                      context={leadContext}
                      car={document}
                      triggerLabel={config.labels.enquireButton}
                      triggerClassName={primaryButton}
                    />
                  );
                case "find-similar":
                  return (
                    <Fragment key={action.kind}>
                      <p className="text-sm text-muted">{config.labels.findSimilarPrompt}</p>
                      <EnquiryModal
                        context={leadContext}
                        car={document}
                        triggerLabel={config.labels.findSimilarButton}
                        triggerClassName={primaryButton}
                      />
                    </Fragment>
                  );
                case "history-report":
                  return (
                    <a
                      key={action.kind}
                      href={action.href}
                      className={outlineButton}
                      data-analytics-event={config.analytics.eventIds.historyReport}
                    >
                      {config.labels.historyReportButton}
                    </a>
                  );
                case "finance":
                  return (
                    <a key={action.kind} href={action.href} className={outlineButton}>
                      {config.labels.financeButton}
                    </a>
                  );
                case "trade-in":
                  return (
                    <a key={action.kind} href={action.href} className={outlineButton}>
                      {config.labels.tradeInButton}
                    </a>
                  );
                case "reserve":
                  return (
                    <a key={action.kind} href={action.href} className={primaryButton}>
                      {config.labels.reserveButton}
                    </a>
                  );
                case "online-purchase":
                  return (
                    <a key={action.kind} href={action.href} className={outlineButton}>
                      {config.labels.onlinePurchaseButton}
                    </a>
                  );
                case "test-drive":
                  return (
                    <TestDriveModal
                      key={action.kind}
                      context={leadContext}
                      car={document}
                      triggerLabel={config.labels.testDriveButton}
                      triggerClassName={outlineButton}
                    />
                  );
                case "request-photos":
                  return (
                    <RequestPhotosModal
                      key={action.kind}
                      context={leadContext}
                      car={document}
                      triggerLabel="Request More Photos"
                      triggerClassName={outlineButton}
                    />
                  );
                case "call":
                  return location ? (
                    <CallDealerButton
                      key={action.kind}
                      phone={location.phone}
                      masked={config.contact.maskPhone}
                      label={config.labels.callButton}
                      carId={row.id}
                      dealershipId={detail.dealership.id}
                    />
                  ) : null;
                case "print":
                  return (
                    <a
                      key={action.kind}
                      href={action.href}
                      target="_blank"
                      rel="noopener"
                      className={outlineButton}
                      data-analytics-event={config.analytics.eventIds.print}
                    >
                      {config.labels.printButton}
                    </a>
                  );
                case "pdf":
                  return <PdfDownloadButton key={action.kind} slug={row.slug} className={outlineButton} />;
                case "share":
                  return <ShareButtons key={action.kind} url={url} title={title} />;
              }
            })}
          </aside>
        </div>

        {config.features.similarCars ? (
          <SimilarCars
            slug={row.slug}
            car={{ id: row.id, price: row.price, body: row.simpleBody }}
            site={{ slug: site.slug, config }}
            heading={`Similar ${config.labels.carNoun.plural.toLowerCase()}`}
          />
        ) : null}

        {config.features.priceComparison && inStock && row.price > minimumShownPrice ? (
          <PriceComparisonBlock slug={row.slug} price={row.price} marketData={row.marketData} />
        ) : null}

        <FinanceDisclaimerBlock
          text={disclaimer}
          shortText={shortDisclaimer.text}
          shortened={shortDisclaimer.shortened}
        />
      </div>
      <StickyCtaBar
        afterPx={config.vehiclePage.stickyCtaAfterPx}
        phone={location?.phone ?? null}
        masked={config.contact.maskPhone}
        enquireLabel={inStock ? config.labels.enquireButton : config.labels.findSimilarButton}
      />
      <VehicleAnalytics
        siteSlug={site.slug}
        car={{
          id: row.id,
          stocknum: row.stocknum,
          make: row.make,
          model: row.model,
          body: row.simpleBody,
          carType: row.carType,
        }}
        usedDetailViewEvent={config.analytics.eventIds.usedDetailView}
      />
    </article>
  );
}
