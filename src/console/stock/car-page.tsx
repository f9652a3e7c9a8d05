import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { carTitle } from "@/cars/car-title";
import { getDb } from "@/platform/db";
import { formatDate, formatMoney, formatOdometer } from "@/platform/format";
import { normaliseStatus } from "@/stock/listing-rules";
import type { StoredCar } from "@/stock-feed/car-as-feed";
import { Link } from "@/ui/link";
import { ConsoleShell } from "../components/console-shell";
import { DataTable } from "../components/data-table";
import { formatWhen } from "../reservations/reservation-format";
import { requireStaff } from "../server/current-staff";
import { CarEditForm, type CarFormValues } from "./components/car-edit-form";
import { CarPhotos } from "./components/car-photos";
import { ListingVerdicts } from "./components/listing-verdicts";
import { MarkSoldButton } from "./components/mark-sold-button";
import { StockTabs } from "./components/stock-tabs";
import { uuidPattern } from "./key-form-schema";
import { findStockCar, type PriceChange, type StockCarHistoryRow } from "./server/stock-data";
import { carTypeNames } from "./stock-query";
import { statusLabel } from "./stock-format";
import { canChangeStock, changesAnyStock } from "./stock-scope";

// /stock/{id}: one car; why it is or is not on the dealer's website, rule by rule (the stock module's
// own listing rules); its price history; the console's changes to it; and, for those who change the
// dealership's stock, the editor and Mark sold.

const savedNotes: Readonly<Record<string, string>> = {
  edited: "Saved. The dealer's website and its search show the change within seconds.",
  sold: "Marked sold. The dealer's website shows it sold within seconds.",
  "photos-uploaded":
    "Photos added. They are processed in a minute or two; until then the car shows its previous photos.",
  "photos-arranged": "Photos put in the new order. The dealer's website shows it within seconds.",
  "photo-deleted": "Photo deleted.",
  "photos-feed-restored": "The car takes its stock feed's photos again. They show once they are processed.",
};

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The car's page on the dealer's website, on this deployment's host (`console.` swapped for the site). */
async function vehiclePageAddress(siteSlug: string, carSlug: string): Promise<string | null> {
  const requestHeaders = await headers();
  const host = requestHeaders.get("host") ?? "";
  if (!host.startsWith("console.")) return null;
  const scheme = requestHeaders.get("x-forwarded-proto") ?? (/(^|\.)localhost(:|$)/.test(host) ? "http" : "https");
  return `${scheme}://${siteSlug}.${host.slice("console.".length)}/cars/${carSlug}`;
}

function formValues(car: StoredCar): CarFormValues {
  return {
    price: String(car.price),
    status: car.status,
    dealercomments: car.dealerComments ?? "",
    standardEquipment: car.standardEquipment.join("\n"),
    tag: car.tag ?? "",
    certified: car.certified ? "on" : "",
  };
}

