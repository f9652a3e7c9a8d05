import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { dealerships, sites, stockApiKeys } from "@/platform/db/schema";

// Stock API keys (decision 022): one or more per dealership, sent as `Authorization: Bearer …`. The
// key is 256 random bits, so its SHA-256 is all the database keeps: nobody can guess a key from its
// hash, and a fast hash lets each request find its key by an index lookup (a slow password hash
// would only protect low-entropy secrets, which these are not). The plain key is shown once, when
// `npm run stock-key -- create` makes it.
//
// Demo mode (DEMO_MODE, the default of `npm start`) adds `demo-{dealership_slug}` for every
// dealership, so a newcomer can try the API at once; with demo mode off no such key exists.

export const stockKeyPrefix = "dsk_";
/** Characters of a key kept in clear to tell keys apart in a listing ("dsk_Ab3x…"). */
const shownPrefixLength = 10;

export function generateStockKey(): string {
  return `${stockKeyPrefix}${randomBytes(32).toString("base64url")}`;
}

export function hashStockKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

export function demoStockKey(dealershipSlug: string): string {
  return `demo-${dealershipSlug}`;
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1] ?? null;
}

export type KeyCheck = { ok: true; keyId: string | null } | { ok: false; status: 401 | 403; message: string };

const missing: KeyCheck = {
  ok: false,
  status: 401,
  message: "Send the dealership's stock API key as 'Authorization: Bearer <key>'",
};
const unknownKey: KeyCheck = { ok: false, status: 401, message: "Unknown or revoked stock API key" };
const otherDealership: KeyCheck = {
  ok: false,
  status: 403,
  message: "This key belongs to another dealership: it cannot change this dealership's stock",
};

/**
 * Whether the request's key may change this dealership's stock: 401 when there is no key or it is
 * unknown or revoked, 403 when it is another dealership's. `db` acts for the site (row-level
 * security), so a key of another site is unknown here.
 */
export async function checkStockKey(
  db: Db,
  target: { siteId: string; dealershipId: string; dealershipSlug: string },
  authorization: string | null,
  options: { demoMode: boolean },
): Promise<KeyCheck> {
  const token = bearerToken(authorization);
  if (!token) return missing;
  if (options.demoMode && token.startsWith("demo-")) {
    if (token === demoStockKey(target.dealershipSlug)) return { ok: true, keyId: null };
    const [other] = await db
      .select({ id: dealerships.id })
      .from(dealerships)
      .where(and(eq(dealerships.siteId, target.siteId), eq(dealerships.slug, token.slice("demo-".length))));
    return other ? otherDealership : unknownKey;
  }
  const [key] = await db
    .select({ id: stockApiKeys.id, dealershipId: stockApiKeys.dealershipId })
    .from(stockApiKeys)
    .where(
      and(
        eq(stockApiKeys.siteId, target.siteId),
        eq(stockApiKeys.keyHash, hashStockKey(token)),
        isNull(stockApiKeys.revokedAt),
      ),
    );
  if (!key) return unknownKey;
  if (key.dealershipId !== target.dealershipId) return otherDealership;
  await db
    .update(stockApiKeys)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(stockApiKeys.siteId, target.siteId), eq(stockApiKeys.id, key.id)));
  return { ok: true, keyId: key.id };
}

export type StockKeyListing = {
  id: string;
  site: string;
  dealershipId: string;
  dealership: string;
  label: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

/** Makes a key for a dealership and returns it in clear (the only time it is), with the prefix kept. */
export async function createStockKey(
  db: Db,
  target: { siteId: string; dealershipId: string },
  label: string,
): Promise<{ id: string; key: string; prefix: string }> {
  const key = generateStockKey();
  const prefix = key.slice(0, shownPrefixLength);
  const [row] = await db
    .insert(stockApiKeys)
    .values({
      siteId: target.siteId,
      dealershipId: target.dealershipId,
      label,
      keyHash: hashStockKey(key),
      keyPrefix: prefix,
    })
    .returning({ id: stockApiKeys.id });
  return { id: row!.id, key, prefix };
}

/** Every key (revoked ones too), optionally of one site, oldest first. */
export async function listStockKeys(db: Db, siteId?: string): Promise<StockKeyListing[]> {
  return db
    .select({
      id: stockApiKeys.id,
      site: sites.slug,
      dealershipId: stockApiKeys.dealershipId,
      dealership: dealerships.slug,
      label: stockApiKeys.label,
      prefix: stockApiKeys.keyPrefix,
      createdAt: stockApiKeys.createdAt,
      lastUsedAt: stockApiKeys.lastUsedAt,
      revokedAt: stockApiKeys.revokedAt,
    })
    .from(stockApiKeys)
    .innerJoin(sites, eq(sites.id, stockApiKeys.siteId))
    .innerJoin(dealerships, eq(dealerships.id, stockApiKeys.dealershipId))
    .where(siteId ? eq(stockApiKeys.siteId, siteId) : undefined)
    .orderBy(asc(stockApiKeys.createdAt));
}

/** Each dealership's demo key (`demo-{dealership}`), which the stock API takes while demo mode is on. */
export async function listDemoStockKeys(
  db: Db,
  siteId?: string,
): Promise<{ site: string; dealership: string; key: string }[]> {
  const rows = await db
    .select({ site: sites.slug, dealership: dealerships.slug })
    .from(dealerships)
    .innerJoin(sites, eq(sites.id, dealerships.siteId))
    .where(siteId ? eq(dealerships.siteId, siteId) : undefined)
    .orderBy(asc(sites.slug), asc(dealerships.slug));
  return rows.map((row) => ({ ...row, key: demoStockKey(row.dealership) }));
}

/** Revokes a key by its id; false when there is no such live key. */
export async function revokeStockKey(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(stockApiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(stockApiKeys.id, id), isNull(stockApiKeys.revokedAt)))
    .returning({ id: stockApiKeys.id });
  return rows.length > 0;
}
