import { isInStock } from "@/cars/car";
import { carPhoneNumber } from "@/locations/car-phone";
import { carTitle } from "@/cars/car-title";
import { Fragment, type ReactNode } from "react";
import { ButtonLink } from "@/ui/button";
import type { Site } from "@/sites/get-site";
import { minimumShownPrice } from "@/cars/price";
import { shortenDisclaimer } from "@/finance/finance-display";
import { getLeadFormContext } from "@/leads/server/form-context";
import { CompareTraySlot } from "@/stock/components/compare-tray-slot";
import { StickyCtaBar } from "./components/sticky-cta-bar";
import { VehicleAnalytics } from "./components/vehicle-analytics";
import { FinanceDisclaimerBlock } from "./components/finance-disclaimer-block";
import { DeliveryCalculatorSlot, FinanceCalculatorSlot, FuelCalculatorSlot } from "./components/calculator-slots";
import { MediaViewer } from "./components/media-viewer";
import { galleryPictures } from "./gallery";
import { PriceComparisonBlock } from "./components/price-comparison-block";
import { SimilarCars } from "./components/similar-cars";
import { carFinanceDisclaimer, carFinanceDisplay } from "./car-finance";
import { sidebarActions, stickyBarButtons, vehicleSidebarId, type SidebarCar } from "./sidebar-actions";
import type { CarDetail } from "./get-car";
import { CarJsonLd } from "./json-ld";
import { vehicleAssurances } from "./assurances";
import { AssurancesSection } from "./sections/assurances";
import { AtAGlance } from "./sections/at-a-glance";
import { Breadcrumbs } from "./sections/breadcrumbs";
import { CommentsSection } from "./sections/comments-section";
import { DetailsSection } from "./sections/details-section";
import { FeaturesSection } from "./sections/features-section";
import { KeyInformation } from "./sections/key-information";
import { LocationSection } from "./sections/location-section";
import { ProtectYourCar } from "./sections/protect-your-car";
import { ReserveOnline } from "./sections/reserve-online";
import { SpecificationsSection } from "./sections/specifications-section";
import { VehicleHeader } from "./sections/vehicle-header";
import type { OwnReservation } from "./sections/availability-notice";
import { VehicleSidebar } from "./sections/vehicle-sidebar";
import { embeddableVideo, VehicleVideo } from "./sections/vehicle-video";
import { WhyBuyFromUs } from "./sections/why-buy-from-us";
import { searchClientConfig } from "@/stock/search-client-config";
import {
  breadcrumb,
  locationAnnouncement,
  showsFuelCalculator,
  vehicleSectionOrder,
  vehicleSectionTitles,
  visibleSpecRows,
  type VehicleSection,
} from "./vehicle-rules";

