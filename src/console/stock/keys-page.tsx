import { notFound } from "next/navigation";
import { getDb } from "@/platform/db";
import { ConsoleShell } from "../components/console-shell";
import { DataTable } from "../components/data-table";
import { formatWhen } from "../reservations/reservation-format";
import { requireStaff } from "../server/current-staff";
import { CreateKeyForm, RevokeKeyButton } from "./components/key-forms";
import { StockTabs } from "./components/stock-tabs";
import { listDealershipKeys, loadStockSites, type KeyRow } from "./server/stock-data";
import { canChangeStock, changesAnyStock } from "./stock-scope";

// /stock/keys: the stock API keys of the dealerships whose stock the member changes (manager, group
// admin, operator): each key's name, first characters, creation, last use and revocation; a new key,
// shown once; and Revoke. A salesperson keeps no keys, so this page is not theirs.

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export async function StockKeysPage({ search }: { search: Record<string, string | string[] | undefined> }) {
  const staff = await requireStaff();
  if (!changesAnyStock(staff.scope)) notFound();
  const db = await getDb();
  const sites = await loadStockSites(db, staff.scope);
  const keys = await listDealershipKeys(db, staff.scope, sites);
  const places = sites.flatMap((site) =>
    site.dealerships
      .filter((dealership) => canChangeStock(staff.scope, site.id, dealership.id))
      .map((dealership) => ({
        value: `${site.id}:${dealership.id}`,
        label: sites.length > 1 ? `${dealership.name} (${site.name})` : dealership.name,
      })),
  );
  const revoked = one(search.saved) === "revoked";
  return (
    <ConsoleShell staff={staff} pathname="/stock/keys" title="Stock API keys">
      <StockTabs current="/stock/keys" showKeys />
      <p className="max-w-3xl text-sm text-muted">
        A dealer management system sends the dealership&apos;s stock to the stock API with one of these keys. Only the
        first characters of a key are kept in the clear, so a key is shown once, when it is made.
      </p>
      {revoked ? (
        <p
          role="status"
          className="rounded border border-emerald-700 bg-emerald-50 p-3 text-emerald-900"
          data-testid="saved-note"
        >
          The key was revoked. It no longer works.
        </p>
      ) : null}
      <section className="flex flex-col gap-2 rounded border border-border bg-surface p-4" aria-labelledby="new-key">
        <h2 id="new-key" className="text-lg font-semibold">
          New key
        </h2>
        <CreateKeyForm places={places} />
      </section>
      <DataTable<KeyRow>
        caption="Stock API keys"
        testId="keys-table"
        rows={keys}
        rowKey={(row) => row.id}
        empty="No stock API keys yet."
        columns={[
          { header: "Name", cell: (row) => row.label },
          {
            header: "Dealership",
            cell: (row) => (sites.length > 1 ? `${row.dealershipName} (${row.siteName})` : row.dealershipName),
          },
          { header: "Key", className: "font-mono whitespace-nowrap", cell: (row) => `${row.prefix}…` },
          { header: "Created", className: "whitespace-nowrap tabular-nums", cell: (row) => formatWhen(row.createdAt) },
          {
            header: "Last used",
            className: "whitespace-nowrap tabular-nums",
            cell: (row) => (row.lastUsedAt ? formatWhen(row.lastUsedAt) : "Never"),
          },
          {
            header: "State",
            className: "whitespace-nowrap",
            cell: (row) => (row.revokedAt ? `Revoked ${formatWhen(row.revokedAt)}` : "Active"),
          },
          {
            header: <span className="sr-only">Actions</span>,
            cell: (row) =>
              row.revokedAt ? null : (
                <RevokeKeyButton
                  siteId={row.siteId}
                  keyId={row.id}
                  name={row.label}
                  prefix={row.prefix}
                  dealership={row.dealershipName}
                />
              ),
          },
        ]}
      />
    </ConsoleShell>
  );
}
