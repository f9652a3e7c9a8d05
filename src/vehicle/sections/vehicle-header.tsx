import type { FinanceDisplay } from "@/finance/finance-display";
import { FinanceSummary } from "@/finance/components/finance-summary";
import type { Site } from "@/sites/get-site";
import { TradeInOfferLine } from "@/stock/components/trade-in-offer-line";
import { PriceLine } from "@/stock/components/price-line";
import { SaveControls } from "@/stock/components/save-controls";
import { saveControlsProps } from "@/stock/save-controls-props";
import { shownPictureCount } from "@/platform/media/site-pictures";
import { ViewCounter } from "../components/view-counter";
import { AvailabilityNotice, type OwnReservation } from "./availability-notice";
import type { CarDetail } from "../get-car";

/** The title, save controls, price, the sold, coming-soon or reserved notice, finance, location line and view count. */
export function VehicleHeader({
  site,
  detail,
  title,
  finance,
  ownReservation,
}: {
  site: Site;
  detail: CarDetail;
  title: string;
  finance: FinanceDisplay | null;
  ownReservation: OwnReservation | null;
}) {
  const { config } = site;
  const { row, document, location } = detail;
  return (
    <header className="space-y-1">
      <div className="flex items-start justify-between gap-4">
        <h1 className="text-3xl font-bold">{title}</h1>
        <SaveControls className="shrink-0" {...saveControlsProps(document, { slug: site.slug, config })} />
      </div>
      <PriceLine car={document} config={config} />
      <TradeInOfferLine car={document} config={config} />
      <AvailabilityNotice
        status={row.status}
        reserved={row.reserved}
        ownReservation={ownReservation}
        labels={{
          comingSoonTag: config.labels.comingSoonTag,
          reservedTag: config.labels.reservedTag,
          carNoun: config.labels.carNoun.singular,
        }}
      />
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
          photosCount={shownPictureCount(row)}
          updatedAt={row.updatedAt.toISOString()}
          websiteId={site.id}
          price={row.price}
          status={row.status}
        />
      </div>
    </header>
  );
}
