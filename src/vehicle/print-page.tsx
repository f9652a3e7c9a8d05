import Image from "next/image";
import { viewerImageQuality } from "@/platform/media/image-loader";
import { buttonClass, ButtonLink } from "@/ui/button";
import type { Site } from "@/sites/get-site";
import { PdfDownloadButton, PrintThisPageButton } from "./components/pdf-download-button";
import type { CarDetail } from "./get-car";
import { carSheet } from "./pdf";

// The site layout wraps every page with its header and footer; on paper this page is the car alone.
// The rule is scoped to this page's root class, so no other page prints differently.

/** The printable vehicle page (/print?car_id={slug}): the car's sheet and a 'Print this page' button. */
export function VehiclePrintPage({ site, detail }: { site: Site; detail: CarDetail }) {
  const { config } = site;
  const { row } = detail;
  const sheet = carSheet(detail, config);

  return (
    <article
      className="vehicle-print-page mx-auto max-w-4xl space-y-6 px-4 py-6 text-text"
      data-testid="print-page"
      data-status={row.status}
    >
      <div className="flex flex-wrap gap-3 print:hidden" data-testid="print-actions">
        <PrintThisPageButton className={buttonClass()} />
        {config.features.printPdf ? (
          <PdfDownloadButton slug={row.slug} className={buttonClass({ variant: "outline" })} />
        ) : null}
        <ButtonLink href={`/cars/${row.slug}`} variant="ghost">
          Back to the vehicle
        </ButtonLink>
      </div>

      <header className="space-y-1 border-b border-border pb-4">
        <p className="text-sm font-semibold uppercase tracking-wide text-muted">{sheet.dealerName}</p>
        <h1 className="text-3xl font-bold">{sheet.title}</h1>
        <p className="text-2xl font-bold text-primary" data-testid="print-price">
          {sheet.price}
        </p>
        {sheet.finance ? (
          <p className="text-sm" data-testid="print-finance">
            Finance from {sheet.finance}*
          </p>
        ) : null}
        {sheet.sold ? <p className="text-lg font-extrabold text-secondary">SOLD</p> : null}
        <p className="text-sm text-muted">Stock number: {sheet.stockNumber}</p>
        {config.identity.dealerLicence ? (
          <p className="text-sm text-muted" data-testid="print-dealer-licence">
            Dealer Licence {config.identity.dealerLicence}
          </p>
        ) : null}
      </header>

      {sheet.imageUrl ? (
        // Eager: the page is for printing, and a lazy picture below the fold could miss the print.
        <Image
          src={sheet.imageUrl}
          alt={sheet.title}
          width={800}
          height={600}
          sizes="42rem"
          quality={viewerImageQuality}
          loading="eager"
          className="h-auto w-full max-w-2xl rounded-site object-contain"
        />
      ) : null}

      {sheet.details.length > 0 ? (
        <section aria-labelledby="print-details-title">
          <h2 id="print-details-title" className="mb-2 text-xl font-bold">
            Key details
          </h2>
          <dl className="grid grid-cols-2 gap-x-8 gap-y-1" data-testid="print-details">
            {sheet.details.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4 border-b border-border py-1">
                <dt className="text-muted">{label}</dt>
                <dd className="text-right font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {sheet.features.length > 0 ? (
        <section aria-labelledby="print-features-title">
          <h2 id="print-features-title" className="mb-2 text-xl font-bold">
            Features
          </h2>
          <ul className="grid list-disc grid-cols-2 gap-x-8 gap-y-0.5 pl-5">
            {sheet.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="print-comments-title">
        <h2 id="print-comments-title" className="mb-2 text-xl font-bold">
          Dealer comments
        </h2>
        <p className="whitespace-pre-line" data-testid="print-comments">
          {sheet.comments}
        </p>
      </section>

      {sheet.location ? (
        <section aria-labelledby="print-location-title" data-testid="print-location">
          <h2 id="print-location-title" className="mb-2 text-xl font-bold">
            Location
          </h2>
          <p className="font-semibold">{sheet.location.name}</p>
          <p>{sheet.location.address}</p>
          {sheet.location.phone ? <p>Phone: {sheet.location.phone}</p> : null}
        </section>
      ) : null}
      {sheet.finance && sheet.financeNote ? <p className="text-xs text-muted">*{sheet.financeNote}</p> : null}
    </article>
  );
}
