import { asc } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { sites } from "@/platform/db/schema";
import { resolveSiteConfig, SiteConfigError, type SiteConfigIssue } from "./resolve-config";

// `npm run config:check`: every site's stored configuration resolved through the same layers and
// schema as the server uses (defaults ← template ← the site's overrides), so a bad field is found
// before a shopper's request fails on it. No `server-only`: a script runs it.

export type SiteConfigReport = { slug: string; issues: readonly SiteConfigIssue[] };

export async function checkSiteConfigs(db: Db): Promise<SiteConfigReport[]> {
  const rows = await db
    .select({ slug: sites.slug, template: sites.template, overrides: sites.configOverrides })
    .from(sites)
    .orderBy(asc(sites.slug));
  return rows.map((row) => {
    try {
      resolveSiteConfig(row.template, row.overrides, { site: row.slug });
      return { slug: row.slug, issues: [] };
    } catch (error) {
      if (error instanceof SiteConfigError) return { slug: row.slug, issues: error.issues };
      return { slug: row.slug, issues: [{ path: "(root)", message: String(error) }] };
    }
  });
}

/** The report as the command prints it: one line per site, and one per bad field under it. */
export function formatConfigReport(reports: readonly SiteConfigReport[]): string {
  const lines = reports.flatMap((report) =>
    report.issues.length === 0
      ? [`ok   ${report.slug}`]
      : [
          `FAIL ${report.slug}: ${report.issues.length} bad field${report.issues.length === 1 ? "" : "s"}`,
          ...report.issues.map((issue) => `       ${issue.path}: ${issue.message}`),
        ],
  );
  const bad = reports.filter((report) => report.issues.length > 0).length;
  lines.push(
    bad === 0
      ? `${reports.length} site configuration${reports.length === 1 ? "" : "s"} valid.`
      : `${bad} of ${reports.length} site configurations invalid.`,
  );
  return lines.join("\n");
}
