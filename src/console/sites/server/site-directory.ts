import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import {
  dealerGroups,
  dealerships,
  locations,
  siteDomains,
  sites,
  staffAccounts,
  staffAudit,
} from "@/platform/db/schema";
import type { SiteStatus } from "@/sites/config-vocabularies";
import { statusOf } from "@/sites/site-policy";

// The operator's view of every site (decision 049): the list at /sites and one site's summary at
// /sites/{id}. Read on the platform's connection, as the operator's pages span every site's
// dealerships, which row-level security would show one site at a time.

export type SiteListRow = {
  id: string;
  name: string;
  slug: string;
  template: string;
  groupName: string | null;
  status: SiteStatus;
  primaryDomain: string | null;
  dealerships: number;
};

export async function listSiteRows(db: Db): Promise<SiteListRow[]> {
  const dealershipCounts = db
    .select({ siteId: dealerships.siteId, total: count().as("total") })
    .from(dealerships)
    .groupBy(dealerships.siteId)
    .as("dealership_counts");
  const rows = await db
    .select({
      id: sites.id,
      name: sites.name,
      slug: sites.slug,
      template: sites.template,
      groupName: dealerGroups.name,
      status: sites.status,
      primaryDomain: siteDomains.domain,
      dealerships: dealershipCounts.total,
    })
    .from(sites)
    .leftJoin(dealerGroups, eq(dealerGroups.id, sites.groupId))
    .leftJoin(siteDomains, and(eq(siteDomains.siteId, sites.id), eq(siteDomains.isPrimary, true)))
    .leftJoin(dealershipCounts, eq(dealershipCounts.siteId, sites.id))
    .orderBy(asc(sites.name));
  return rows.map((row) => ({ ...row, status: statusOf(row), dealerships: Number(row.dealerships ?? 0) }));
}

export async function listDealerGroups(db: Db): Promise<{ id: string; name: string }[]> {
  return db.select({ id: dealerGroups.id, name: dealerGroups.name }).from(dealerGroups).orderBy(asc(dealerGroups.name));
}

export type SiteSummary = {
  id: string;
  name: string;
  slug: string;
  template: string;
  groupName: string | null;
  status: SiteStatus;
  configVersion: number;
  createdAt: Date;
  domains: { domain: string; isPrimary: boolean }[];
  dealerships: {
    id: string;
    name: string;
    slug: string;
    locations: { id: string; name: string; slug: string; address: string; phone: string }[];
  }[];
  history: { at: Date; action: string; by: string | null }[];
};

const siteActions = ["site-created", "site-paused", "site-resumed"];

export async function findSiteSummary(db: Db, id: string): Promise<SiteSummary | null> {
  const [site] = await db
    .select({
      id: sites.id,
      name: sites.name,
      slug: sites.slug,
      template: sites.template,
      groupName: dealerGroups.name,
      status: sites.status,
      configVersion: sites.configVersion,
      createdAt: sites.createdAt,
    })
    .from(sites)
    .leftJoin(dealerGroups, eq(dealerGroups.id, sites.groupId))
    .where(eq(sites.id, id))
    .limit(1);
  if (!site) return null;
  const [domains, dealershipRows, locationRows, history] = await Promise.all([
    db
      .select({ domain: siteDomains.domain, isPrimary: siteDomains.isPrimary })
      .from(siteDomains)
      .where(eq(siteDomains.siteId, id))
      .orderBy(desc(siteDomains.isPrimary), asc(siteDomains.domain)),
    db
      .select({ id: dealerships.id, name: dealerships.name, slug: dealerships.slug })
      .from(dealerships)
      .where(eq(dealerships.siteId, id))
      .orderBy(asc(dealerships.name)),
    db
      .select({
        id: locations.id,
        dealershipId: locations.dealershipId,
        name: locations.name,
        slug: locations.slug,
        street: locations.street,
        city: locations.city,
        state: locations.state,
        postcode: locations.postcode,
        phone: locations.phone,
      })
      .from(locations)
      .where(eq(locations.siteId, id))
      .orderBy(desc(locations.isPrimary), asc(locations.name)),
    db
      .select({
        at: staffAudit.at,
        action: staffAudit.action,
        by: sql<string | null>`coalesce(${staffAccounts.name}, ${staffAudit.after} ->> 'by')`,
      })
      .from(staffAudit)
      .leftJoin(staffAccounts, eq(staffAccounts.id, staffAudit.staffAccountId))
      .where(and(eq(staffAudit.siteId, id), inArray(staffAudit.action, siteActions)))
      .orderBy(desc(staffAudit.at))
      .limit(20),
  ]);
  return {
    ...site,
    status: statusOf(site),
    domains,
    dealerships: dealershipRows.map((dealership) => ({
      ...dealership,
      locations: locationRows
        .filter((location) => location.dealershipId === dealership.id)
        .map((location) => ({
          id: location.id,
          name: location.name,
          slug: location.slug,
          address: `${location.street}, ${location.city} ${location.state} ${location.postcode}`,
          phone: location.phone,
        })),
    })),
    history,
  };
}