export async function VehiclePage({
  site,
  detail,
  url,
  ownReservation = null,
}: {
  site: Site;
  detail: CarDetail;
  url: string;
  /** This shopper's own active reservation of the car (made in this browser), if any. */
  ownReservation?: OwnReservation | null;
}) {
  const { config } = site;
  const { vehiclePage } = config;
  const { row, location } = detail;
  const title = carTitle(row);
  const inStock = isInStock(row.status);
  const leadContext = await getLeadFormContext(site);
  const announcement = vehiclePage.showAnnouncementBar ? locationAnnouncement(row.city, detail.primaryCity) : null;
  const crumbs = breadcrumb(
    { carType: row.carType, itemType: row.itemType, make: row.make, model: row.model, body: row.simpleBody },
    vehiclePage.breadcrumbPrefix,
  );
  const specs = visibleSpecRows(row.specifications);
  const sidebarCar: SidebarCar = {
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
  };
  const phone = carPhoneNumber(row, config.contact, location?.phone ?? null);
  const actions = sidebarActions(sidebarCar, config, { hasPhone: phone !== null });
  const reserve = actions.find((action) => action.kind === "reserve");
  const now = new Date();
  const finance = carFinanceDisplay(detail, config, now);
  const disclaimer = finance?.disclaimer ?? carFinanceDisclaimer(detail, config, now);
  const shortDisclaimer = shortenDisclaimer(disclaimer, config.finance.disclaimerShortenAt);

  const layout = vehiclePage.sectionLayout;
  const titles = vehicleSectionTitles(layout);
  // Each section renders nothing when it has nothing to show; the layout only chooses the order.
  const sections: Record<VehicleSection, ReactNode> = {
    reserveOnline: reserve ? <ReserveOnline href={reserve.href} config={config} /> : null,
    whyBuyFromUs: <WhyBuyFromUs points={vehiclePage.whyBuyFromUs} />,
    protectYourCar: (
      <ProtectYourCar products={vehiclePage.protectionProducts} carNoun={config.labels.carNoun.singular} />
    ),
    keyInformation: <KeyInformation title={titles.keyInformation} specs={specs} limit={vehiclePage.keyInfoLimit} />,
    video: <VehicleVideo url={row.walkaroundVideos[0]?.url ?? row.videoUrl ?? row.externalVideoUrl} title={title} />,
    comments: (
      <CommentsSection
        title={titles.comments}
        comments={row.dealerComments}
        collapseAt={vehiclePage.dealerCommentsCollapseAt}
        pendingText={config.labels.dealerCommentsPending}
      />
    ),
    assurances: <AssurancesSection assurances={vehicleAssurances(row, config)} />,
    delivery: config.features.deliveryCalculator && inStock ? <DeliveryCalculatorSlot slug={row.slug} /> : null,
    details: (
      <DetailsSection
        title={titles.details}
        row={row}
        unregisteredText={vehiclePage.regoUnregisteredText}
        today={now.toISOString().slice(0, 10)}
      />
    ),
    features: <FeaturesSection features={row.standardEquipment} limit={vehiclePage.featureListLimit} />,
    fuelCalculator:
      config.features.fuelCalculator && showsFuelCalculator(row.simpleFuel) && row.itemType !== "caravan" ? (
        <FuelCalculatorSlot
          defaults={vehiclePage.fuelCalculator}
          consumption={row.variant?.fuelconsumptioncombined ?? null}
        />
      ) : null,
    specifications: <SpecificationsSection title={titles.specifications} specs={specs} caravan={row.caravanSpecs} />,
    financeCalculator:
      finance && inStock ? (
        <FinanceCalculatorSlot
          carPrice={row.price > minimumShownPrice ? row.price : null}
          finance={config.finance}
          start={finance.basis}
        />
      ) : null,
    location: <LocationSection location={location} contact={config.contact} />,
  };

  return (
    <article className="pb-24" data-testid="vehicle-page" data-status={row.status} data-layout={layout}>
      <CarJsonLd site={site} detail={detail} url={url} />
      {announcement ? (
        <p
          className="bg-secondary px-4 py-2 text-center text-sm font-semibold text-secondary-contrast"
          data-testid="announcement"
        >
          {announcement}
        </p>
      ) : null}
      <div className="mx-auto max-w-7xl px-4 py-6">
        <Breadcrumbs crumbs={crumbs} />

        {/* One sidebar, placed by the grid: on a phone it follows the media viewer, so the price, the
            finance summary (in the header) and the buying buttons come before the spec sections; from
            lg it is the right-hand column beside both, sticking as the page scrolls. */}
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:grid-rows-[auto_1fr]">
          <div className="space-y-8 lg:col-start-1 lg:row-start-1">
            <VehicleHeader
              site={site}
              detail={detail}
              title={title}
              finance={finance}
              ownReservation={ownReservation}
            />

            {/* On a phone the sidebar follows the media viewer, a screen or more down: its Reserve
                button is repeated here, in the first screen, for a car that can be reserved. */}
            {reserve ? (
              <ButtonLink href={reserve.href} block className="lg:hidden" data-testid="phone-reserve">
                {config.labels.reserveButton}
              </ButtonLink>
            ) : null}

            <MediaViewer
              title={title}
              pictures={galleryPictures(row)}
              spinFrames={row.spinImages}
              interiorImage={row.spinInteriorImage}
              hotspots={row.hotspots}
              walkaroundVideo={row.walkaroundVideos[0]?.url ?? null}
              stockVideo={row.videoUrl && !embeddableVideo(row.videoUrl) ? row.videoUrl : null}
              videoPosition={vehiclePage.stockVideoPosition}
              defaultMode={vehiclePage.viewerDefaultMode}
              spin={vehiclePage.spin}
            />
          </div>

          <VehicleSidebar
            site={site}
            detail={detail}
            actions={actions}
            leadContext={leadContext}
            phone={phone}
            url={url}
            title={title}
            id={vehicleSidebarId}
            className="lg:col-start-2 lg:row-span-2 lg:row-start-1"
          />

          <div className="space-y-8 lg:col-start-1 lg:row-start-2">
            <AtAGlance row={row} />

            {vehicleSectionOrder(layout).map((name) => (
              <Fragment key={name}>{sections[name]}</Fragment>
            ))}
          </div>
        </div>

        {config.features.similarCars ? (
          <SimilarCars
            slug={row.slug}
            car={{ id: row.id, price: row.price, body: row.simpleBody }}
            site={{ slug: site.slug, config: searchClientConfig(config) }}
            heading={`Similar ${config.labels.carNoun.plural.toLowerCase()}`}
          />
        ) : null}

        {config.features.priceComparison && inStock && row.price > minimumShownPrice ? (
          <PriceComparisonBlock
            slug={row.slug}
            price={row.price}
            marketData={row.marketData}
            history={detail.priceHistory}
          />
        ) : null}

        <FinanceDisclaimerBlock
          text={disclaimer}
          shortText={shortDisclaimer.text}
          shortened={shortDisclaimer.shortened}
        />
      </div>
      {config.features.compare ? <CompareTraySlot siteSlug={site.slug} /> : null}
      <StickyCtaBar
        afterPx={vehiclePage.stickyCtaAfterPx}
        actionsId={vehicleSidebarId}
        buttons={stickyBarButtons(sidebarCar, config, phone)}
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