export async function StockCarPage({
  id,
  search,
}: {
  id: string;
  search: Record<string, string | string[] | undefined>;
}) {
  const staff = await requireStaff();
  if (!uuidPattern.test(id)) notFound();
  const found = await findStockCar(await getDb(), staff.scope, id.toLowerCase());
  if (!found) notFound();
  const { car, site, dealership, listing } = found;
  const title = carTitle(car);
  const mayChange = canChangeStock(staff.scope, site.id, dealership.id);
  const saved = savedNotes[one(search.saved) ?? ""];
  const vehiclePage = listing.listed ? await vehiclePageAddress(site.slug, car.slug) : null;
  const facts: [string, React.ReactNode][] = [
    [
      "Stock number",
      <span key="stocknum" className="font-mono">
        {car.stocknum}
      </span>,
    ],
    ["Site", site.name],
    ["Dealership", dealership.name],
    [
      "Status",
      <span key="status" data-testid="car-status">
        {statusLabel(car.status)}
        {car.reserved ? ", reserved" : ""}
      </span>,
    ],
    [
      "Price",
      <span key="price" data-testid="car-price">
        {formatMoney(car.price)}
      </span>,
    ],
    ["Was", car.beforePrice ? formatMoney(car.beforePrice) : "–"],
    ["Type", carTypeNames[car.carType]],
    ["Odometer", formatOdometer(car.km)],
    [
      "VIN",
      <span key="vin" className="font-mono">
        {car.vin ?? "–"}
      </span>,
    ],
    ["In stock since", formatDate(car.createdAt)],
    ["Sold", car.soldAt ? formatDate(car.soldAt) : "–"],
    ["Last changed", formatWhen(car.updatedAt)],
  ];
  return (
    <ConsoleShell staff={staff} pathname={`/stock/${car.id}`} title={`${title} · #${car.stocknum}`}>
      <StockTabs current="/stock" showKeys={changesAnyStock(staff.scope)} />
      <p className="text-sm">
        <Link href="/stock" className="underline">
          All stock
        </Link>
      </p>
      {saved ? (
        <p
          role="status"
          className="rounded border border-emerald-700 bg-emerald-50 p-3 text-emerald-900"
          data-testid="saved-note"
        >
          {saved}
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <dl className="grid grid-cols-[max-content_1fr] content-start gap-x-6 gap-y-1 rounded border border-border bg-surface p-4 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold">{term}</dt>
              <dd className="tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <ListingVerdicts listing={listing} vehiclePage={vehiclePage} />
      </div>
      {mayChange ? (
        <section className="flex flex-col gap-4 rounded border border-border bg-surface p-4">
          <CarEditForm carId={car.id} version={found.version} values={formValues(car)} currentStatus={car.status} />
          {normaliseStatus(car.status) === "sold" ? null : (
            <div className="flex items-center gap-3 border-t border-border pt-4">
              <MarkSoldButton
                carId={car.id}
                version={found.version}
                car={`${title}, stock #${car.stocknum}`}
                recentlySoldDays={site.rules.recentlySoldDays}
              />
            </div>
          )}
        </section>
      ) : (
        <p className="text-sm text-muted" data-testid="read-only-note">
          You can read this car. The dealership&apos;s manager changes its price, status and details.
        </p>
      )}
      <CarPhotos carId={car.id} photos={found.photos} mayChange={mayChange} arranged={car.photosEditedAt !== null} />
      <PriceHistory changes={found.priceChanges} />
      <ConsoleChanges history={found.history} />
    </ConsoleShell>
  );
}

function PriceHistory({ changes }: { changes: readonly PriceChange[] }) {
  return (
    <section className="flex flex-col gap-2" aria-labelledby="price-history">
      <h2 id="price-history" className="text-lg font-semibold">
        Price history
      </h2>
      <DataTable<PriceChange>
        caption="Price history"
        testId="price-history"
        rows={changes}
        rowKey={(row) => `${row.changedAt.toISOString()}-${row.newPrice}`}
        empty="The price has not changed since the car arrived."
        columns={[
          { header: "When", className: "whitespace-nowrap tabular-nums", cell: (row) => formatWhen(row.changedAt) },
          { header: "From", numeric: true, cell: (row) => formatMoney(row.oldPrice) },
          { header: "To", numeric: true, cell: (row) => formatMoney(row.newPrice) },
          {
            header: "Change",
            numeric: true,
            cell: (row) =>
              `${row.newPrice >= row.oldPrice ? "+" : "−"}${formatMoney(Math.abs(row.newPrice - row.oldPrice))}`,
          },
        ]}
      />
    </section>
  );
}

const changeWords: Readonly<Record<string, string>> = {
  "stock-car-edited": "edited",
  "stock-car-sold": "marked it sold",
  "stock-photos-uploaded": "added photos",
  "stock-photos-arranged": "put the photos in a new order",
  "stock-photos-deleted": "deleted a photo",
  "stock-photos-feed-restored": "handed the photos back to the stock feed",
};

function ConsoleChanges({ history }: { history: readonly StockCarHistoryRow[] }) {
  if (history.length === 0) return null;
  return (
    <section className="flex flex-col gap-2" aria-labelledby="console-changes">
      <h2 id="console-changes" className="text-lg font-semibold">
        Changes made in the console
      </h2>
      <ul className="flex flex-col gap-1 text-sm" data-testid="car-history">
        {history.map((row) => {
          const fields = Object.keys(row.after ?? {}).filter((key) => key !== "carId" && key !== "stocknum");
          return (
            <li key={row.at.toISOString()}>
              <span className="tabular-nums">{formatWhen(row.at)}</span>: {row.staffName ?? "A former member"}{" "}
              {changeWords[row.action] ?? row.action}
              {row.action === "stock-car-edited"
                ? ` (${fields.length > 0 ? fields.join(", ") : "no field changed"})`
                : ""}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
